import { LANGUAGE, type Language } from "../enums/language";

const LANGUAGES: readonly string[] = Object.values(LANGUAGE);

/** The default and fallback language (§1). */
export const DEFAULT_LANGUAGE: Language = LANGUAGE.ZH_HANS;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && LANGUAGES.includes(value);
}

/** What the event says about its languages (§5), as far as choosing one needs it. */
export interface EventLanguages {
  /** The languages viewers may use, in the event's order. */
  readonly optionalLanguages: readonly string[];
  /** Follow the browser's language when it is optional (`followSystemLanguageFlag`, default on). */
  readonly followSystemLanguage: boolean;
  /** The organiser's order of the languages (`languageSort`), when given. */
  readonly languageSort?: readonly string[];
}

export interface LanguageSources {
  /** The `lang` query parameter, or null. */
  readonly queryLanguage: string | null;
  /** The viewer's stored choice (the session value), if any. */
  readonly stored: string | null;
  /** The browser's languages, most preferred first. */
  readonly browser: readonly string[];
  /**
   * The event's language settings; null before they are known (the boot path, decision 0010):
   * then any of our languages is allowed and the browser's language is not followed.
   */
  readonly event: EventLanguages | null;
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
 * The event's optional languages that are ours, each once, in `languageSort` order when the
 * event gives one (languages it does not sort keep their order, after the sorted ones).
 */
export function optionalLanguages(event: EventLanguages): readonly Language[] {
  const ours = [...new Set(event.optionalLanguages)].filter(isLanguage);
  const sort = event.languageSort ?? [];
  const rank = (language: Language) => {
    const index = sort.indexOf(language);
    return index === -1 ? sort.length : index;
  };
  return ours
    .map((language, index) => ({ language, index }))
    .sort((a, b) => rank(a.language) - rank(b.language) || a.index - b.index)
    .map(({ language }) => language);
}

/**
 * The viewer's language (§5 order): the `lang` query parameter if it is optional, else the stored
 * choice if optional, else — only when following the system language is on — the first browser
 * language that is optional, else the event's first optional language, else zh-Hans. Before the
 * event's settings are known every language of ours counts as optional and the browser is not
 * followed (decision 0010); the app decides again once they arrive.
 */
export function chooseLanguage(sources: LanguageSources): Language {
  const { event } = sources;
  const allowed: readonly Language[] = event === null ? Object.values(LANGUAGE) : optionalLanguages(event);
  const optional = (value: string | null): value is Language => isLanguage(value) && allowed.includes(value);
  if (optional(sources.queryLanguage)) return sources.queryLanguage;
  if (optional(sources.stored)) return sources.stored;
  for (const tag of event?.followSystemLanguage === true ? sources.browser : []) {
    const match = languageOfBrowserTag(tag);
    if (optional(match)) return match;
  }
  return allowed[0] !== undefined && event !== null ? allowed[0] : DEFAULT_LANGUAGE;
}

/**
 * The event language settings to assume before an event's are known, to guess the language its
 * settings will choose (decision 0047): every language optional and the system language followed,
 * `followSystemLanguageFlag`'s default. For starting downloads early only; what is shown waits for
 * the event's own settings (decision 0010).
 */
export const LIKELY_EVENT_LANGUAGES: EventLanguages = { optionalLanguages: LANGUAGES, followSystemLanguage: true };

/** The switch state the §5 switcher rule reads. */
export interface LanguageSwitchConfig extends EventLanguages {
  /** The organiser closed language switching (`languageSwitch` 1). */
  readonly switchClosed: boolean;
}

/** §5: the language switcher shows only when more than one language is optional and switching is not closed. */
export function languageSwitcherVisible(config: LanguageSwitchConfig): boolean {
  return !config.switchClosed && optionalLanguages(config).length > 1;
}
