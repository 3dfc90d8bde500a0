import type { TokenRecord } from "../models";
import { queryPairs, withoutQueryParams, type QueryPair } from "../routing/query-string";

/** Query parameter names that may carry tokens back to the site (§4), long name first. */
export const URL_TOKEN_NAMES = {
  accessToken: ["accessToken", "s"],
  refreshToken: ["refreshToken", "h"],
  expiration: ["expiration", "p"],
} as const;

const ALL_NAMES: ReadonlySet<string> = new Set(Object.values(URL_TOKEN_NAMES).flat());
/** Epoch ms as plain digits (at most 16, beyond any real date; no sign, dot or exponent). */
const EXPIRATION = /^\d{1,16}$/;

/** The first non-empty value under any of the names, the long name winning over the short one. */
function firstValue(pairs: readonly QueryPair[], names: readonly string[]): string | null {
  for (const name of names) {
    const found = pairs.find((pair) => pair.name === name && pair.value !== null && pair.value !== "");
    if (found?.value) return found.value;
  }
  return null;
}

/**
 * The tokens a query string carries (§4: accessToken or s, refreshToken or h, expiration or p —
 * external auth sends the viewer back with them). Null without an access token. A missing
 * refresh token reads as "" and a missing or invalid expiration (anything but plain digits of
 * epoch ms) as 0: the record is still stored, and the refresh timer then does nothing (§4).
 * Malformed escapes make a parameter count as absent. `search` may start with "?" or not.
 */
export function parseUrlTokens(search: string): TokenRecord | null {
  const pairs = queryPairs(search);
  const accessToken = firstValue(pairs, URL_TOKEN_NAMES.accessToken);
  if (accessToken === null) return null;
  const expiration = firstValue(pairs, URL_TOKEN_NAMES.expiration);
  return {
    accessToken,
    refreshToken: firstValue(pairs, URL_TOKEN_NAMES.refreshToken) ?? "",
    expiration: expiration !== null && EXPIRATION.test(expiration) ? Number(expiration) : 0,
  };
}

/** Whether a query string has any of the token parameters (even empty or malformed ones). */
export function hasUrlTokenParams(search: string): boolean {
  return queryPairs(search).some((pair) => pair.name !== null && ALL_NAMES.has(pair.name));
}

/**
 * The query string without the token parameters (§4 "then removed from the URL"): every other
 * parameter is kept as written and in order. Answers "?a=1&b=2", or "" when nothing is left.
 */
export function stripUrlTokens(search: string): string {
  return withoutQueryParams(search, ALL_NAMES);
}

/**
 * A path with its query ("/event/1/watch/2?s=…&lang=en#x") without the token parameters, e.g. a
 * `from` recorded before the tokens were adopted; the hash stays last.
 */
export function stripUrlTokensFromPath(path: string): string {
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1) return path;
  return `${beforeHash.slice(0, queryAt)}${stripUrlTokens(beforeHash.slice(queryAt))}${hash}`;
}
