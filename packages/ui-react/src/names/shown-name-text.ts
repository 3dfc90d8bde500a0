import { shownNameOf, type ShownName } from "@livehall/domain";
import type { MessageValues } from "../i18n/create-translator";
import { useT } from "../i18n/I18nProvider";

/** The words of a shown name in the viewer's language (the domain's `ShownName`, decision 0056). */
export function shownNameText(shown: ShownName, t: (key: string, values?: MessageValues) => string): string {
  switch (shown.kind) {
    case "chosen":
      return shown.name;
    case "audience":
      return t("viewer.audience", { number: shown.number });
    case "account":
      return shown.account;
    case "anonymous":
      return t("viewer.anonymous");
    case "unnamed":
      return t("viewer.unnamed");
  }
}

/**
 * A function giving the words for a name the server sent with a message (chat, questions, gifts,
 * rankings, winners): a chosen nickname as written, the server's default name ("观众0423") as the
 * localized "audience" and its number, no name as the localized anonymous audience.
 */
export function useNameText(): (name: string) => string {
  const t = useT();
  return (name) => shownNameText(shownNameOf(name), t);
}
