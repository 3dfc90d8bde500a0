/** §3 enumerations about languages. */

/** Watch languages; zh-Hans is the default fallback, ar is right-to-left. */
export const LANGUAGE = { ZH_HANS: "zh-Hans", EN: "en", ZH_HANT: "zh-Hant", AR: "ar" } as const;
export type Language = (typeof LANGUAGE)[keyof typeof LANGUAGE];

/** Language switch flag (0 off, 1 on; the spec gives only "0/1"). */
export const LANGUAGE_SWITCH = { OFF: 0, ON: 1 } as const;
export type LanguageSwitch = (typeof LANGUAGE_SWITCH)[keyof typeof LANGUAGE_SWITCH];

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = [LANGUAGE.AR];
