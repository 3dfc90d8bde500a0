import { registerCatalog } from "./catalog-registry";
import type { CompiledCatalog } from "./compiled-catalog";
import { LOCALES, type Locale } from "./locales";
import { ar } from "./messages/ar";
import arCompiled from "./messages/ar?icu";
import { en } from "./messages/en";
import enCompiled from "./messages/en?icu";
import { zhHans, type Catalog } from "./messages/zh-Hans";
import zhHansCompiled from "./messages/zh-Hans?icu";
import { zhHant } from "./messages/zh-Hant";
import zhHantCompiled from "./messages/zh-Hant?icu";

/**
 * Every language's catalogue, compiled as the app gets them (decision 0045), imported eagerly. For
 * tests and Storybook only: an app importing this bundles all four catalogues into its first
 * chunks; it loads them on demand with `loadCatalog` instead.
 */
export const CATALOGS: Readonly<Record<Locale, CompiledCatalog>> = {
  "zh-Hans": zhHansCompiled,
  en: enCompiled,
  "zh-Hant": zhHantCompiled,
  ar: arCompiled,
};

/** The same catalogues as written (the `.ts` sources): for tests about the texts themselves. */
export const SOURCE_CATALOGS: Readonly<Record<Locale, Catalog>> = { "zh-Hans": zhHans, en, "zh-Hant": zhHant, ar };

/**
 * Registers every catalogue at once, so an I18nProvider renders any language synchronously on
 * its first render. vitest.setup.ts and .storybook/preview.tsx call it before anything renders.
 */
export function registerAllCatalogs(): void {
  for (const locale of LOCALES) registerCatalog(locale, CATALOGS[locale]);
}
