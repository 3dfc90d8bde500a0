import { isLanguage, languageOfBrowserTag, type Language } from "@livehall/domain";

/** The languages a notice is written in: the viewer languages of §1 (the domain's `Language`). */
export type NoticeLanguage = Language;

/** Longer headers are not read: a language tag is short, and the client sends one. */
const HEADER_MAX = 200;

/**
 * The subscriber's language from the subscribe call's `Accept-language` (§7: the client sends the
 * language it shows): its first tag (weight dropped, `_` read as `-`), mapped as the client maps a
 * browser's tags (`languageOfBrowserTag`); null when absent, too long or not one of the four, and
 * the notice is then written in Chinese and English.
 */
export function noticeLanguageOf(acceptLanguage: string | undefined): NoticeLanguage | null {
  if (acceptLanguage === undefined || acceptLanguage.length > HEADER_MAX) return null;
  const first = acceptLanguage.split(",")[0]?.split(";")[0]?.trim().replaceAll("_", "-") ?? "";
  return languageOfBrowserTag(first);
}

/** The stored column's value: "" for none (also every subscription made before 0023). */
export const storedNoticeLanguage = (language: NoticeLanguage | null): string => language ?? "";

/** A stored value back; anything else than the four (stored data is not trusted) reads as none. */
export const readNoticeLanguage = (stored: string): NoticeLanguage | null => (isLanguage(stored) ? stored : null);
