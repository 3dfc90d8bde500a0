import type { AccessConfig, DomainConfig, LanguageConfig, PersonalBrief, Room, StreamAddress, TokenRecord } from "@livehall/domain";

/** Credentials sent with POST /sso/events/access/auth (§7); unlimited/trial send none. */
export interface AccessCredentials {
  readonly tenantId: string;
  readonly eventId: string;
  readonly accessType: number;
  readonly account?: string;
  readonly verifyCode?: string;
  readonly captcha?: Readonly<Record<string, string>>;
  readonly browserFingerprint?: string;
  readonly channelNumber?: string;
  readonly sharerId?: string;
}

/**
 * The §7 calls of the event server, one method each. Every method rejects with the domain's
 * `ApiFailure` (body code ≠ "200", HTTP error, 15 s timeout, network), which use-cases hand to
 * the §8 catalogue. The adapter adds base host, cookies, Accept-language and the bearer token.
 */
export interface ApiGateway {
  /** GET /watch/personal/breif */
  getPersonalBrief(eventNumber: string): Promise<PersonalBrief>;
  /** GET /watch/domain-config/breif */
  getDomainConfig(eventNumber: string): Promise<DomainConfig>;
  /** GET /watch/events/language-configs */
  getLanguageConfig(eventNumber: string): Promise<LanguageConfig>;
  /** GET /events/enable-access-config */
  getAccessConfig(eventNumber: string, mainVenueNumber: string): Promise<AccessConfig>;
  /** POST /sso/events/access/auth */
  authenticateAccess(credentials: AccessCredentials): Promise<TokenRecord>;
  /** GET /events/{eventId}/rooms/{roomNumber}/watch-init-new */
  getWatchInit(eventId: string, roomNumber: string): Promise<Room>;
  /** GET /events/{eventId}/rooms/{roomId}/live-play-addr; `screenId` asks for one screen of a meeting room (the main screen without it). */
  getLivePlayAddress(eventId: string, roomId: string, screenId?: string): Promise<StreamAddress>;
}

/**
 * Which event's token the gateway sends as `Authorization: Bearer`, and the viewer's language
 * for `Accept-language`. Set by use-cases when the viewer enters an event.
 */
export interface RequestContext {
  setEvent(eventNumber: string | null): void;
  setLanguage(language: string): void;
}
