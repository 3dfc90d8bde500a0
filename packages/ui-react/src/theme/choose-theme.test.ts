import { describe, expect, it } from "vitest";
import { chooseTheme, type Theme } from "./choose-theme";

describe("chooseTheme", () => {
  it.each<[string | null, boolean, Theme | null, Theme]>([
    ["dark", false, null, "dark"],
    ["light", true, null, "light"],
    [null, true, null, "dark"],
    [null, false, null, "light"],
    ["purple", true, null, "dark"],
    // The watch page: the organiser's theme unless the viewer chose their own.
    [null, false, "dark", "dark"],
    [null, true, "light", "light"],
    ["light", false, "dark", "light"],
    ["dark", false, "light", "dark"],
    ["purple", false, "dark", "dark"],
  ])("stored %s, system dark %s, organiser %s → %s", (stored, systemDark, organiser, expected) => {
    expect(chooseTheme(stored, systemDark, organiser)).toBe(expected);
  });
});
