import { registerCatalog, registeredCatalogs } from "./catalog-registry";
import type { Locale } from "./locales";
import type { CompiledCatalog } from "./compiled-catalog";

/**
 * One on-demand chunk per language other than zh-Hans (which is always registered), compiled by the
 * build (decision 0045). Each
 * catalogue is several KB gzip since the login and access screens; the watch page should not
 * load three it does not show before its first video frame.
 */
const LOADERS: Readonly<Record<Exclude<Locale, "zh-Hans">, () => Promise<CompiledCatalog>>> = {
  en: () => import("./messages/en?icu").then((module) => module.default),
  "zh-Hant": () => import("./messages/zh-Hant?icu").then((module) => module.default),
  ar: () => import("./messages/ar?icu").then((module) => module.default),
};

const pending = new Map<Locale, Promise<void>>();

/**
 * Loads and registers a language's catalogue unless it is registered already. The app awaits it
 * for the detected language before its first render (no text flashes in zh-Hans first), and the
 * I18nProvider calls it when the language changes, switching only once it is in. Concurrent calls
 * for one language share a download; after a failure (network) the next call tries again.
 */
export function loadCatalog(locale: Locale): Promise<void> {
  if (locale === "zh-Hans" || registeredCatalogs()[locale] !== undefined) return Promise.resolve();
  const running = pending.get(locale);
  if (running !== undefined) return running;
  const load = LOADERS[locale]()
    .then((catalog) => {
      registerCatalog(locale, catalog);
    })
    .finally(() => pending.delete(locale));
  pending.set(locale, load);
  return load;
}
