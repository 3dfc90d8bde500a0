import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { LanguageConfig } from "@livehall/domain";
import { registeredCatalogs, subscribeCatalogs } from "./catalog-registry";
import { createTranslator, type MessageValues, type Translator } from "./create-translator";
import { detectLanguage, storeLanguage } from "./detect-language";
import { catalogReady, loadCatalog, type CatalogueSet } from "./load-catalog";
import { DEFAULT_LOCALE, directionOf, type Locale } from "./locales";

interface I18nContextValue {
  readonly translator: Translator;
  readonly setLocale: (locale: Locale) => Promise<void>;
  /** The event's language settings once applied (§5), else null. */
  readonly eventLanguages: LanguageConfig | null;
  readonly applyEventLanguages: (config: LanguageConfig) => void;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  /** The language to show; detected from URL, storage and browser when left out. */
  readonly locale?: Locale;
  /** Sets `lang` and `dir` on <html> (default). Off for nested previews (Storybook grids). */
  readonly applyToDocument?: boolean;
  /** Told about the language in use, e.g. to send it as Accept-language. */
  readonly onLocaleChange?: (locale: Locale) => void;
  /**
   * The first page's event language settings when they are known before the first render (the app
   * waits for them briefly, decision 0010): the first render is then already in §5's language, with
   * no switch once the event resolves. Null or left out: detected without them.
   */
  readonly eventLanguages?: LanguageConfig | null;
  /** The messages this document loads (load-catalog.ts): whole (default), or the landing entry's part. */
  readonly catalogues?: CatalogueSet;
  readonly children?: ReactNode;
}

/**
 * Gives every component below the viewer's language: translated messages, `lang` and `dir`.
 *
 * Only registered catalogues are shown (see `registerCatalog`), so no text ever appears in a
 * language that was not asked for. When the wanted language's catalogue is not in yet, the
 * provider loads it and meanwhile keeps showing the language it showed before (zh-Hans, the
 * fallback, if it showed none), then switches in one render. The app loads the detected
 * language's catalogue (or, when that fails, zh-Hans) before its first render
 * (apps/web first-event-languages.ts), so it starts in the
 * right language; tests and Storybook register every catalogue up front and render synchronously.
 */
export function I18nProvider({
  locale: given,
  applyToDocument = true,
  onLocaleChange,
  eventLanguages: firstEventLanguages = null,
  catalogues = "whole",
  children,
}: I18nProviderProps) {
  const [chosen, setChosen] = useState<Locale>(() => given ?? detectLanguage(firstEventLanguages));
  const [eventLanguages, setEventLanguages] = useState<LanguageConfig | null>(firstEventLanguages);
  const wanted = given ?? chosen;
  const catalogs = useSyncExternalStore(subscribeCatalogs, registeredCatalogs);
  const ready = catalogReady(wanted, catalogues);
  // The language shown while the wanted one loads: the last one shown (state kept from earlier renders).
  const [previous, setPrevious] = useState<Locale>(() => (ready ? wanted : DEFAULT_LOCALE));
  if (ready && previous !== wanted) setPrevious(wanted);
  const locale = ready ? wanted : previous;
  const translator = useMemo(() => createTranslator(locale, catalogs), [locale, catalogs]);

  useEffect(() => {
    if (ready) return;
    loadCatalog(wanted, catalogues).catch((error: unknown) => {
      console.error(`The ${wanted} messages did not load; the language stays as it is`, error);
    });
  }, [wanted, ready, catalogues]);

  // A layout effect: runs before the pages' effects start their calls (Accept-language) and
  // before the first paint (no flash of the wrong direction).
  useLayoutEffect(() => {
    onLocaleChange?.(locale);
    if (!applyToDocument) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale, applyToDocument, onLocaleChange]);

  const setLocale = useCallback(
    (next: Locale) => {
      storeLanguage(next);
      setChosen(next);
      return loadCatalog(next, catalogues);
    },
    [catalogues],
  );

  // The event's settings arrived: §5 decides again, now knowing what is optional (decision 0010).
  const applyEventLanguages = useCallback((config: LanguageConfig) => {
    setEventLanguages(config);
    setChosen(detectLanguage(config));
  }, []);

  const value = useMemo(
    () => ({ translator, setLocale, eventLanguages, applyEventLanguages }),
    [translator, setLocale, eventLanguages, applyEventLanguages],
  );
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

/** The current translator (t, has, formatTime). */
export function useTranslator(): Translator {
  return useI18n().translator;
}

/**
 * The language shown and a setter that also remembers the choice. The setter's promise settles
 * once the new language's catalogue is in (the switch renders right after) or failed to load
 * (the current language stays).
 */
export function useLocale(): readonly [Locale, (locale: Locale) => Promise<void>] {
  const { translator, setLocale } = useI18n();
  return [translator.locale, setLocale];
}

/**
 * The event's language settings as applied (null before an event is resolved) and the function
 * that applies them: the language is decided again by §5's order with the event's optional
 * languages and follow-system flag. Called once the event resolves (EventLanguageSwitcher).
 */
export function useEventLanguages(): readonly [LanguageConfig | null, (config: LanguageConfig) => void] {
  const { eventLanguages, applyEventLanguages } = useI18n();
  return [eventLanguages, applyEventLanguages];
}
