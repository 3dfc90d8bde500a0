import { chooseLanguage } from "@livehall/domain";
import type { Locale } from "./locales";

/** localStorage key of the viewer's own language choice. */
export const LANGUAGE_STORAGE_KEY = "livehall:lang";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/** The domain's §5 language order over the browser's current URL, storage and languages. */
export function detectLanguage(): Locale {
  return chooseLanguage({
    queryLanguage: new URLSearchParams(window.location.search).get("lang"),
    stored: readStored(),
    browser: window.navigator.languages.length > 0 ? window.navigator.languages : [window.navigator.language],
    // The event's follow-system flag is not known before its language configs load (§5).
    followSystem: false,
  });
}

/** Remembers the viewer's own choice for the next visit. */
export function storeLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // not stored: the choice lasts for this page only
  }
}
