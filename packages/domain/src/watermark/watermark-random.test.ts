import { describe, expect, it } from "vitest";
import { msUntilWatermarkMove, watermarkRandomPair, watermarkSlot } from "./watermark-random";

describe("watermarkSlot (§9 auto random 5000 ms)", () => {
  it.each<[string, number, number | undefined, number]>([
    ["start", 0, undefined, 0],
    ["just before the move", 4_999, undefined, 0],
    ["the move", 5_000, undefined, 1],
    ["a real clock", 1_700_000_012_345, undefined, 340_000_002],
    ["before the epoch", -1, undefined, -1],
    ["another period", 2_500, 1_000, 2],
    ["not a number", Number.NaN, undefined, 0],
    ["no period", 9_999, 0, 0],
  ])("%s", (_case, now, every, expected) => {
    expect(every === undefined ? watermarkSlot(now) : watermarkSlot(now, every)).toBe(expected);
  });
});

describe("msUntilWatermarkMove", () => {
  it.each<[number, number]>([
    [0, 5_000],
    [1, 4_999],
    [4_999, 1],
    [5_000, 5_000],
    [-1, 1],
    [Number.NaN, 5_000],
  ])("at %s ms: %s ms", (now, expected) => {
    expect(msUntilWatermarkMove(now)).toBe(expected);
  });
});

describe("watermarkRandomPair", () => {
  it("is the same for the same seed and slot", () => {
    expect(watermarkRandomPair("user-1", 42)).toEqual(watermarkRandomPair("user-1", 42));
    expect(watermarkRandomPair(7, 42)).toEqual(watermarkRandomPair("7", 42));
  });

  it.each<[string, string | number, number, string | number, number]>([
    ["the next slot", "user-1", 42, "user-1", 43],
    ["another seed", "user-1", 42, "user-2", 42],
    ["a far slot", "user-1", 0, "user-1", 2 ** 33],
  ])("changes with %s", (_case, seedA, slotA, seedB, slotB) => {
    expect(watermarkRandomPair(seedA, slotA)).not.toEqual(watermarkRandomPair(seedB, slotB));
  });

  it("stays in [0, 1) and spreads over the range", () => {
    const firsts: number[] = [];
    for (let slot = 0; slot < 400; slot++) {
      const [first, second] = watermarkRandomPair("seed", slot);
      for (const value of [first, second]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
      }
      firsts.push(first);
    }
    const quarters = [0, 1, 2, 3].map((quarter) => firsts.filter((value) => Math.floor(value * 4) === quarter).length);
    for (const count of quarters) expect(count).toBeGreaterThan(60);
  });
});
