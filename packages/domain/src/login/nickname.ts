/** Decision 0012: a nickname is 1–20 characters after trimming. */
export const NICKNAME_MAX_LENGTH = 20;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Characters of `name` as the viewer counts them after trimming (code points: an emoji is one). */
export function nicknameLength(name: string): number {
  return Array.from(name.trim()).length;
}

/**
 * The nickname as the server will take it (decision 0012): trimmed, 1–20 characters, no control
 * characters; null when it does not fit.
 */
export function acceptableNickname(name: string): string | null {
  const trimmed = name.trim();
  const length = nicknameLength(trimmed);
  return length >= 1 && length <= NICKNAME_MAX_LENGTH && !CONTROL_CHARS.test(trimmed) ? trimmed : null;
}

/** Whether `name` may be sent as a nickname. */
export function nicknameFits(name: string): boolean {
  return acceptableNickname(name) !== null;
}
