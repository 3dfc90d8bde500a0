import { describe, expect, it } from "vitest";
import { formatRemaining, minutesToAnnounce } from "./format-remaining";

describe("formatRemaining", () => {
  it.each([
    [0, "00:00"],
    [-5, "00:00"],
    [9, "00:09"],
    [60, "01:00"],
    [599.7, "09:59"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [7384, "2:03:04"],
  ] as const)("%s s → %s", (seconds, text) => {
    expect(formatRemaining(seconds)).toBe(text);
  });
});

describe("minutesToAnnounce", () => {
  it.each([
    [0, 0],
    [1, 1],
    [60, 1],
    [61, 2],
    [600, 10],
  ] as const)("%s s → %s min", (seconds, minutes) => {
    expect(minutesToAnnounce(seconds)).toBe(minutes);
  });
});
