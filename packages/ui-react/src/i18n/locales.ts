import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { zhHans, type Catalog } from "./messages/zh-Hans";
import { zhHant } from "./messages/zh-Hant";

/** The languages of §1/§3, zh-Hans first: the default and the fallback. */
export const LOCALES = ["zh-Hans", "en", "zh-Hant", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-Hans";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Writing direction of a language: Arabic is right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

export const CATALOGS: Readonly<Record<Locale, Catalog>> = {
  "zh-Hans": zhHans,
  en,
  "zh-Hant": zhHant,
  ar,
};
