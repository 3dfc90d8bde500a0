/** Longest nickname the server accepts, in characters after trimming (decision in HELPERS-CONTEXT). */
export const NICKNAME_MAX = 20;

/** Characters of `name` as the viewer counts them (code points, so an emoji is one). */
export function nicknameLength(name: string): number {
  return Array.from(name.trim()).length;
}

/** Whether `name` may be sent: 1 to 20 characters after trimming. */
export function nicknameFits(name: string): boolean {
  const length = nicknameLength(name);
  return length >= 1 && length <= NICKNAME_MAX;
}
