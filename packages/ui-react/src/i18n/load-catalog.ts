import { registerCatalog, registeredCatalogs } from "./catalog-registry";
import type { Locale } from "./locales";
import type { Catalog } from "./messages/zh-Hans";

/**
 * One on-demand chunk per language other than zh-Hans (which is always registered). Each
 * catalogue is several KB gzip since the login and access screens; the watch page should not
 * load three it does not show before its first video frame.
 */
const LOADERS: Readonly<Record<Exclude<Locale, "zh-Hans">, () => Promise<Catalog>>> = {
  en: () => import("./messages/en").then((module) => module.en),
  "zh-Hant": () => import("./messages/zh-Hant").then((module) => module.zhHant),
  ar: () => import("./messages/ar").then((module) => module.ar),
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
