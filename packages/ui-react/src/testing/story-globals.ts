import { isLocale, type Locale } from "../i18n/locales";
import { isTheme, type Theme } from "../theme/choose-theme";

/** The toolbar's language and theme (Storybook globals `locale` and `theme`), validated. */
export function storyGlobals(globals: Readonly<Record<string, unknown>>): { readonly locale: Locale; readonly theme: Theme } {
  const { locale, theme } = globals;
  return { locale: isLocale(locale) ? locale : "zh-Hans", theme: isTheme(theme) ? theme : "light" };
}
