import { describe, expect, it } from "vitest";
import { TokenBucket } from "./token-bucket";

describe("TokenBucket", () => {
  it.each<[string, [number, number][], number[]]>([
    // [case, takes as [wanted, at ms], granted] — 10 per second, burst 20, created at 0
    [
      "a burst up to its size",
      [
        [15, 0],
        [10, 0],
      ],
      [15, 5],
    ],
    [
      "refills at the rate",
      [
        [20, 0],
        [10, 500],
        [10, 1000],
      ],
      [20, 5, 5],
    ],
    [
      "never above the burst after a long pause",
      [
        [20, 0],
        [50, 60_000],
      ],
      [20, 20],
    ],
    [
      "a clock going back grants nothing extra",
      [
        [20, 1000],
        [5, 0],
      ],
      [20, 0],
    ],
    [
      "partial tokens wait for a whole one",
      [
        [20, 0],
        [1, 50],
        [1, 100],
      ],
      [20, 0, 1],
    ],
  ])("%s", (_case, takes, granted) => {
    const bucket = new TokenBucket(10, 20, 0);
    expect(takes.map(([wanted, at]) => bucket.take(wanted, at))).toEqual(granted);
  });

  it("is full again once it refilled", () => {
    const bucket = new TokenBucket(10, 20, 0);
    bucket.take(20, 0);
    expect(bucket.full(1000)).toBe(false);
    expect(bucket.full(2000)).toBe(true);
  });
});
