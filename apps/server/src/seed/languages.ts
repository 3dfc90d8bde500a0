/** Languages a viewer may watch in (§3 Languages). */
export const LANGUAGES = ["zh-Hans", "en", "zh-Hant", "ar"] as const;
