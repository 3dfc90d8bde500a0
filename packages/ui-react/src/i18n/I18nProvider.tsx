import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { createTranslator, type MessageValues, type Translator } from "./create-translator";
import { detectLanguage, storeLanguage } from "./detect-language";
import { directionOf, type Locale } from "./locales";

interface I18nContextValue {
  readonly translator: Translator;
  readonly setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  /** The language to show; detected from URL, storage and browser when left out. */
  readonly locale?: Locale;
  /** Sets `lang` and `dir` on <html> (default). Off for nested previews (Storybook grids). */
  readonly applyToDocument?: boolean;
  /** Told about the language in use, e.g. to send it as Accept-language. */
  readonly onLocaleChange?: (locale: Locale) => void;
  readonly children?: ReactNode;
}

/** Gives every component below the viewer's language: translated messages, `lang` and `dir`. */
export function I18nProvider({ locale: given, applyToDocument = true, onLocaleChange, children }: I18nProviderProps) {
  const [chosen, setChosen] = useState<Locale>(() => given ?? detectLanguage());
  const locale = given ?? chosen;
  const translator = useMemo(() => createTranslator(locale), [locale]);

  // A layout effect: runs before the pages' effects start their calls (Accept-language) and
  // before the first paint (no flash of the wrong direction).
  useLayoutEffect(() => {
    onLocaleChange?.(locale);
    if (!applyToDocument) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale, applyToDocument, onLocaleChange]);

  const setLocale = useCallback((next: Locale) => {
    storeLanguage(next);
    setChosen(next);
  }, []);

  const value = useMemo(() => ({ translator, setLocale }), [translator, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (value === null) throw new Error("i18n hooks need an <I18nProvider> above them");
  return value;
}

/** The translate function of the current language: `t("button.retry")`. */
export function useT(): (key: string, values?: MessageValues) => string {
  return useI18n().translator.t;
}

/** The current translator (t, has, intl for dates and numbers). */
export function useTranslator(): Translator {
  return useI18n().translator;
}

/** The current language and a setter that also remembers the choice. */
export function useLocale(): readonly [Locale, (locale: Locale) => void] {
  const { translator, setLocale } = useI18n();
  return [translator.locale, setLocale];
}
