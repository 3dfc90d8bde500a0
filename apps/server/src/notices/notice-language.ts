/** The languages a notice is written in: the viewer languages of §1. */
export type NoticeLanguage = "zh-Hans" | "zh-Hant" | "en" | "ar";

/** Longer headers are not read: a language tag is short, and the client sends one. */
const HEADER_MAX = 200;

/**
 * The subscriber's language from the subscribe call's `Accept-language` (§7: the client sends the
 * language it shows): the first tag, by its language and script or region; null when absent, too
 * long or not one of the four, and the notice is then written in Chinese and English.
 */
export function noticeLanguageOf(acceptLanguage: string | undefined): NoticeLanguage | null {
  if (acceptLanguage === undefined || acceptLanguage.length > HEADER_MAX) return null;
  const first = acceptLanguage.split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  const [language, ...rest] = first.split(/[-_]/);
  if (language === "en") return "en";
  if (language === "ar") return "ar";
  if (language !== "zh") return null;
  const traditional = rest.some((part) => part === "hant" || part === "tw" || part === "hk" || part === "mo");
  return traditional ? "zh-Hant" : "zh-Hans";
}

/** The stored column's value: "" for none (also every subscription made before 0023). */
export const storedNoticeLanguage = (language: NoticeLanguage | null): string => language ?? "";

/** A stored value back; anything else than the four (stored data is not trusted) reads as none. */
export function readNoticeLanguage(stored: string): NoticeLanguage | null {
  return stored === "zh-Hans" || stored === "zh-Hant" || stored === "en" || stored === "ar" ? stored : null;
}
