import { registerCatalog } from "./catalog-registry";
import { LOCALES, type Locale } from "./locales";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { zhHans, type Catalog } from "./messages/zh-Hans";
import { zhHant } from "./messages/zh-Hant";

/**
 * Every language's catalogue, imported eagerly. For tests (the "every language has every key"
 * check) and Storybook only: an app importing this bundles all four catalogues into its first
 * chunks; it loads them on demand with `loadCatalog` instead.
 */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = {
  "zh-Hans": zhHans,
  en,
  "zh-Hant": zhHant,
  ar,
};

/**
 * Registers every catalogue at once, so an I18nProvider renders any language synchronously on
 * its first render. vitest.setup.ts and .storybook/preview.tsx call it before anything renders.
 */
export function registerAllCatalogs(): void {
  for (const locale of LOCALES) registerCatalog(locale, CATALOGS[locale]);
}
