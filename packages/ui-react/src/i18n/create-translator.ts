import { IntlMessageFormat } from "intl-messageformat";
import { registeredCatalogs } from "./catalog-registry";
import type { CompiledMessage, MessageAst } from "./compiled-catalog";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** Values for ICU placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly locale: Locale;
  /** The message for `key` in `locale`, else in zh-Hans, else the key itself. */
  readonly t: (key: string, values?: MessageValues) => string;
  /** True when some catalogue (the locale's or zh-Hans) has a message for `key`. */
  readonly has: (key: string) => boolean;
  /** A moment (epoch milliseconds) as a time of day in this language, e.g. a chat message's "14:05". */
  readonly formatTime: (time: number, options?: Intl.DateTimeFormatOptions) => string;
}

/**
 * Builds the translator for one language from `catalogs` (by default the registered ones, see
 * `registerCatalog`). Missing keys fall back to zh-Hans, then to the key. A language whose catalogue
 * is not registered yet translates as zh-Hans: load it first (`loadCatalog`), as the I18nProvider does.
 *
 * Messages come compiled (decision 0045): a text is returned as it is; an AST is formatted by
 * intl-messageformat, one formatter per key, made on first use. A message that cannot be formatted
 * (a value missing) is reported on the console and shows its key.
 */
export function createTranslator(
  locale: Locale,
  catalogs: Readonly<Partial<Record<Locale, Readonly<Record<string, CompiledMessage>>>>> = registeredCatalogs(),
): Translator {
  const messages: Readonly<Record<string, CompiledMessage>> = { ...catalogs[DEFAULT_LOCALE], ...catalogs[locale] };
  const formatters = new Map<string, IntlMessageFormat>();
  const times = new Map<string, Intl.DateTimeFormat>();

  const format = (key: string, ast: MessageAst, values: MessageValues | undefined): string => {
    let formatter = formatters.get(key);
    if (formatter === undefined) {
      formatter = new IntlMessageFormat(ast, locale);
      formatters.set(key, formatter);
    }
    try {
      const text = formatter.format(values);
      if (typeof text === "string") return text;
    } catch (error) {
      console.error(`The message "${key}" could not be formatted in ${locale}`, error);
    }
    return key;
  };

  return {
    locale,
    t: (key, values) => {
      const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
      if (message === undefined) return key;
      return typeof message === "string" ? message : format(key, message, values);
    },
    has: (key) => Object.hasOwn(messages, key),
    formatTime: (time, options = { hour: "numeric", minute: "numeric" }) => {
      const id = JSON.stringify(options);
      let formatter = times.get(id);
      if (formatter === undefined) {
        formatter = new Intl.DateTimeFormat(locale, options);
        times.set(id, formatter);
      }
      return formatter.format(time);
    },
  };
}
