import type { AccessConfigDTO, EventInfoBO, LanguageConfigsDTO, LiveUserBO } from "@livehall/wire";
import { IDENTITY_TYPE } from "./accounts";
import { duplicationTypes, isNumberList, isStringList, isStringMap, readJson, type EventRow } from "./event-store";
import { formatServerTime } from "./server-time";
import type { AudienceRow } from "./session-service";
import { audienceOnTrial, trialEndsAt } from "./trial";

/** §3 Event status from the clock: 0 pre, 1 in progress, 2 ended. */
export function eventStatus(event: EventRow, now: number): number {
  if (now < event.start_at) return 0;
  return now < event.end_at ? 1 : 2;
}

/** The event's `eventInfoBO` (§3 personal brief). */
export function toEventInfo(event: EventRow, now: number): EventInfoBO {
  return {
    virtualEventId: event.id,
    virtualEventName: event.name,
    startTime: formatServerTime(event.start_at),
    endTime: formatServerTime(event.end_at),
    virtualEventStatus: eventStatus(event, now),
    virtualEventLogo: event.logo_url,
    virtualEventLogoState: event.logo_url ? 1 : 0,
    mainVenueNumber: event.main_venue_number,
    mainSeminarNumber: event.main_seminar_number,
    virtualEventTicketStatus: 2,
    removeFlag: event.remove_flag,
    audienceNicknameChangeFlag: event.nickname_change_flag,
    tryFlag: event.try_flag,
    tryDuration: event.try_duration,
    billFlag: 0,
    shareRankingFlag: 0,
    coverUrl: event.cover_url,
    shareFlag: 0,
    sharerId: "",
    interactAccessFlag: event.interact_access_flag,
    tenantId: event.tenant_id,
  };
}

/**
 * The viewer's `liveUserBO` (§3 personal brief), with `trialEndTime` for a trial viewer whose
 * trial clock started (the one moment its trial ends, services/trial.ts).
 */
export function toLiveUser(event: EventRow, audience: AudienceRow, now: number): LiveUserBO {
  const trialEnd = audienceOnTrial(event, audience) ? trialEndsAt(event, audience, now) : null;
  return {
    tenantId: event.tenant_id,
    userType: audience.user_type,
    liveUserId: audience.id,
    nickName: audience.nickname,
    avatar: "",
    anonymousNickname: audience.anonymous_nickname,
    thirdOpenId: audience.wechat_open_id ?? "",
    email: audience.identity_type === IDENTITY_TYPE.email ? (audience.account ?? "") : "",
    mobile: audience.identity_type === IDENTITY_TYPE.mobile ? (audience.account ?? "") : "",
    promotionChannelId: "",
    leechFlag: 0,
    nickNameFlag: audience.nickname ? 1 : 0,
    ...(trialEnd === null ? {} : { trialEndTime: Math.round(trialEnd) }),
  };
}

/** The languages viewers may switch to, in order. */
export const optionalLanguages = (event: EventRow): string[] => readJson(event.optional_languages, ["zh-Hans"], isStringList);

export function toLanguageConfigs(event: EventRow): LanguageConfigsDTO {
  return {
    watchOptionalLanguage: optionalLanguages(event),
    followSystemLanguageFlag: event.follow_system_language,
    languageSwitch: event.language_switch_closed,
    defaultLanguage: event.default_language,
    // §3 languageSort: this server keeps the optional languages in the organiser's order already.
    languageSort: optionalLanguages(event),
  };
}

/** Access prompts in the event's language order (§3 accessConfigLanguages): the access config and the landing answers. */
export function accessPrompts(event: EventRow): { languageType: string; prompt: string }[] {
  const prompts = readJson<Record<string, string>>(event.access_prompts, {}, isStringMap);
  const order = [...new Set([...optionalLanguages(event), ...Object.keys(prompts)])];
  return order.flatMap((languageType) => {
    const prompt = prompts[languageType];
    return prompt === undefined ? [] : [{ languageType, prompt }];
  });
}

/** Identity types login offers, in order (default mobile, email). */
export const identityTypes = (event: EventRow): number[] => readJson(event.identity_types, [1, 2], isNumberList);

/** GET enable-access-config data: what the client's gate needs before any token exists. */
export function toAccessConfig(event: EventRow): AccessConfigDTO {
  return {
    accessType: event.access_type,
    customAddress: event.custom_address,
    defaultQuestionnaireId: event.default_questionnaire_id,
    tenantId: event.tenant_id,
    virtualEventId: event.id,
    mainVenueNumber: event.main_venue_number,
    mainSeminarNumber: event.main_seminar_number,
    tryFlag: event.try_flag,
    wechatFlag: event.wechat_flag,
    accessConfigLanguages: accessPrompts(event),
    duplicationTypes: duplicationTypes(event),
  };
}
