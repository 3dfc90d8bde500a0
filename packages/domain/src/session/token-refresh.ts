import { TOKEN_REFRESH_LEAD_MS } from "../constants";
import type { TokenRecord } from "../models";

/**
 * How long to wait before refreshing an event token (§4): 5 minutes before expiry, or at once
 * (0) when it expires in 5 minutes or less. Null when there is nothing to refresh with — no
 * refresh token or no usable expiration ("nothing happens").
 */
export function tokenRefreshDelayMs(record: Partial<Pick<TokenRecord, "refreshToken" | "expiration">>, now: number): number | null {
  const { refreshToken, expiration } = record;
  if (!refreshToken || typeof expiration !== "number" || !Number.isFinite(expiration) || expiration <= 0) return null;
  return Math.max(0, expiration - now - TOKEN_REFRESH_LEAD_MS);
}
