import { serverTimeToLocal, tryDurationSeconds } from "@livehall/domain";
import type { AccessConfig, DomainConfig, LanguageConfig, PersonalBrief, TokenRecord, Viewer } from "@livehall/domain";
import type { AccessConfigDTO, AuthResultDTO, DomainConfigDTO, LanguageConfigsDTO, LiveUserBO, PersonalBriefDTO } from "@livehall/wire";

/** Wire flags are 0/1 numbers; `fallback` applies when the field is absent. */
const flag = (value: number | undefined, fallback: boolean): boolean => (value === undefined ? fallback : value === 1);

function mapViewer(user: LiveUserBO): Viewer {
  const viewer: Viewer = {
    viewerId: user.liveUserId,
    userType: user.userType,
    nickname: user.nickName,
    anonymousNickname: user.anonymousNickname,
    avatar: user.avatar,
    // The account the viewer logged in with: the brief's `email` or `mobile` ("" for anonymous viewers).
    account: user.email || user.mobile,
  };
  // The trial's end stays on the server's clock: the brief's clock skew compares it.
  const trialEnd: unknown = user.trialEndTime;
  return typeof trialEnd === "number" && Number.isFinite(trialEnd) ? { ...viewer, trialEndsAt: trialEnd } : viewer;
}

/**
 * GET /watch/personal/breif → PersonalBrief: server times (UTC+8) to epoch ms, tryDuration
 * minutes × 60, flags to booleans, and the server clock's lead over ours (§3 systemTime).
 */
export function mapPersonalBrief(dto: PersonalBriefDTO, eventNumber: string, localNow: number): PersonalBrief {
  const info = dto.eventInfoBO;
  return {
    event: {
      eventId: info.virtualEventId,
      eventNumber,
      name: info.virtualEventName,
      startTime: serverTimeToLocal(info.startTime),
      status: info.virtualEventStatus,
      logoUrl: info.virtualEventLogo,
      mainVenueNumber: info.mainVenueNumber,
      mainSeminarNumber: info.mainSeminarNumber,
      removed: flag(info.removeFlag, false),
      nicknameChangeAllowed: flag(info.audienceNicknameChangeFlag, true),
      trial: { enabled: flag(info.tryFlag, false), seconds: tryDurationSeconds(info.tryDuration) },
      interactAccess: flag(info.interactAccessFlag, false),
      tenantId: info.tenantId ?? dto.liveUserBO?.tenantId ?? "",
      coverUrl: info.coverUrl,
    },
    viewer: dto.liveUserBO ? mapViewer(dto.liveUserBO) : null,
    clockSkewMs: dto.systemTime - localNow,
  };
}

export function mapDomainConfig(dto: DomainConfigDTO): DomainConfig {
  return { goImUrl: dto.goImUrl, liveUrl: dto.liveUrl, watchUrl: dto.watchUrl, loginUrl: dto.loginUrl };
}

export function mapLanguageConfig(dto: LanguageConfigsDTO): LanguageConfig {
  const config = {
    optionalLanguages: [...dto.watchOptionalLanguage],
    followSystemLanguage: flag(dto.followSystemLanguageFlag, true),
    switchClosed: flag(dto.languageSwitch, false),
    defaultLanguage: dto.defaultLanguage,
  };
  const sort: unknown = dto.languageSort;
  if (!Array.isArray(sort)) return config;
  return { ...config, languageSort: sort.filter((language): language is string => typeof language === "string") };
}

/** GET /events/enable-access-config → AccessConfig; duplication types only when the server names them. */
export function mapAccessConfig(dto: AccessConfigDTO): AccessConfig {
  const base = { accessType: dto.accessType, customAddress: dto.customAddress, defaultQuestionnaireId: dto.defaultQuestionnaireId };
  const duplication: unknown = dto.duplicationTypes;
  if (!Array.isArray(duplication)) return base;
  return { ...base, duplicationTypes: duplication.filter((type): type is number => typeof type === "number" && Number.isInteger(type)) };
}

export function mapAuthResult(dto: AuthResultDTO): TokenRecord {
  return { accessToken: dto.accessToken, refreshToken: dto.refreshToken, expiration: dto.expiration };
}
