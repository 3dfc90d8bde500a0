import type { LandingPageDTO, ThemeStyleDTO, ThemedModuleDTO } from "@livehall/wire";
import type { LandingDefinition } from "../seed/landing-definition";
import { NO_LANDING_ACCESS } from "../seed/landing-access-definition";
import { accessPrompts, eventStatus } from "../services/event-dto";
import type { EventRow, RoomRow } from "../services/event-store";
import { formatServerTime } from "../services/server-time";

/** The stored landing block; null when the event has none or the column cannot be read. */
export function landingOf(event: Pick<EventRow, "landing">): LandingDefinition | null {
  if (!event.landing) return null;
  try {
    const value: unknown = JSON.parse(event.landing);
    return typeof value === "object" && value !== null && Array.isArray((value as { modules?: unknown }).modules)
      ? (value as LandingDefinition)
      : null;
  } catch {
    return null;
  }
}

/** §3 Landing and access config of `event`; `rooms` gives the main rooms' modes. `withModules` false for landing-page-simple. */
export function toLandingPage(event: EventRow, rooms: readonly RoomRow[], now: number, withModules: boolean): LandingPageDTO {
  const landing = landingOf(event);
  const modeOf = (roomNumber: string): number | null => rooms.find((room) => room.room_number === roomNumber)?.room_mode ?? null;
  const page: LandingPageDTO = {
    removeFlag: event.remove_flag,
    eventPropagandaMode: landing?.eventPropagandaMode ?? "normal",
    defaultQuestionnaireId: event.default_questionnaire_id,
    accessType: event.access_type,
    mainVenueNumber: event.main_venue_number,
    mainSeminarNumber: event.main_seminar_number,
    mainVenueRoomMode: event.main_venue_number ? modeOf(event.main_venue_number) : null,
    mainSeminarRoomMode: event.main_seminar_number ? modeOf(event.main_seminar_number) : null,
    tenantId: event.tenant_id,
    virtualEventId: event.id,
    virtualEventName: event.name,
    virtualEventStatus: eventStatus(event, now),
    tryFlag: event.try_flag,
    wechatFlag: event.wechat_flag,
    startTime: formatServerTime(event.start_at),
    endTime: formatServerTime(event.end_at),
    coverUrl: landing?.coverUrl || event.cover_url,
    gaussianBlurCoverUrl: landing?.gaussianBlurCoverUrl ?? "",
    share: landing?.share ?? NO_LANDING_ACCESS.share,
    pcValidateConfigLanguages: landing?.pcValidateConfigLanguages ?? [],
    mobileValidateConfigLanguages: landing?.mobileValidateConfigLanguages ?? [],
    accessConfigLanguages: accessPrompts(event),
  };
  return withModules ? { ...page, modules: landing?.modules ?? [] } : page;
}

const LIGHT = { backgroundColor: "#ffffff", fontColor: "#1f2329" } as const;
const DARK = { backgroundColor: "#16181d", fontColor: "#f2f3f5" } as const;
/** Per module a tinted light background so neighbouring modules stand apart (contrast ≥ 4.5:1 on both). */
const LIGHT_TINTS: Readonly<Record<ThemedModuleDTO, string>> = {
  title: "#ffffff",
  countdown: "#fff4ec",
  graphic: "#ffffff",
  guests: "#f5f7fa",
  agenda: "#ffffff",
  partner: "#f5f7fa",
  contact: "#ffffff",
  media: "#f5f7fa",
};

/** §3 Themes: the default light and dark colours of every themed module (decision 0035). */
export function themeStyle(): ThemeStyleDTO {
  const style = {} as Record<ThemedModuleDTO, ThemeStyleDTO[ThemedModuleDTO]>;
  for (const [module, tint] of Object.entries(LIGHT_TINTS) as [ThemedModuleDTO, string][]) {
    style[module] = { light: { ...LIGHT, backgroundColor: tint }, dark: DARK };
  }
  return style;
}
