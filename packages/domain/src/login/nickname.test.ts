import { describe, expect, it } from "vitest";
import { acceptableNickname, nicknameFits, nicknameLength } from "./nickname";

describe("nickname length", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["a", true],
    ["  小明  ", true],
    ["12345678901234567890", true],
    ["123456789012345678901", false],
    ["😀".repeat(20), true],
    ["😀".repeat(21), false],
  ] as const)("%j fits: %s", (name, fits) => {
    expect(nicknameFits(name)).toBe(fits);
  });

  it("counts an emoji as one character", () => {
    expect(nicknameLength(" 😀a ")).toBe(2);
  });
});

describe("acceptableNickname", () => {
  it.each([
    ["  Ada  ", "Ada"],
    ["观众", "观众"],
    ["a".repeat(20), "a".repeat(20)],
    ["😀".repeat(20), "😀".repeat(20)],
    ["a".repeat(21), null],
    ["   ", null],
    ["", null],
    ["tab\there", null],
    ["line\nbreak", null],
  ])("%j → %j", (name, expected) => {
    expect(acceptableNickname(name)).toBe(expected);
  });
});
