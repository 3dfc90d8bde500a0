import type { CompiledCatalog } from "./compiled-catalog";
import type { Locale } from "./locales";

/**
 * Which messages of a language are registered: its whole catalogue, or its landing part — no room,
 * login or portal messages — which the landing entry loads (decision 0050; the part is named in
 * build/compile-catalog.ts).
 */
export type CatalogueSet = "whole" | "landing";

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
/** The set of each registered catalogue. */
let sets: Partial<Record<Locale, CatalogueSet>> = {};
const listeners = new Set<() => void>();

/**
 * Makes a language's catalogue available to translators from now on. Tests and Storybook
 * register every catalogue before rendering, so any language renders synchronously there; the
 * app registers through {@link loadCatalog}, saying which set it loaded (whole by default).
 * Registering the same catalogue again changes nothing.
 */
export function registerCatalog(locale: Locale, catalog: CompiledCatalog, set: CatalogueSet = "whole"): void {
  if (registered[locale] === catalog && sets[locale] === set) return;
  registered = { ...registered, [locale]: catalog };
  sets = { ...sets, [locale]: set };
  for (const listener of listeners) listener();
}

/** Whether `locale`'s messages of `set` are registered (a whole catalogue holds the landing part too). */
export function catalogReady(locale: Locale, set: CatalogueSet = "whole"): boolean {
  const registeredSet = sets[locale];
  return registeredSet === "whole" || (registeredSet !== undefined && set === "landing");
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
