import { describe, expect, it } from "vitest";
import { startCountdown } from "./start-countdown";

const START = Date.UTC(2026, 11, 1, 1, 0, 0);
const DAY = 86_400_000;

describe("startCountdown", () => {
  it.each([
    ["no start time", null, START, { kind: "unknown" }],
    ["at the start", START, START, { kind: "started" }],
    ["after the start", START, START + 5000, { kind: "started" }],
    ["1 ms before", START, START - 1, { kind: "pending", days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["59.5 s before", START, START - 59_500, { kind: "pending", days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [
      "2 d 3 h 4 min 5 s before",
      START,
      START - (2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5000),
      { kind: "pending", days: 2, hours: 3, minutes: 4, seconds: 5 },
    ],
  ])("%s", (_name, start, now, expected) => {
    expect(startCountdown(start, now)).toEqual(expected);
  });

  it("ticks down one second per second", () => {
    const a = startCountdown(START, START - 10_000);
    const b = startCountdown(START, START - 9_000);
    expect(a).toMatchObject({ seconds: 10 });
    expect(b).toMatchObject({ seconds: 9 });
  });
});
