import { isLiteralElement, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * A message as the app receives it: the text itself when it has no ICU argument (nothing left to
 * format), else its ICU AST, which intl-messageformat formats without a parser.
 */
export type CompiledMessage = string | MessageFormatElement[];

/**
 * Compiles one ICU message at build time (parsed as intl-messageformat would at run time). A
 * message that is one piece of text becomes that text (ICU quoting already applied); any other
 * becomes its AST. A syntax error throws, naming `key`.
 */
export function compileMessage(key: string, message: string): CompiledMessage {
  let ast: MessageFormatElement[];
  try {
    ast = parse(message);
  } catch (error) {
    throw new Error(`message "${key}" is not valid ICU (${error instanceof Error ? error.message : String(error)}): ${message}`, {
      cause: error,
    });
  }
  if (ast.length === 0) return "";
  const [first] = ast;
  if (ast.length === 1 && first !== undefined && isLiteralElement(first)) return first.value;
  return ast;
}
