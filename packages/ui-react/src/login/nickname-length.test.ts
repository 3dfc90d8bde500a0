import { describe, expect, it } from "vitest";
import { nicknameFits, nicknameLength } from "./nickname-length";

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
