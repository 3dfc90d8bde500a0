/** Simplified Chinese texts of the language switcher (spread into the main zh-Hans catalogue). */
export const languageZhHans = {
  "language.label": "语言",
} as const;

export type LanguageCatalog = Readonly<Record<keyof typeof languageZhHans, string>>;
