import { nameHiddenCharacter } from "../text/hidden-characters";

/** Decision 0012: a nickname is 1–20 characters after trimming. */
export const NICKNAME_MAX_LENGTH = 20;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Characters of `name` as the viewer counts them after trimming (code points: an emoji is one). */
export function nicknameLength(name: string): number {
  return Array.from(name.trim()).length;
}

/** Why a nickname cannot be taken: its length (or a control character), or an invisible character (decision 0062). */
export type NicknameProblem = "length" | "hiddenCharacter";

/** Why the server would refuse `name` as a nickname, or null when it would take it. */
export function nicknameProblem(name: string): NicknameProblem | null {
  const trimmed = name.trim();
  const length = nicknameLength(trimmed);
  if (length < 1 || length > NICKNAME_MAX_LENGTH || CONTROL_CHARS.test(trimmed)) return "length";
  return nameHiddenCharacter(trimmed) === null ? null : "hiddenCharacter";
}

/**
 * The nickname as the server will take it (decision 0012): trimmed, 1–20 characters, no control
 * characters, no bidi control or zero-width character (decision 0062); null when it does not fit.
 */
export function acceptableNickname(name: string): string | null {
  return nicknameProblem(name) === null ? name.trim() : null;
}

/** Whether `name` may be sent as a nickname. */
export function nicknameFits(name: string): boolean {
  return acceptableNickname(name) !== null;
}
