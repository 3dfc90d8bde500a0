import { ApiFailure, errorCodeKey } from "@livehall/domain";

/** Too many requests (HTTP 429): the code's own message says so. */
const RATE_LIMITED = "100105";
/** Login needed (the server's §4 refusal; the client's interception usually comes first). */
const LOGIN_NEEDED = "100114";

/**
 * The message key of a tool's failed call: the code's own for too many requests, "tool.error.loginNeeded"
 * for a login the server asks for (chat's own 100114 text speaks of chatting), else `fallback`.
 */
export function toolFailureKey(error: unknown, fallback: string): string {
  if (!(error instanceof ApiFailure)) return fallback;
  if (error.code === RATE_LIMITED) return errorCodeKey(RATE_LIMITED);
  return error.code === LOGIN_NEEDED ? "tool.error.loginNeeded" : fallback;
}
