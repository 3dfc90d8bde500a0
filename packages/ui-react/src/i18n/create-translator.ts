import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from "@formatjs/intl";
import { registeredCatalogs } from "./catalog-registry";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** Values for ICU placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly locale: Locale;
  readonly intl: IntlShape;
  /** The message for `key` in `locale`, else in zh-Hans, else the key itself. */
  readonly t: (key: string, values?: MessageValues) => string;
  /** True when some catalogue (the locale's or zh-Hans) has a message for `key`. */
  readonly has: (key: string) => boolean;
}

const cache = createIntlCache();

/**
 * Builds the translator for one language from `catalogs` (by default the registered ones, see
 * `registerCatalog`). Missing keys fall back to zh-Hans, then to the key (formatjs returns the id
 * when no message exists; that error is expected and not reported). A language whose catalogue is
 * not registered yet translates as zh-Hans: load it first (`loadCatalog`), as the I18nProvider does.
 */
export function createTranslator(
  locale: Locale,
  catalogs: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> = registeredCatalogs(),
): Translator {
  const messages: Record<string, string> = { ...catalogs[DEFAULT_LOCALE], ...catalogs[locale] };
  const intl = createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages,
      onError: (error) => {
        if (error.code !== IntlErrorCode.MISSING_TRANSLATION) console.error(error);
      },
    },
    cache,
  );
  return {
    locale,
    intl,
    t: (key, values) => (key in messages ? intl.formatMessage({ id: key }, values) : key),
    has: (key) => key in messages,
  };
}
