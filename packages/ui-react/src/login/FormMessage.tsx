import type { Translator } from "../i18n/create-translator";
import { toastText } from "../notify/toast-text";

/**
 * The failure a form's service reports, as toasts say it: the catalogue's message for its key, or
 * the server's own text where the key is only the generic default; null when there is none.
 */
export function serviceMessage(
  state: { readonly messageKey: string | null; readonly messageText?: string; readonly messageValues?: Readonly<Record<string, number>> },
  translator: Pick<Translator, "t" | "has">,
): string | null {
  const text = state.messageText?.trim() ?? "";
  if (state.messageKey === null) return text === "" ? null : text;
  // A rate limit's wait (error.retryAfter {seconds}) and any other message with values.
  if (state.messageValues !== undefined) return translator.t(state.messageKey, state.messageValues);
  return toastText({ key: state.messageKey, ...(text === "" ? {} : { text }) }, translator.t, translator.has);
}

/**
 * A form's error line. The alert region stays mounted (empty when all is well) so screen readers
 * announce each new message.
 */
export function FormMessage({ id, text }: { readonly id: string; readonly text: string | null }) {
  return (
    <p id={id} className="lh-login__message" role="alert">
      {text}
    </p>
  );
}
