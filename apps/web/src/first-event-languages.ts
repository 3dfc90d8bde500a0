import type { LanguageConfig } from "@livehall/domain";
import { detectLanguage, likelyLanguage, loadCatalog, type CatalogueSet, type Locale } from "@livehall/ui-react";

/**
 * How long the first render waits for the first page's event language settings (decision 0010).
 * The watch page's boot skeleton and video need no wait; the landing and gate pages show nothing
 * useful before the event resolves anyway. A slower answer renders in the boot language and the
 * event's settings apply when they arrive, as before.
 */
export const FIRST_EVENT_LANGUAGES_WAIT_MS = 2000;

/**
 * The first page's event language settings, or null when the page has no event, the event failed
 * to resolve (its page shows that error) or the answer took longer than `waitMs`. Never rejects.
 */
export function firstEventLanguages(
  resolving: Promise<{ readonly languages: LanguageConfig }> | null,
  waitMs: number = FIRST_EVENT_LANGUAGES_WAIT_MS,
): Promise<LanguageConfig | null> {
  if (resolving === null) return Promise.resolve(null);
  return new Promise((settle) => {
    const timer = setTimeout(() => {
      settle(null);
    }, waitMs);
    resolving.then(
      (resolved) => {
        clearTimeout(timer);
        settle(resolved.languages);
      },
      () => {
        clearTimeout(timer);
        settle(null);
      },
    );
  });
}

/**
 * The first render's language, ready (decision 0010): starts loading the likely language's
 * catalogue at once (the event's settings usually choose it: no second wait after the event
 * resolves, decision 0047), waits for the first page's event language settings (`firstEventLanguages`), tells
 * `chosen` the language §5 picks with them (the landing entry asks its first answers again in it),
 * and loads that language's catalogue — a failure leaves zh-Hans loaded for the provider to start
 * in (decision 0047), and the provider tries again. Resolves with the settings for the
 * I18nProvider; never rejects. `catalogues`: the messages the entry's pages show (load-catalog.ts).
 */
export async function firstLanguageReady(
  resolving: Promise<{ readonly languages: LanguageConfig }> | null,
  chosen?: (language: Locale) => void,
  catalogues: CatalogueSet = "whole",
): Promise<LanguageConfig | null> {
  loadCatalog(likelyLanguage(), catalogues).catch(() => undefined);
  const eventLanguages = await firstEventLanguages(resolving);
  const language = detectLanguage(eventLanguages);
  chosen?.(language);
  await loadCatalog(language, catalogues).catch(() => undefined);
  return eventLanguages;
}
