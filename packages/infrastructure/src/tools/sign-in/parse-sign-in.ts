import type { CurrentSignIn, SignInWindow } from "@livehall/application";
import { count, idText, record, textOr } from "../read-fields";

/** A `SignInDTO`: `signInId` is required. */
export function parseSignIn(body: unknown): SignInWindow | null {
  const fields = record(body);
  const signInId = idText(fields?.signInId);
  if (fields === null || signInId === null) return null;
  return {
    signInId,
    title: textOr(fields.title),
    status: fields.status === "open" ? "open" : "ended",
    remainingMs: count(fields.remainingMs),
    count: count(fields.count),
    // Absent from a server before "ID viewers only": anyone may check in.
    idViewersOnly: fields.idViewersOnly === true,
  };
}

/** A SIGN_IN push body `{signIn}`. */
export function parseSignInPush(body: unknown): SignInWindow | null {
  return parseSignIn(record(body)?.signIn);
}

/** GET …/sign-ins/current's data. */
export function parseCurrentSignIn(body: unknown): CurrentSignIn {
  const fields = record(body);
  return { signIn: parseSignIn(fields?.signIn), signedIn: fields?.signedIn === true };
}

/** A check-in's answer (`CheckInDTO`): the count after it. */
export function parseCheckIn(body: unknown): number {
  return count(record(body)?.count);
}
