import { describe, expect, it } from "vitest";
import { chooseTheme } from "./choose-theme";

describe("chooseTheme", () => {
  it.each([
    ["dark", false, "dark"],
    ["light", true, "light"],
    [null, true, "dark"],
    [null, false, "light"],
    ["purple", true, "dark"],
  ] as const)("stored %s, system dark %s → %s", (stored, systemDark, expected) => {
    expect(chooseTheme(stored, systemDark)).toBe(expected);
  });
});
