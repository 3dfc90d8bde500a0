import type { TokenRecord } from "../models";
import { queryParam, withoutQueryParams } from "../routing/query-string";
import { hasUrlTokenParams, parseUrlTokens, URL_TOKEN_NAMES } from "./url-tokens";

/**
 * The external-auth return (decision 0023): `authState`, the nonce this tab added to `returnUrl`
 * (query) when it sent the viewer away; `handOverCode`, the one-time code the organiser adds in
 * the fragment.
 */
export const HAND_OVER_NAMES = { state: "authState", code: "handOverCode" } as const;

/** What a return URL carries back from external auth. */
export interface HandOverReturn {
  /** Any hand-over parameter at all (also empty or malformed ones): the URL must be cleaned. */
  readonly present: boolean;
  readonly state: string | null;
  /** The one-time code from the fragment. */
  readonly code: string | null;
  /** Tokens in the query (§4: accessToken/s, refreshToken/h, expiration/p). */
  readonly tokens: TokenRecord | null;
}

/** What to do with a return: nothing, refuse it (and clean the URL), redeem its code, or adopt its tokens. */
export type HandOverDecision =
  | { readonly kind: "none" }
  | { readonly kind: "refuse"; readonly why: "not-started-here" | "wrong-nonce" }
  | { readonly kind: "redeem"; readonly code: string }
  | { readonly kind: "adopt"; readonly tokens: TokenRecord };

/** Reads a return URL's query (`search`, "?…" or "") and fragment (`hash`, "#…" or ""). */
export function readHandOver(search: string, hash: string): HandOverReturn {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  const code = queryParam(fragment, HAND_OVER_NAMES.code);
  const state = queryParam(search, HAND_OVER_NAMES.state);
  const present =
    hasUrlTokenParams(search) || search.includes(`${HAND_OVER_NAMES.state}=`) || fragment.includes(`${HAND_OVER_NAMES.code}=`);
  return { present, state, code, tokens: parseUrlTokens(search) };
}

/**
 * Whether this tab takes the login a return URL carries (decision 0023): only when this tab
 * started the flow (`pending`, the nonce it kept in sessionStorage when it sent the viewer away)
 * and the URL brings that very nonce back. A link carrying someone else's code or tokens, opened
 * where no flow was started or with another nonce, is refused (login fixation). The code wins
 * over query tokens.
 */
export function decideHandOver(returned: HandOverReturn, pending: string | null): HandOverDecision {
  if (returned.code === null && returned.tokens === null) return { kind: "none" };
  if (pending === null) return { kind: "refuse", why: "not-started-here" };
  if (returned.state !== pending) return { kind: "refuse", why: "wrong-nonce" };
  if (returned.code !== null) return { kind: "redeem", code: returned.code };
  return returned.tokens === null ? { kind: "none" } : { kind: "adopt", tokens: returned.tokens };
}

/** The query without the hand-over parameters (the nonce and §4 token names); others kept in order. */
export function stripHandOver(search: string): string {
  return withoutQueryParams(search, [HAND_OVER_NAMES.state, ...Object.values(URL_TOKEN_NAMES).flat()]);
}

/** A nonce is URL-safe text of 16 to 64 characters (what the starting tab makes). */
export const isHandOverNonce = (value: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(value);

/**
 * `returnPath` ("/event/1/?lang=en", no fragment) with the starting tab's nonce as `authState`,
 * replacing hand-over parameters it already had: the address the organiser sends the viewer back to.
 */
export function withHandOverState(returnPath: string, nonce: string): string {
  const queryAt = returnPath.indexOf("?");
  const path = queryAt < 0 ? returnPath : returnPath.slice(0, queryAt);
  const search = stripHandOver(queryAt < 0 ? "" : returnPath.slice(queryAt));
  return `${path}${search}${search ? "&" : "?"}${HAND_OVER_NAMES.state}=${encodeURIComponent(nonce)}`;
}
