import { registerCatalog, registeredCatalogs } from "./catalog-registry";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type { CompiledCatalog } from "./compiled-catalog";

/**
 * One on-demand chunk per language, compiled by the build (decision 0045). Each catalogue is
 * several KB gzip; a page loads only the one it shows (decision 0047).
 */
const LOADERS: Readonly<Record<Locale, () => Promise<CompiledCatalog>>> = {
  "zh-Hans": () => import("./messages/zh-Hans?icu").then((module) => module.default),
  en: () => import("./messages/en?icu").then((module) => module.default),
  "zh-Hant": () => import("./messages/zh-Hant?icu").then((module) => module.default),
  ar: () => import("./messages/ar?icu").then((module) => module.default),
};

const pending = new Map<Locale, Promise<void>>();

/**
 * Loads and registers a language's catalogue unless it is registered already. The app awaits it
 * for the detected language before its first render (no text flashes in another language first),
 * and the I18nProvider calls it when the language changes, switching only once it is in.
 * Concurrent calls for one language share a download; after a failure (network) the next call
 * tries again. When another language fails, zh-Hans (the language the viewer then sees, and every
 * catalogue's fallback) is loaded before the failure is reported.
 */
export function loadCatalog(locale: Locale): Promise<void> {
  if (registeredCatalogs()[locale] !== undefined) return Promise.resolve();
  const running = pending.get(locale);
  if (running !== undefined) return running;
  const load = LOADERS[locale]()
    .then(
      (catalog) => {
        registerCatalog(locale, catalog);
      },
      async (error: unknown) => {
        if (locale !== DEFAULT_LOCALE) await loadCatalog(DEFAULT_LOCALE).catch(() => undefined);
        throw error;
      },
    )
    .finally(() => pending.delete(locale));
  pending.set(locale, load);
  return load;
}
