import type { Translator } from "../i18n/create-translator";
import { toastText } from "./toast-text";

/** A form's last failure as the use-cases report it. */
export interface FormFailure {
  readonly messageKey: string | null;
  readonly messageText?: string;
  /** ICU values of the message (e.g. the `seconds` of a rate limit's wait). */
  readonly messageValues?: Readonly<Record<string, number>>;
}

/**
 * What the form's alert says: the catalogue's message for the key, or the server's own text where
 * the key is only the generic default (as toasts do); null when the failure is silent.
 */
export function failureText(failure: FormFailure, translator: Pick<Translator, "t" | "has">): string | null {
  const text = failure.messageText?.trim() ?? "";
  if (failure.messageKey === null) return text === "" ? null : text;
  if (failure.messageValues !== undefined) return translator.t(failure.messageKey, failure.messageValues);
  return toastText({ key: failure.messageKey, ...(text === "" ? {} : { text }) }, translator.t, translator.has);
}
