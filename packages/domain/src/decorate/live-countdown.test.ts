import { describe, expect, it } from "vitest";
import { liveCountdown } from "./live-countdown";

const START = Date.UTC(2026, 11, 1, 1, 0, 0);
const base = { startTime: START, now: START - 90_000, remainSeconds: 300, liveStatus: 1 };

describe("liveCountdown", () => {
  it.each([
    ["90 s before a 300 s window: the time left", {}, { kind: "pending", days: 0, hours: 0, minutes: 1, seconds: 30 }],
    ["exactly at the window's edge: shown", { now: START - 300_000 }, { kind: "pending", days: 0, hours: 0, minutes: 5, seconds: 0 }],
    ["one second before the window: hidden", { now: START - 301_000 }, { kind: "hidden" }],
    [
      "a day-long window a day ahead",
      { now: START - 86_400_000, remainSeconds: 86_400 },
      { kind: "pending", days: 1, hours: 0, minutes: 0, seconds: 0 },
    ],
    ["the start passed, not living yet: about to start", { now: START + 5000 }, { kind: "starting" }],
    [
      "the live status not known yet counts as not begun",
      { liveStatus: null },
      { kind: "pending", days: 0, hours: 0, minutes: 1, seconds: 30 },
    ],
    ["living: hidden", { liveStatus: 2 }, { kind: "hidden" }],
    ["living after the start: hidden", { liveStatus: 2, now: START + 5000 }, { kind: "hidden" }],
    ["no window (0): hidden", { remainSeconds: 0 }, { kind: "hidden" }],
    ["no start time: hidden", { startTime: null }, { kind: "hidden" }],
  ])("%s", (_name, change, expected) => {
    expect(liveCountdown({ ...base, ...change })).toEqual(expected);
  });
});
