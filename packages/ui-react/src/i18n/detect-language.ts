import { chooseLanguage, LIKELY_EVENT_LANGUAGES, type EventLanguages } from "@livehall/domain";
import type { Locale } from "./locales";

/** localStorage key of the viewer's own language choice (§5's session value). */
export const LANGUAGE_STORAGE_KEY = "livehall:lang";

/** The URL query parameter naming a language (§5: it wins when the event offers it). */
const LANGUAGE_QUERY = "lang";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/**
 * The domain's §5 language order over the browser's current URL, storage and languages. `event`
 * is the event's language settings; null before they are known (the boot path, decision 0010).
 */
export function detectLanguage(event: EventLanguages | null = null): Locale {
  return chooseLanguage({
    queryLanguage: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    stored: readStored(),
    browser: window.navigator.languages.length > 0 ? window.navigator.languages : [window.navigator.language],
    event,
  });
}

/**
 * The language the event's settings will most likely choose, before they are known (the domain's
 * `LIKELY_EVENT_LANGUAGES`, decision 0047). For starting downloads early (the catalogue, the landing
 * answers); what is shown waits for the event's settings (decision 0010).
 */
export function likelyLanguage(): Locale {
  return detectLanguage(LIKELY_EVENT_LANGUAGES);
}

/**
 * Remembers the viewer's own choice for the next visit. A `lang` query parameter in the address
 * is rewritten to the choice (decision 0033): the query still wins on reload, and says what the
 * viewer chose.
 */
export function storeLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // not stored: the choice lasts for this page only
  }
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_QUERY) || url.searchParams.get(LANGUAGE_QUERY) === locale) return;
  url.searchParams.set(LANGUAGE_QUERY, locale);
  window.history.replaceState(window.history.state, "", url);
}
