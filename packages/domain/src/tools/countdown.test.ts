import { describe, expect, it } from "vitest";
import { countdown, windowOpen } from "./countdown";

describe("countdown: what a timed tool shows", () => {
  it.each<[number, string, boolean]>([
    [60_000, "1:00", false],
    [65_000, "1:05", false],
    [59_001, "1:00", false],
    [1, "0:01", false],
    [0, "0:00", true],
    [-500, "0:00", true],
    [Number.NaN, "0:00", true],
    [3_600_000, "60:00", false],
  ])("%d ms left → %s", (remaining, text, over) => {
    expect(countdown(remaining)).toMatchObject({ text, over });
  });
});

describe("windowOpen: whether a check-in or quiz still takes part", () => {
  it.each<[string, number, number | null, number, boolean]>([
    ["before its end", 1000, null, 999, true],
    ["at its end", 1000, null, 1000, false],
    ["ended early by the organiser", 1000, 500, 600, false],
  ])("%s", (_name, endsAt, endedAt, now, open) => {
    expect(windowOpen(endsAt, endedAt, now)).toBe(open);
  });
});
