import type { CompiledCatalog } from "./compiled-catalog";
import type { Locale } from "./locales";

/** The catalogues at hand (compiled, decision 0045), by language. */
export type Catalogs = Readonly<Partial<Record<Locale, CompiledCatalog>>>;

/**
 * Every language, zh-Hans too, joins when loaded ({@link loadCatalog}) or registered up front
 * (tests, Storybook), never by importing its module here: that import would put its catalogue into
 * the first chunks of every page and every viewer (decision 0047: an English viewer loads only the
 * English messages). zh-Hans, every other catalogue's fallback, is loaded before a failure to load
 * another language is reported.
 */
let registered: Catalogs = {};
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
