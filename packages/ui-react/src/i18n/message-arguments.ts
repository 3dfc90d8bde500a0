import type { CompiledMessage, MessageAst } from "./compiled-catalog";

/** What a message does with one of its arguments (ICU element kinds). */
export type ArgumentKind = "text" | "number" | "date" | "time" | "select" | "plural" | "tag";

const KINDS: Readonly<Record<number, ArgumentKind>> = { 1: "text", 2: "number", 3: "date", 4: "time", 5: "select", 6: "plural", 8: "tag" };

/**
 * The arguments a compiled ICU message takes, each as `name:kind` ("count:plural", "name:text"),
 * sorted and unique, nested sub-messages included: the catalogues' parity test compares languages
 * by it. A text (a message with no argument) takes none.
 */
export function messageArguments(message: CompiledMessage): readonly string[] {
  const found = new Set<string>();
  const walk = (elements: MessageAst): void => {
    for (const element of elements) {
      const kind = KINDS[element.type];
      if (kind !== undefined && "value" in element) found.add(`${element.value}:${kind}`);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  if (typeof message !== "string") walk(message);
  return [...found].sort();
}
