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
 * The login external auth hands back in the URL (decision 0023): a one-time code in the fragment
 * (redeemed) or §4 tokens in the query (accessToken/s, refreshToken/h, expiration/p), taken only
 * when this tab started the flow and the URL brings its nonce back; either way the hand-over
 * parameters are removed from the URL. Resolves whether a login was taken.
 */
export interface AdoptUrlTokensService {
  run(eventNumber: string): Promise<boolean>;
}

/** Sends this tab to /duplication-tab when another tab opens the same event (§3 duplication tabs). */
export interface TabGuardService {
  watch(eventNumber: string): () => void;
}
