import { describe, expect, it } from "vitest";
import { LikeRate } from "./like-rate";

describe("LikeRate", () => {
  it.each<[string, [string, number, number][], number[]]>([
    // [case, calls as [viewer, likes, at ms], granted] — 100 per second, burst 300
    [
      "the client's pace (100 a second) is never clamped",
      [
        ["a", 100, 0],
        ["a", 100, 1000],
        ["a", 100, 2000],
        ["a", 100, 3000],
      ],
      [100, 100, 100, 100],
    ],
    [
      "a flood is clamped to the burst, then the rate",
      [
        ["a", 100, 0],
        ["a", 100, 0],
        ["a", 100, 0],
        ["a", 100, 0],
        ["a", 100, 500],
      ],
      [100, 100, 100, 0, 50],
    ],
    [
      "each viewer has its own budget",
      [
        ["a", 300, 0],
        ["a", 1, 0],
        ["b", 100, 0],
      ],
      [300, 0, 100],
    ],
  ])("%s", (_case, calls, granted) => {
    let clock = 0;
    const rate = new LikeRate(100, 300, () => clock);
    expect(
      calls.map(([viewer, likes, at]) => {
        clock = at;
        return rate.grant(viewer, likes);
      }),
    ).toEqual(granted);
  });

  it("stays bounded: idle viewers are forgotten", () => {
    let clock = 0;
    const rate = new LikeRate(100, 300, () => clock, 3);
    for (const viewer of ["a", "b", "c"]) rate.grant(viewer, 1);
    clock = 10_000;
    rate.grant("d", 1);
    expect(rate.size).toBe(1);
    for (const viewer of ["e", "f", "g", "h"]) rate.grant(viewer, 1);
    expect(rate.size).toBeLessThanOrEqual(3);
  });
});
