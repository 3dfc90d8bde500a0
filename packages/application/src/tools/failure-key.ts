import { ApiFailure, errorCodeKey } from "@livehall/domain";

/** Refusals whose message is the code's own: login needed, too many requests. */
const OWN_MESSAGE_CODES: ReadonlySet<string> = new Set(["100114", "100105"]);

/** The message key of a tool's failed call: the code's own for a known refusal, else `fallback`. */
export function toolFailureKey(error: unknown, fallback: string): string {
  return error instanceof ApiFailure && OWN_MESSAGE_CODES.has(error.code) ? errorCodeKey(error.code) : fallback;
}
