import type { LanguageCatalog } from "./zh-Hans";

/** en texts of the language switcher. */
export const languageEn: LanguageCatalog = {
  "language.label": "Language",
};
