import type { IntlMessageFormat } from "intl-messageformat";
import type { MessageKey } from "./messages/zh-Hans";

/** An ICU message's AST, as the build compiles it and intl-messageformat formats it. */
export type MessageAst = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/**
 * A message as the app holds it (decision 0045): the text itself when the message has no ICU
 * argument, else its AST. The build compiles every message (`import en from "./messages/en?icu"`,
 * packages/ui-react/build/icu-messages-plugin.ts); the app carries no ICU parser.
 */
export type CompiledMessage = string | MessageAst;

/** A language's messages, compiled: the keys of the `.ts` catalogues, the same in every language. */
export type CompiledCatalog = Readonly<Record<MessageKey, CompiledMessage>>;
