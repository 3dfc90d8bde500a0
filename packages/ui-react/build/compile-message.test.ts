import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile-message";

describe("compileMessage", () => {
  it.each([
    ["plain text stays text", "Retry", "Retry"],
    ["ICU quoting is applied at build time", "It''s '{'free'}'", "It's {free}"],
    ["an empty message is empty text", "", ""],
    [
      "an argument becomes an AST",
      "Hi {name}",
      [
        { type: 0, value: "Hi " },
        { type: 1, value: "name" },
      ],
    ],
  ] as const)("%s", (_case, message, expected) => {
    expect(compileMessage("key", message)).toEqual(expected);
  });

  it("keeps a plural's options for the formatter", () => {
    expect(compileMessage("likes", "{count, plural, one {# like} other {# likes}}")).toMatchObject([
      { type: 6, value: "count", options: { one: { value: [{ type: 7 }, { type: 0, value: " like" }] } } },
    ]);
  });

  it.each([
    ["an unclosed argument", "Hello {name"],
    ["a plural without other", "{count, plural, one {# like}}"],
    ["an unknown argument type", "{count, plurall, other {#}}"],
  ])("fails on %s, naming the key", (_case, message) => {
    expect(() => compileMessage("chat.newMessages", message)).toThrow(/message "chat\.newMessages" is not valid ICU/);
  });
});
