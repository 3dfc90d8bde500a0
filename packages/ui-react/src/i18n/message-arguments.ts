import { createIntl, createIntlCache } from "@formatjs/intl";

/** What a message does with one of its arguments (ICU element kinds). */
export type ArgumentKind = "text" | "number" | "date" | "time" | "select" | "plural" | "tag";

const KINDS: Readonly<Record<number, ArgumentKind>> = { 1: "text", 2: "number", 3: "date", 4: "time", 5: "select", 6: "plural", 8: "tag" };

interface Element {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
  readonly children?: readonly Element[];
}

const intl = createIntl({ locale: "en", messages: {} }, createIntlCache());

/**
 * The arguments an ICU message takes, each as `name:kind` ("count:plural", "name:text"), sorted
 * and unique, nested sub-messages included: the catalogues' parity test compares languages by it.
 */
export function messageArguments(message: string, locale = "en"): readonly string[] {
  const found = new Set<string>();
  const walk = (elements: readonly Element[]): void => {
    for (const element of elements) {
      const kind = KINDS[element.type];
      if (kind !== undefined && typeof element.value === "string") found.add(`${element.value}:${kind}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(intl.formatters.getMessageFormat(message, locale).getAst());
  return [...found].sort();
}
