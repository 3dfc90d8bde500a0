import type { LanguageCatalog } from "./zh-Hans";

/** zh-Hant texts of the language switcher. */
export const languageZhHant: LanguageCatalog = {
  "language.label": "語言",
};
