import { describe, expect, it } from "vitest";
import { splitRedEnvelope } from "./red-envelope-split";

/** A seeded source, so the table's cases are the same on every run. */
function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

describe("splitRedEnvelope", () => {
  it.each([
    { total: 1, count: 1 },
    { total: 10, count: 10 },
    { total: 11, count: 10 },
    { total: 100, count: 3 },
    { total: 10_000, count: 7 },
    { total: 500, count: 500 },
    { total: 10_000_000, count: 500 },
  ])("splits $total cents into $count shares of at least a cent that sum to the total", ({ total, count }) => {
    for (const source of [seeded(1), seeded(99), (n: number) => Math.floor(Math.random() * n), () => 0, (n: number) => n - 1]) {
      const shares = splitRedEnvelope(total, count, source);
      expect(shares).toHaveLength(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
      expect(shares.every(Number.isInteger)).toBe(true);
    }
  });

  it("draws different splits from different random sources", () => {
    expect(splitRedEnvelope(10_000, 10, seeded(1))).not.toEqual(splitRedEnvelope(10_000, 10, seeded(2)));
  });

  it.each([
    { total: 9, count: 10 },
    { total: 10, count: 0 },
    { total: 1.5, count: 1 },
    { total: -1, count: 1 },
  ])("refuses $total cents into $count shares", ({ total, count }) => {
    expect(() => splitRedEnvelope(total, count, seeded(3))).toThrow(RangeError);
  });
});
