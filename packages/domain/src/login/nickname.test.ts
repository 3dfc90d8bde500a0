import { describe, expect, it } from "vitest";
import { acceptableNickname, nicknameFits, nicknameLength, nicknameProblem } from "./nickname";

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
    ["gnp.\u202eexe", null],
    ["Ad\u200bmin", null],
    ["👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"],
  ])("%j → %j", (name, expected) => {
    expect(acceptableNickname(name)).toBe(expected);
  });
});

describe("nicknameProblem", () => {
  it.each([
    ["Ada", null],
    ["", "length"],
    ["a".repeat(21), "length"],
    ["tab\there", "length"],
    ["Ada\u202e", "hiddenCharacter"],
    ["\u2067Ada\u2069", "hiddenCharacter"],
    ["Ad\u200fa", "hiddenCharacter"],
    ["Ad\ufeffa", "hiddenCharacter"],
  ] as const)("%j → %s", (name, problem) => {
    expect(nicknameProblem(name)).toBe(problem);
  });
});
