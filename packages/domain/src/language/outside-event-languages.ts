import { LANGUAGE } from "../enums/language";
import type { LanguageConfig } from "../models";
import { DEFAULT_LANGUAGE } from "./choose-language";

/**
 * The language settings of the pages outside an event (not found, no access, page error,
 * duplication, the portal, the unsupported-browser page): no event says what is optional, so §5's
 * order runs with every language of ours optional — the `lang` query, then the viewer's stored
 * choice, then the browser's language, then zh-Hans — and the switcher offers all four.
 */
export const OUTSIDE_EVENT_LANGUAGES: LanguageConfig = {
  optionalLanguages: [LANGUAGE.ZH_HANS, LANGUAGE.EN, LANGUAGE.ZH_HANT, LANGUAGE.AR],
  followSystemLanguage: true,
  switchClosed: false,
  defaultLanguage: DEFAULT_LANGUAGE,
};
