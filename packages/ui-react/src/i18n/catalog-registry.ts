import type { CompiledCatalog } from "./compiled-catalog";
import type { Locale } from "./locales";
import zhHans from "./messages/zh-Hans?icu";

/** The catalogues at hand (compiled, decision 0045), by language; zh-Hans is always there. */
export type Catalogs = Readonly<Partial<Record<Locale, CompiledCatalog>>>;

/**
 * zh-Hans is the default language and every other catalogue's fallback, so it ships with the
 * app's first chunk. The other languages join when loaded ({@link loadCatalog}) or registered
 * up front (tests, Storybook), never by importing their modules here: that import would put every
 * catalogue back into the chunks the watch page loads before its first video frame.
 */
let registered: Catalogs = { "zh-Hans": zhHans };
const listeners = new Set<() => void>();

/**
 * Makes a language's catalogue available to translators from now on. Tests and Storybook
 * register every catalogue before rendering, so any language renders synchronously there; the
 * app registers through {@link loadCatalog}. Registering the same catalogue again changes nothing.
 */
export function registerCatalog(locale: Locale, catalog: CompiledCatalog): void {
  if (registered[locale] === catalog) return;
  registered = { ...registered, [locale]: catalog };
  for (const listener of listeners) listener();
}

/**
 * The catalogues registered so far. The object stays the same until the next registration (a
 * snapshot for `useSyncExternalStore`).
 */
export function registeredCatalogs(): Catalogs {
  return registered;
}

/** Calls `listener` after each registration; returns the unsubscribe. */
export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
