import { describe, expect, it } from "vitest";
import { isTimeShiftLive, shouldReloadAfterPause, timeShiftThresholdSeconds, type ResumeContext } from "./reload-after-pause";

const T = 1_000_000;
const ctx = (extra: Partial<ResumeContext> = {}): ResumeContext => ({
  reloadAfterPause: true,
  live: true,
  pausedAtMs: T,
  nowMs: T + 5_000,
  ...extra,
});

describe("shouldReloadAfterPause (§4, default 3000 ms)", () => {
  it.each<[string, ResumeContext, boolean]>([
    ["live, paused 5 s → reload", ctx(), true],
    ["paused 3001 ms → reload", ctx({ nowMs: T + 3_001 }), true],
    ["paused exactly 3000 ms → resume", ctx({ nowMs: T + 3_000 }), false],
    ["paused 1 s → resume", ctx({ nowMs: T + 1_000 }), false],
    ["option off → resume", ctx({ reloadAfterPause: false }), false],
    ["not live → resume", ctx({ live: false }), false],
    ["not paused → resume", ctx({ pausedAtMs: null }), false],
    ["own threshold 10 s, paused 5 s → resume", ctx({ thresholdMs: 10_000 }), false],
    ["own threshold 0, paused 1 ms → reload", ctx({ thresholdMs: 0, nowMs: T + 1 }), true],
  ])("%s", (_case, context, expected) => {
    expect(shouldReloadAfterPause(context)).toBe(expected);
  });
});

describe("isTimeShiftLive (§4, threshold 30 s)", () => {
  it.each<[string, number, number, number | undefined, boolean]>([
    ["endless stream", Number.POSITIVE_INFINITY, 12, undefined, true],
    ["at the end", 600, 600, undefined, true],
    ["10 s behind", 600, 590, undefined, true],
    ["exactly 30 s behind", 600, 570, undefined, true],
    ["31 s behind", 600, 569, undefined, false],
    ["at the start of a long recording", 3_600, 0, undefined, false],
    ["own threshold 6 s, 5 s behind", 600, 595, 6, true],
    ["own threshold 6 s, 7 s behind", 600, 593, 6, false],
    ["unknown duration", Number.NaN, 0, undefined, false],
    ["zero duration", 0, 0, undefined, false],
    ["unknown position", 600, Number.NaN, undefined, false],
  ])("%s", (_case, duration, position, threshold, expected) => {
    expect(isTimeShiftLive(duration, position, threshold)).toBe(expected);
  });
});

describe("timeShiftThresholdSeconds", () => {
  it.each<[string, number[], number]>([
    ["no samples → 30 s", [], 30],
    ["two samples → 30 s", [2, 2], 30],
    ["three 2 s gaps → 6 s", [2, 2, 2], 6],
    ["the last three count", [10, 10, 1, 2, 3], 6],
    ["unusable samples are skipped", [2, Number.NaN, 0, -1, 2], 30],
    ["unusable skipped, three left", [4, Number.NaN, 4, 4], 12],
  ])("%s", (_case, gaps, expected) => {
    expect(timeShiftThresholdSeconds(gaps)).toBe(expected);
  });
});
