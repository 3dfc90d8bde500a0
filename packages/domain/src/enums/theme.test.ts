import { describe, expect, it } from "vitest";
import { THEME, WATCH_THEME } from "./theme";

describe("theme enumerations (§3)", () => {
  it.each([
    ["THEME", THEME, { DARK: 1, LIGHT: 2 }],
    ["WATCH_THEME", WATCH_THEME, { DEEP: "deep", LIGHT: "light" }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
