import type { ToolbarButton } from "./enums/toolbar";
import type { WatchDecorate } from "./decorate/watch-decorate";
/**
 * The domain's own view of the data the viewer app works with (§3). Infrastructure maps
 * the wire DTOs into these; nothing here knows about HTTP.
 */

/** Event session token record (§3): expiration is epoch ms. */
export interface TokenRecord {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiration: number;
}

export interface EventInfo {
  readonly eventId: string;
  readonly eventNumber: string;
  readonly name: string;
  /** Epoch ms, already converted from server time (UTC+8). Null for the 1900 sentinel. */
  readonly startTime: number | null;
  readonly status: number;
  readonly logoUrl: string;
  readonly mainVenueNumber: string;
  readonly mainSeminarNumber: string;
  readonly removed: boolean;
  readonly nicknameChangeAllowed: boolean;
  readonly trial: { readonly enabled: boolean; readonly seconds: number };
  readonly interactAccess: boolean;
  readonly tenantId: string;
  readonly coverUrl: string;
}

export interface Viewer {
  /** The viewer's id: the one name for it across the client (the wire's `liveUserId`, translated by the adapters). */
  readonly viewerId: string;
  readonly userType: number;
  readonly nickname: string;
  readonly anonymousNickname: string;
  readonly avatar: string;
  /**
   * When this anonymous trial viewer's trial ends, epoch ms on the server's clock (add the brief's
   * `clockSkewMs` to the local clock to compare). Absent before the server's trial clock started
   * and for viewers not on trial.
   */
  readonly trialEndsAt?: number;
  /**
   * The account a logged-in viewer used (their e-mail address or mobile number, from the brief's
   * `email` / `mobile`): shown masked where they have no nickname. Absent for anonymous viewers.
   */
  readonly account?: string;
}

export interface PersonalBrief {
  readonly event: EventInfo;
  readonly viewer: Viewer | null;
  /** Server clock minus local clock, ms. */
  readonly clockSkewMs: number;
}

export interface DomainConfig {
  readonly goImUrl: string;
  readonly liveUrl: string;
  readonly watchUrl: string;
  readonly loginUrl: string;
}

export interface LanguageConfig {
  readonly optionalLanguages: readonly string[];
  readonly followSystemLanguage: boolean;
  readonly switchClosed: boolean;
  readonly defaultLanguage: string;
  /** The organiser's order of the optional languages (§3 `languageSort`), when the server gives one. */
  readonly languageSort?: readonly string[];
}

export interface AccessConfig {
  readonly accessType: number;
  readonly customAddress: string;
  readonly defaultQuestionnaireId: string;
  /**
   * §3 duplication types the event forbids (0 devices, 1 tabs, 2 account); the client enforces
   * tabs. Absent when the server does not say (nothing forbidden).
   */
  readonly duplicationTypes?: readonly number[];
}

export interface Room {
  readonly roomId: string;
  readonly roomNumber: string;
  readonly pageSession: string;
  readonly roomMode: number;
  readonly liveStatus: number;
  readonly liveScene: number;
  readonly liveMode: number;
  readonly liveDelay: number;
  readonly layout: number;
  readonly userType: number;
  /** Room name per language type. */
  readonly names: Readonly<Record<string, string>>;
  /** The room's toolbar buttons in the configured order (§2; issue 13), unknown names dropped. */
  readonly toolbarButtons: readonly ToolbarButton[];
  /** The organiser's look of the room (§3 watch decorate). */
  readonly decorate: WatchDecorate;
}

export interface Resolution {
  readonly url: string;
  readonly name: string;
  readonly isDefault: boolean;
}

export interface PlayLine {
  /** "Line 1", "Line 2"… numbered by position (§3). */
  readonly index: number;
  readonly domainName: string;
  readonly resolutions: readonly Resolution[];
}

export interface StreamAddress {
  readonly screenId: string;
  readonly streamId: string;
  readonly pushStatus: number;
  readonly lines: readonly PlayLine[];
}
