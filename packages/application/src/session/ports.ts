import type { TokenRecord } from "@livehall/domain";

/**
 * Where per-event tokens live between visits (§3: 'landing:accessTokens', at most 20 events,
 * least recently used dropped first) plus the in-memory copy of the access token.
 * Use-cases read it before each authenticated call and write it after each authentication.
 */
export interface TokenStore {
  get(eventNumber: string): TokenRecord | null;
  set(eventNumber: string, record: TokenRecord): void;
  remove(eventNumber: string): void;
  /** The in-memory copy of the access token in use (§3), or null. */
  readonly memoryToken: string | null;
}

/** POST /sso/events/audience/refresh-token (§7): a new pair for the refresh token. Rejects with ApiFailure. */
export interface SessionApi {
  refreshToken(refreshToken: string): Promise<TokenRecord>;
  /**
   * POST /sso/events/external/redeem: the pair an external-auth hand-over code (from the return
   * URL's fragment) carries; the code works once (decision 0023). Rejects with ApiFailure.
   */
  redeemHandOver(code: string): Promise<TokenRecord>;
  /**
   * Server-side logout (POST /sso/events/audience/logout, ours): revokes the session the refresh
   * token belongs to. Best effort: never rejects (the client forgets the token either way).
   */
  logout?(refreshToken: string): Promise<void>;
  /**
   * POST /events/{eventId}/rooms/duration-dots: seconds watched since the last report (silent
   * on error). The server counts an anonymous trial viewer's watched time from these.
   */
  reportWatched?(
    eventId: string,
    report: { readonly roomId: string; readonly pageSession: string; readonly seconds: number },
  ): Promise<void>;
}

/**
 * Seconds of anonymous trial already watched, per event, kept between visits (§6 "tryDuration
 * minus stored watched time"). Corrupt stored data reads as 0.
 */
export interface WatchedTimeStore {
  get(eventNumber: string): number;
  set(eventNumber: string, seconds: number): void;
}

/**
 * Notices another tab of this browser showing the same event (§3 duplication type tabs), e.g.
 * over BroadcastChannel. `join` announces this tab; `onDuplicate` runs in the tab that must give
 * way. Returns a function that leaves. Optional capability: absent where tabs cannot talk.
 */
export interface TabPresence {
  join(eventNumber: string, onDuplicate: () => void): () => void;
}

/** A stable, random id of this browser (the `browserFingerprint` of §7), made once and kept. */
export interface DeviceIdentity {
  id(): string;
}

/**
 * The external-auth flows this tab started (decision 0023), kept where only this tab sees them
 * (sessionStorage): a random nonce per event, set when the viewer is sent to the organiser and
 * checked when they come back, so a link carrying someone else's login is not adopted.
 */
export interface HandOverFlows {
  /** The nonce of the flow for `eventNumber`: the pending one, else a new random one (kept). */
  begin(eventNumber: string): string;
  /** The nonce of the flow this tab started for the event, or null. */
  pending(eventNumber: string): string | null;
  /** Forgets the event's flow (its return was taken). */
  end(eventNumber: string): void;
}

/**
 * A lock shared by this browser's tabs (Web Locks): `run` waits for the lock named `name`, runs
 * `task` holding it and releases it when the task settles. The session keeper refreshes under it
 * so two tabs never send the same refresh token (decision 0022). Optional capability: absent where
 * the browser has no Web Locks (then the server's refresh grace window covers the race).
 */
export interface CrossTabLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}
