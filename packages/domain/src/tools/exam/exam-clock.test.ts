import { describe, expect, it } from "vitest";
import { examSecondsLeft, isExamOpen } from "./exam-clock";

const END = 100_000;

describe("examSecondsLeft", () => {
  it.each([
    ["a minute before the end", END - 60_000, false, 60],
    ["half a second before (rounded up)", END - 500, false, 1],
    ["at the end", END, false, 0],
    ["after the end", END + 5_000, false, 0],
    ["ended early by the organiser", END - 60_000, true, 0],
  ])("%s → %i", (_case, now, ended, expected) => {
    expect(examSecondsLeft({ endTime: END, ended }, now)).toBe(expected);
  });
});

describe("isExamOpen (grace 2 s)", () => {
  it.each([
    ["before the end", END - 1, false, true],
    ["at the end", END, false, true],
    ["within the grace", END + 2_000, false, true],
    ["after the grace", END + 2_001, false, false],
    ["ended by the organiser", END - 60_000, true, false],
  ])("%s → %s", (_case, now, ended, expected) => {
    expect(isExamOpen({ endTime: END, ended }, now, 2_000)).toBe(expected);
  });
});
