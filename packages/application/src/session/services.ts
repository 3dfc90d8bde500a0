/**
 * Keeps an event's session alive (§4 Token refresh): refreshes 5 minutes before expiry (at once
 * when 5 minutes or less remain), stores each new pair and schedules the next. `start` throws
 * 'Local accessToken is not found' without a stored token; does nothing without a refresh token or
 * expiration; replaces a running timer. `stop` clears it. A failed refresh is handled by the §8
 * catalogue (re-authentication codes and HTTP 401 log the viewer out); there is no retry.
 */
export interface SessionKeeperService {
  start(eventNumber: string): void;
  stop(): void;
}

/**
 * Tokens that arrive in the URL (§4; external auth): accessToken/s, refreshToken/h,
 * expiration/p are stored for the event when different from the stored ones, then removed from
 * the URL. Returns whether tokens were found.
 */
export interface AdoptUrlTokensService {
  run(eventNumber: string): boolean;
}

/** Sends this tab to /duplication-tab when another tab opens the same event (§3 duplication tabs). */
export interface TabGuardService {
  watch(eventNumber: string): () => void;
}
