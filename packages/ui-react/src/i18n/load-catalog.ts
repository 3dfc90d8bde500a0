import { catalogReady, registerCatalog, type CatalogueSet } from "./catalog-registry";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type { CompiledCatalog } from "./compiled-catalog";

export { catalogReady, type CatalogueSet } from "./catalog-registry";

type Loaders = Readonly<Record<Locale, () => Promise<CompiledCatalog>>>;

/**
 * One on-demand chunk per language and set, compiled by the build (decision 0045). Each catalogue
 * is several KB gzip; a page loads only the one it shows (decision 0047).
 */
const LOADERS: Readonly<Record<CatalogueSet, Loaders>> = {
  whole: {
    "zh-Hans": () => import("./messages/zh-Hans?icu").then((module) => module.default),
    en: () => import("./messages/en?icu").then((module) => module.default),
    "zh-Hant": () => import("./messages/zh-Hant?icu").then((module) => module.default),
    ar: () => import("./messages/ar?icu").then((module) => module.default),
  },
  landing: {
    "zh-Hans": () => import("./messages/zh-Hans?icu-landing").then((module) => module.default),
    en: () => import("./messages/en?icu-landing").then((module) => module.default),
    "zh-Hant": () => import("./messages/zh-Hant?icu-landing").then((module) => module.default),
    ar: () => import("./messages/ar?icu-landing").then((module) => module.default),
  },
};

const pending = new Map<string, Promise<void>>();

/**
 * Loads and registers a language's catalogue (of `set`, whole by default) unless it is registered
 * already. The app awaits it for the detected language before its first render (no text flashes in
 * another language first), and the I18nProvider calls it when the language changes, switching only
 * once it is in. Concurrent calls for one language share a download; after a failure (network) the
 * next call tries again. When another language fails, zh-Hans (the language the viewer then sees,
 * and every catalogue's fallback) is loaded before the failure is reported.
 */
export function loadCatalog(locale: Locale, set: CatalogueSet = "whole"): Promise<void> {
  if (catalogReady(locale, set)) return Promise.resolve();
  const key = `${set}:${locale}`;
  const running = pending.get(key);
  if (running !== undefined) return running;
  const load = LOADERS[set][locale]()
    .then(
      (catalog) => {
        // A whole catalogue loaded meanwhile is not replaced by its landing part.
        if (catalogReady(locale, set)) return;
        registerCatalog(locale, catalog, set);
      },
      async (error: unknown) => {
        if (locale !== DEFAULT_LOCALE) await loadCatalog(DEFAULT_LOCALE, set).catch(() => undefined);
        throw error;
      },
    )
    .finally(() => pending.delete(key));
  pending.set(key, load);
  return load;
}
