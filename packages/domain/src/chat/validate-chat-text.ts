import { textHiddenCharacter } from "../text/hidden-characters";

/** Longest chat message, in Unicode code points after trimming (the same as the wire's limit). */
export const MAX_CHAT_LENGTH = 500;

/** Why a chat text cannot be sent. */
export type ChatTextProblem = "empty" | "tooLong" | "hiddenCharacter";

/** A text that may be sent (`text` is what to send: trimmed), or why not. */
export type ChatTextCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: ChatTextProblem };

/** The text as it is sent and counted: CR LF as one newline, trimmed (as the server stores it). */
function normalize(text: string): string {
  return text.replaceAll("\r\n", "\n").trim();
}

/** The length of a chat text as the limit counts it: code points of the trimmed text (CR LF is one). */
export function chatTextLength(text: string): number {
  let length = 0;
  for (const _codePoint of normalize(text)) length += 1;
  return length;
}

/**
 * Whether a chat text may be sent (decision 0015, as the server checks it): trimmed, between 1
 * and {@link MAX_CHAT_LENGTH} code points (an emoji is one, however many UTF-16 units it takes;
 * CR LF is one newline), without a bidi embedding, override or isolate nor a BOM (decision 0062).
 * The server also refuses control characters other than newline and tab.
 */
export function validateChatText(text: string): ChatTextCheck {
  const trimmed = normalize(text);
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (chatTextLength(trimmed) > MAX_CHAT_LENGTH) return { ok: false, problem: "tooLong" };
  if (textHiddenCharacter(trimmed) !== null) return { ok: false, problem: "hiddenCharacter" };
  return { ok: true, text: trimmed };
}
