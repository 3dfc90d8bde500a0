import type { Notice } from "@livehall/application";

/** The catalogue's default for unknown body codes (§8, §9: 100016). */
export const DEFAULT_ERROR_KEY = "error.code.100016";

/**
 * What a toast says: the translated key when the catalogue has its own message for it; the
 * server's text as is when the key is the generic default (or unknown) and the server gave one.
 */
export function toastText(notice: Pick<Notice, "key" | "text">, t: (key: string) => string, has: (key: string) => boolean): string {
  const specific = notice.key !== DEFAULT_ERROR_KEY && has(notice.key);
  if (!specific && notice.text !== undefined && notice.text.trim() !== "") return notice.text;
  return t(notice.key);
}
