import { describe, expect, it } from "vitest";
import { tryDurationSeconds } from "./trial-length";

describe("tryDurationSeconds", () => {
  it.each([
    [0, 0],
    [1, 60],
    [5, 300],
    [1.5, 90],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("%s min → %s s", (minutes, seconds) => {
    expect(tryDurationSeconds(minutes)).toBe(seconds);
  });
});
