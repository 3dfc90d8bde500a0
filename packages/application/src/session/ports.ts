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
