import type { LandingPage, LandingThemeStyle, Schedule, ScheduleFilter, ViewerChannel } from "@livehall/domain";

/** One page of the agenda and how many schedules match the filter. */
export interface SchedulePage {
  readonly items: readonly Schedule[];
  readonly total: number;
}

/**
 * The landing page's §7 calls (decision 0035). Used by {@link Landing} when the landing page opens
 * (page, theme colours, login-page look), when the viewer pages or filters the agenda, plays the
 * media module, and every 10 s while the page is shown (duration dots). Rejects with ApiFailure,
 * except {@link postDurationDot}, which never rejects (§7: silent).
 */
export interface LandingApi {
  getLandingPage(eventNumber: string): Promise<LandingPage>;
  getSchedules(eventNumber: string, filter: ScheduleFilter, perPage: number): Promise<SchedulePage>;
  /** A playable address of a landing media. */
  getMediaUrl(mediaId: string, tenantId: string): Promise<string>;
  getThemeStyle(eventNumber: string): Promise<LandingThemeStyle>;
  /** The tenant's login-page look; only the favicon is used by the viewer's pages. */
  getFaviconUrl(eventNumber: string): Promise<string>;
  postDurationDot(eventNumber: string, seconds: number): Promise<void>;
}

/**
 * Where a tab keeps the promotion channel and sharer it came through, per event (session storage
 * in the browser), so a later page without them in its address still sends them (§3: "sharerId is
 * read from the page address query and kept").
 */
export interface ChannelStore {
  get(eventNumber: string): ViewerChannel | null;
  set(eventNumber: string, channel: ViewerChannel): void;
}
