import { describe, expect, it } from "vitest";
import { vanishedWhileReadingCatalogue } from "./migrate";

describe("vanishedWhileReadingCatalogue", () => {
  it.each([
    [{ code: "3F000" }, true], // a schema dropped between listing it and reading its privileges
    [{ code: "42P01" }, true],
    [{ code: "42703" }, true],
    [{ code: "42601" }, false], // a syntax error is ours: never retried
    [{ code: 3 }, false],
    [new Error("disk full"), false],
    [null, false],
  ])("%j → %s", (error, expected) => {
    expect(vanishedWhileReadingCatalogue(error)).toBe(expected);
  });
});
