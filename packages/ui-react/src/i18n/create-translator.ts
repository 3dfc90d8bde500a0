import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from "@formatjs/intl";
import { CATALOGS, DEFAULT_LOCALE, type Locale } from "./locales";

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
 * Builds the translator for one language. Missing keys fall back to zh-Hans, then to the key
 * (formatjs returns the id when no message exists; that error is expected and not reported).
 */
export function createTranslator(
  locale: Locale,
  catalogs: Readonly<Record<Locale, Readonly<Record<string, string>>>> = CATALOGS,
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
