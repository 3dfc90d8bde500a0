import type { Locale } from "../i18n/locales";

/**
 * Each language named in its own language (an endonym), as a switcher lists it: a viewer finds
 * their language whatever the page shows. Not in the catalogues, since it never changes with them.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  "zh-Hans": "简体中文",
  "zh-Hant": "繁體中文",
  en: "English",
  ar: "العربية",
};
