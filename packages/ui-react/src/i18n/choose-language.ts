import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** localStorage key of the viewer's own language choice. */
export const LANGUAGE_STORAGE_KEY = "livehall:lang";

export interface LanguageSources {
  /** The page's query string ("?lang=en"). */
  readonly search: string;
  /** The stored choice, if any. */
  readonly stored: string | null;
  /** navigator.languages (most preferred first). */
  readonly browser: readonly string[];
  /** The event's "follow system language" flag (§5); false while no event config is known. */
  readonly followSystem: boolean;
}

/** Browser language tags that mean one of our languages. */
function fromBrowserTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  if (lower === "zh-hant" || lower.startsWith("zh-hant-") || /^zh-(tw|hk|mo)\b/.test(lower)) return "zh-Hant";
  if (lower.startsWith("zh")) return "zh-Hans";
  if (lower === "en" || lower.startsWith("en-")) return "en";
  if (lower === "ar" || lower.startsWith("ar-")) return "ar";
  return null;
}

/**
 * The UI language: the `lang` query parameter if it is one of the four, else the stored choice,
 * else — only when following the system language is on — the first browser language that
 * matches, else zh-Hans. §5's full order (restricted to the event's optional languages, then its
 * first optional language) arrives with the event's language configs and belongs in the
 * application layer then; until that config is known, following the system is off (§5 makes it
 * an event setting), so a viewer with an English browser still starts in zh-Hans.
 */
export function chooseLanguage(sources: LanguageSources): Locale {
  const fromQuery = new URLSearchParams(sources.search).get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(sources.stored)) return sources.stored;
  for (const tag of sources.followSystem ? sources.browser : []) {
    const match = fromBrowserTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
