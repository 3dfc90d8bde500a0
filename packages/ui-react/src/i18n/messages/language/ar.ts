import type { LanguageCatalog } from "./zh-Hans";

/** ar texts of the language switcher. */
export const languageAr: LanguageCatalog = {
  "language.label": "اللغة",
};
