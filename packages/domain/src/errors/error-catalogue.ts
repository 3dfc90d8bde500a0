import {
  DEFAULT_ERROR_CODE,
  DUPLICATION_REDIRECT_DELAY_MS,
  LANDING_REDIRECT_DELAY_MS,
  LANDING_REDIRECT_SHORT_DELAY_MS,
  UNAUTHORIZED_LOGOUT_DELAY_MS,
} from "../constants";
import type { ErrorOutcome, ErrorRedirect } from "./error-decision";

/**
 * Which failures a catalogue row covers. `code: null` = any body code no earlier row names;
 * `statuses: null` = any HTTP status no earlier row names; statuses are inclusive ranges.
 */
export type ErrorMatch =
  | { readonly kind: "body"; readonly code: string | null }
  | { readonly kind: "http"; readonly statuses: readonly [from: number, to: number] | null }
  | { readonly kind: "timeout" }
  | { readonly kind: "network" };

export interface ErrorCatalogueRow {
  readonly match: ErrorMatch;
  readonly outcome: ErrorOutcome;
  /** Why, in the spec's words (for docs and test names). */
  readonly why: string;
}

/** Message key of a body code the UI catalogs translate. */
export const errorCodeKey = (code: string): string => `error.code.${code}`;
export const DEFAULT_ERROR_KEY = errorCodeKey(DEFAULT_ERROR_CODE);

const QUIET: ErrorOutcome = {
  messageKey: null,
  reauthenticate: false,
  logoutAfterMs: null,
  redirect: null,
  reloadIdentityConfigs: false,
};
const go = (target: ErrorRedirect["target"], delayMs: number, keepSearch = false): ErrorRedirect => ({ target, delayMs, keepSearch });

const body = (code: string | null, outcome: Partial<ErrorOutcome>, why: string): ErrorCatalogueRow => ({
  match: { kind: "body", code },
  outcome: { ...QUIET, messageKey: code === null ? DEFAULT_ERROR_KEY : errorCodeKey(code), ...outcome },
  why,
});
const http = (statuses: readonly [number, number] | null, outcome: Partial<ErrorOutcome>, why: string): ErrorCatalogueRow => ({
  match: { kind: "http", statuses },
  outcome: { ...QUIET, ...outcome },
  why,
});

/**
 * The §8 error catalogue as a decision table, walked top to bottom; the first matching row wins.
 * Codes marked "ours" are the reference server's choices for cases the spec names without a code
 * (packages/wire BODY_CODES).
 */
export const ERROR_CATALOGUE: readonly ErrorCatalogueRow[] = [
  body("401", { messageKey: null }, "hidden code"),
  body("100043", { messageKey: null, reauthenticate: true }, "hidden code, re-authenticate"),
  body("100041", { messageKey: null, reauthenticate: true }, "hidden code, re-authenticate"),
  body("100046", { reauthenticate: true }, "re-authenticate"),
  body("100048", { reauthenticate: true }, "re-authenticate"),
  body("100910", { reauthenticate: true }, "re-authenticate"),
  body("100911", { reauthenticate: true }, "re-authenticate"),
  body("100912", { reauthenticate: true }, "re-authenticate"),
  body("100068", { reloadIdentityConfigs: true }, "on code login reloads identity configs"),
  body("151001", { messageKey: "error.invalidEvent", redirect: go("noFound", 0) }, "unknown event: '无效的活动' and /noFound (ours)"),
  body("151006", { redirect: go("landing", LANDING_REDIRECT_DELAY_MS, true) }, "landing after 1.5 s, search kept"),
  body("138002", { redirect: go("landing", LANDING_REDIRECT_SHORT_DELAY_MS, true) }, "landing after 1 s, search kept"),
  body("100050", { redirect: go("duplication", DUPLICATION_REDIRECT_DELAY_MS) }, "duplication page after 1.5 s"),
  body("150023", {}, "stock empty (the player also shows media-unavailable)"),
  body("100101", {}, "captcha wrong, missing, reused or expired: a new one is solved (ours)"),
  body("100102", {}, "wrong event password (ours)"),
  body("100103", {}, "account not on the event's white list (ours)"),
  body("100104", {}, "verification code wrong or expired (ours)"),
  body("100105", {}, "too many codes or attempts, try later; HTTP 429 (ours)"),
  body("100106", {}, "too many wrong codes: the account's codes are locked for a while (ours)"),
  body("100107", {}, "anonymous trial used up: shows its message (ours)"),
  body("100108", {}, "nickname cannot be changed once set (ours)"),
  body("100109", {}, "a sign-up answer is missing or does not fit its question (ours)"),
  body("100110", {}, "external auth assertion forged, expired or replayed (ours)"),
  body("100111", {}, "the event does not offer this way in (ours)"),
  body("100112", {}, "return or redirect address not allowed (ours)"),
  body("151002", { messageKey: "error.noRoomPermission" }, "unknown room in this event (ours)"),
  body("151003", { messageKey: "error.liveNotConfigured" }, "live not configured (ours)"),
  body("100400", { messageKey: "error.paramsRequired" }, "bad or missing parameter (ours)"),
  body("100403", { messageKey: "error.noAccess" }, "credential missing for the access type (ours)"),
  body(DEFAULT_ERROR_CODE, {}, "the default code itself"),
  body(null, {}, "any other code: default message 100016 (or the server's text)"),
  http([401, 401], { reauthenticate: true, logoutAfterMs: UNAUTHORIZED_LOGOUT_DELAY_MS }, "re-authenticate, log out after 1.5 s"),
  http([403, 403], { redirect: go("noAccess", 0) }, "no-access page"),
  http([404, 404], { redirect: go("noFound", 0) }, "not-found page"),
  http([409, 409], {}, "nothing"),
  http([500, 599], {}, "5xx: nothing"),
  http(null, { messageKey: DEFAULT_ERROR_KEY }, "other status: decided by its body code if any, else default message"),
  { match: { kind: "timeout" }, outcome: { ...QUIET, messageKey: "error.networkTimeout" }, why: "no answer in 15 s" },
  { match: { kind: "network" }, outcome: { ...QUIET, messageKey: "error.networkTimeout" }, why: "no response" },
];

/** Body codes the catalogue names (each has its own row). */
export const KNOWN_ERROR_CODES: readonly string[] = ERROR_CATALOGUE.flatMap((row) =>
  row.match.kind === "body" && row.match.code !== null ? [row.match.code] : [],
);

/** Every message key the catalogue can produce; the UI catalogs must translate each. */
export const ERROR_MESSAGE_KEYS: readonly string[] = [
  ...new Set(ERROR_CATALOGUE.flatMap((row) => (row.outcome.messageKey === null ? [] : [row.outcome.messageKey]))),
];
