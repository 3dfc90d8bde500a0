import { describe, expect, it } from "vitest";
import { formatUsage, usageWords, wrapWords } from "./usage-format";

describe("usage-format", () => {
  it.each<[string, string, string[]]>([
    ["plain words", "vote end <event>", ["vote", "end", "<event>"]],
    ["a bracketed option stays whole", "x [--seconds N] y", ["x", "[--seconds N]", "y"]],
    ["nested brackets", "[--gift id:name[:effect [x]]] z", ["[--gift id:name[:effect [x]]]", "z"]],
    ["a quoted value stays whole", 'cta [--end "yyyy-MM-dd HH:mm:ss"]', ["cta", '[--end "yyyy-MM-dd HH:mm:ss"]']],
    ["runs of spaces", "a   b", ["a", "b"]],
  ])("usageWords: %s", (_case, text, words) => {
    expect(usageWords(text)).toEqual(words);
  });

  it.each<[string, string, number, string[]]>([
    ["fits on one line", "one two three", 20, ["> one two three"]],
    ["breaks between words", "one two three", 10, ["> one two", "  three"]],
    ["a word longer than the width gets its own line", "a abcdefghijkl b", 8, ["> a", "  abcdefghijkl", "  b"]],
  ])("wrapWords: %s", (_case, text, width, lines) => {
    expect(wrapWords(text, "> ", "  ", width)).toEqual(lines);
  });

  it("writes each command on its own line with its summary indented below, within 80 columns", () => {
    const text = formatUsage([
      { synopsis: "go-live <event> <room>", summary: "the room's screens go live" },
      { synopsis: "vote start <event> <room> --title T --option A --option B [--multiple] [--seconds N]", summary: "x ".repeat(60).trim() },
    ]);
    const lines = text.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "  go-live <event> <room>",
      "      the room's screens go live",
      "  vote start <event> <room> --title T --option A --option B [--multiple]",
      "          [--seconds N]",
    ]);
    expect(lines.every((line) => line.length <= 80)).toBe(true);
  });
});
