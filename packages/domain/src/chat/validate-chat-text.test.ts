import { describe, expect, it } from "vitest";
import { MAX_CHAT_LENGTH, chatTextLength, validateChatText, type ChatTextCheck } from "./validate-chat-text";

describe("validateChatText (decision 0015: trimmed, 1–500 code points)", () => {
  it.each<[string, string, ChatTextCheck]>([
    ["a word", "hi", { ok: true, text: "hi" }],
    ["surrounding blanks are trimmed", "  hi there \n", { ok: true, text: "hi there" }],
    ["empty", "", { ok: false, problem: "empty" }],
    ["blanks only", " \t\n ", { ok: false, problem: "empty" }],
    ["ideographic space only", "\u3000\u3000", { ok: false, problem: "empty" }],
    ["exactly the limit", "a".repeat(MAX_CHAT_LENGTH), { ok: true, text: "a".repeat(MAX_CHAT_LENGTH) }],
    ["one over the limit", "a".repeat(MAX_CHAT_LENGTH + 1), { ok: false, problem: "tooLong" }],
    ["a right-to-left override", "look \u202etxt.exe", { ok: false, problem: "hiddenCharacter" }],
    ["a first-strong isolate", "a \u2068b\u2069", { ok: false, problem: "hiddenCharacter" }],
    ["a family emoji keeps its ZWJ", "hi 👨\u200d👩\u200d👧", { ok: true, text: "hi 👨\u200d👩\u200d👧" }],
    ["a Persian ZWNJ and a right-to-left mark stay", "می\u200cخواهم \u200fok", { ok: true, text: "می\u200cخواهم \u200fok" }],
    ["the limit once trimmed", `  ${"a".repeat(MAX_CHAT_LENGTH)}  `, { ok: true, text: "a".repeat(MAX_CHAT_LENGTH) }],
    ["emoji count one each (1000 UTF-16 units)", "😀".repeat(MAX_CHAT_LENGTH), { ok: true, text: "😀".repeat(MAX_CHAT_LENGTH) }],
    ["one emoji over", "😀".repeat(MAX_CHAT_LENGTH + 1), { ok: false, problem: "tooLong" }],
    ["Chinese", "你好".repeat(250), { ok: true, text: "你好".repeat(250) }],
    ["markup is just text", "<b>hi</b>", { ok: true, text: "<b>hi</b>" }],
    ["CR LF becomes one newline", "a\r\nb", { ok: true, text: "a\nb" }],
    ["CR LF counts once", "a\r\n".repeat(250), { ok: true, text: "a\n".repeat(249) + "a" }],
  ])("%s", (_case, text, expected) => {
    expect(validateChatText(text)).toEqual(expected);
  });

  it.each<[string, number]>([
    ["", 0],
    ["  ab  ", 2],
    ["😀a", 2],
    ["👍🏽", 2],
    ["a\r\nb", 3],
  ])("chatTextLength(%j) is %s", (text, expected) => {
    expect(chatTextLength(text)).toBe(expected);
  });
});
