import { describe, expect, it } from "vitest";
import { ROOM_NAME_MAX_CHARS } from "../constants";
import { cutRoomName } from "./cut-room-name";

describe("cutRoomName (§9: 19 characters plus an ellipsis)", () => {
  it.each([
    ["a short name is kept", "Seminar", "Seminar"],
    ["exactly 19 characters are kept", "abcdefghijklmnopqrs", "abcdefghijklmnopqrs"],
    ["20 characters are cut to 19 plus an ellipsis", "abcdefghijklmnopqrst", "abcdefghijklmnopqrs…"],
    ["CJK counts one per character", "研讨会：产品发布与开发者问答专场第二天下午场", "研讨会：产品发布与开发者问答专场第二天…"],
    ["an emoji with a skin tone is one character", "👍🏽".repeat(20), `${"👍🏽".repeat(19)}…`],
    ["a family emoji (ZWJ sequence) is never split", `${"a".repeat(18)}👨‍👩‍👧‍👦xyz`, `${"a".repeat(18)}👨‍👩‍👧‍👦…`],
    ["a letter with a combining accent is one character", "e\u0301".repeat(21), `${"e\u0301".repeat(19)}…`],
    ["Arabic is cut by characters too", "قاعة الندوات الكبرى للمؤتمر السنوي", "قاعة الندوات الكبرى…"],
    ["white space before the ellipsis is dropped", "abcdefghijklmnopqr stuvw", "abcdefghijklmnopqr…"],
    ["surrounding white space is dropped", "  Seminar  ", "Seminar"],
    ["an empty name stays empty", "", ""],
  ])("%s", (_case, name, expected) => {
    expect(cutRoomName(name)).toBe(expected);
  });

  it("takes another limit", () => {
    expect(cutRoomName("abcdef", 3)).toBe("abc…");
  });

  it("cuts at the §9 limit by default", () => {
    expect(ROOM_NAME_MAX_CHARS).toBe(19);
  });
});
