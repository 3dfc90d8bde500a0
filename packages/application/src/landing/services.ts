import type { LandingPage, LandingThemeStyle, Schedule, ScheduleFilter } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { Loadable } from "../state";

export type LandingStep = "idle" | "loading" | "ready" | "error";

/** What the landing page shows. */
export interface LandingState {
  readonly page: Loadable<LandingPage>;
  /** Empty until loaded (the page then uses its own light/dark colours). */
  readonly themeStyle: LandingThemeStyle;
  /** "" until loaded or when the tenant has none. */
  readonly faviconUrl: string;
  readonly agenda: {
    readonly step: LandingStep;
    readonly filter: ScheduleFilter;
    readonly items: readonly Schedule[];
    readonly total: number;
  };
  /** The media module's playable address, asked for when the viewer plays it. */
  readonly media: { readonly step: LandingStep; readonly url: string | null };
  /** Joining: a catalogue key when the join rule said no (§4). */
  readonly join: { readonly step: "idle" | "joining" | "error"; readonly messageKey: string | null };
}

/** What Landing offers (APP_TOKENS.Landing): the landing page of one event at a time. */
export interface LandingService {
  readonly state$: Observable<LandingState>;
  /** Loads the landing page, theme colours, favicon and first agenda page; starts the duration dots. */
  open(eventNumber: string): Promise<void>;
  /** Stops the duration dots (reporting the time since the last one). */
  close(): void;
  filterSchedules(change: { readonly date?: string; readonly locationId?: string }): Promise<void>;
  schedulePage(page: number): Promise<void>;
  playMedia(): Promise<void>;
  /** §4 join: sign-up, the main room's page, or a message. */
  join(): Promise<void>;
}

/** The promotion channel and sharer of the viewer (APP_TOKENS.ViewerChannel). */
export interface ViewerChannelService {
  /**
   * Reads them from the current address, keeps them for the event and returns them as optional
   * request fields (what §7 access auth and code login send as channelNum and sharerId).
   */
  current(eventNumber: string): { readonly channelNumber?: string; readonly sharerId?: string };
}
