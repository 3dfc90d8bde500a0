import { DEFAULT_LANGUAGE, LANGUAGE, RTL_LANGUAGES, isLanguage, type Language } from "@livehall/domain";

/** The UI languages are the domain's (§3), zh-Hans first: the default and the fallback. */
export type Locale = Language;
export const LOCALES: readonly Locale[] = Object.values(LANGUAGE);
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;
export const isLocale = isLanguage;

/** Writing direction of a language: Arabic is right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return RTL_LANGUAGES.includes(locale) ? "rtl" : "ltr";
}
