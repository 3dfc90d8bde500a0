import { LANGUAGE, type Language } from "../enums/language";

const LANGUAGES: readonly string[] = Object.values(LANGUAGE);

/** The default and fallback language (§1). */
export const DEFAULT_LANGUAGE: Language = LANGUAGE.ZH_HANS;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && LANGUAGES.includes(value);
}

export interface LanguageSources {
  /** The `lang` query parameter, or null. */
  readonly queryLanguage: string | null;
  /** The viewer's stored choice, if any. */
  readonly stored: string | null;
  /** The browser's languages, most preferred first. */
  readonly browser: readonly string[];
  /** The event's "follow system language" flag (§5); false while no event config is known. */
  readonly followSystem: boolean;
}

/** A browser language tag that means one of our languages, or null. */
export function languageOfBrowserTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower === "zh-hant" || lower.startsWith("zh-hant-") || /^zh-(tw|hk|mo)\b/.test(lower)) return LANGUAGE.ZH_HANT;
  if (lower.startsWith("zh")) return LANGUAGE.ZH_HANS;
  if (lower === "en" || lower.startsWith("en-")) return LANGUAGE.EN;
  if (lower === "ar" || lower.startsWith("ar-")) return LANGUAGE.AR;
  return null;
}

/**
 * The viewer's language (§5 order): the `lang` query parameter if it is one of ours, else the
 * stored choice, else — only when following the system language is on — the first browser
 * language that matches, else zh-Hans. Restricting to the event's optional languages (and
 * falling back to its first one) joins when the event's language configs are wired.
 */
export function chooseLanguage(sources: LanguageSources): Language {
  if (isLanguage(sources.queryLanguage)) return sources.queryLanguage;
  if (isLanguage(sources.stored)) return sources.stored;
  for (const tag of sources.followSystem ? sources.browser : []) {
    const match = languageOfBrowserTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
