import type { LanguageConfig } from "@livehall/domain";

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
