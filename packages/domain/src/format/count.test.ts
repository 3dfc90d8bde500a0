import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [9999, "9999"],
    [10000, "10000"],
    [10000.9, "10000"],
    [10001, "10.0k"],
    [10049, "10.0k"],
    [10050, "10.1k"],
    [12345, "12.3k"],
    [12350, "12.4k"],
    [99999, "100.0k"],
    [1234567, "1234.6k"],
    [99.9, "99"],
    [-5, "0"],
    [Number.NaN, "0"],
    [Number.POSITIVE_INFINITY, "0"],
    [Number.NEGATIVE_INFINITY, "0"],
  ])("%s → %s", (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
});
