import { describe, expect, it } from "vitest";
import {
  BARRAGE_GAP_PX,
  EMPTY_BARRAGE_LANES,
  assignBarrageLane,
  barrageCrossingMs,
  barrageLaneCount,
  type BarrageEntry,
  type BarrageLanes,
} from "./barrage-lanes";

describe("barrageLaneCount (§3 barrage region)", () => {
  it.each<[string, number, number, number, number]>([
    ["all of 360 px, 30 px lines", 1, 360, 30, 12],
    ["half of 360 px", 2, 360, 30, 6],
    ["one third of 360 px", 3, 360, 30, 4],
    ["one third of 300 px in 25 px lines", 3, 300, 25, 4],
    ["rounded down", 1, 100, 30, 3],
    ["a region the spec does not name counts as all", 9, 360, 30, 12],
    ["taller lines than the region", 3, 60, 30, 0],
    ["no height", 1, 0, 30, 0],
    ["no line height", 1, 360, 0, 0],
    ["negative", 1, -360, 30, 0],
    ["not a number", 1, Number.NaN, 30, 0],
    ["infinite", 1, Number.POSITIVE_INFINITY, 30, 0],
  ])("%s", (_case, region, height, lineHeight, expected) => {
    expect(barrageLaneCount(region, height, lineHeight)).toBe(expected);
  });
});

/** 0.1 px per ms (100 px per second); a 76 px message + 24 px gap clears the entry edge after 1 s. */
const entry = (now: number, extra: Partial<BarrageEntry> = {}): BarrageEntry => ({ now, width: 76, speed: 0.1, laneCount: 3, ...extra });

describe("assignBarrageLane", () => {
  it.each<[string, BarrageLanes, BarrageEntry, number | null]>([
    ["the first message takes the top lane", EMPTY_BARRAGE_LANES, entry(0), 0],
    ["the top lane is still busy: the next one", [1000], entry(500), 1],
    ["the top lane has cleared: the top one again", [1000, 1500], entry(1000), 0],
    ["the first free lane from the top", [2000, 100, 50], entry(500), 1],
    ["every lane busy: dropped", [1000, 1000, 1000], entry(999), null],
    ["no lanes: dropped", EMPTY_BARRAGE_LANES, entry(0, { laneCount: 0 }), null],
    ["a lane state from a taller player is cut to the lanes there are", [9000, 9000, 9000, 0], entry(0), null],
    ["no speed", EMPTY_BARRAGE_LANES, entry(0, { speed: 0 }), null],
    ["negative width", EMPTY_BARRAGE_LANES, entry(0, { width: -1 }), null],
    ["NaN time", EMPTY_BARRAGE_LANES, entry(Number.NaN), null],
  ])("%s", (_case, lanes, next, expected) => {
    expect(assignBarrageLane(lanes, next)?.lane ?? null).toBe(expected);
  });

  it("marks the lane busy until the message and the gap have entered", () => {
    const placed = assignBarrageLane([0, 0], entry(1000, { laneCount: 2 }));
    expect(placed).toEqual({ lane: 0, lanes: [1000 + (76 + BARRAGE_GAP_PX) / 0.1, 0] });
    expect(assignBarrageLane([0], entry(0, { laneCount: 1, gap: 0, width: 50 }))?.lanes).toEqual([500]);
  });

  it("a burst fills each lane once and drops the rest, never piling up", () => {
    let lanes: BarrageLanes = EMPTY_BARRAGE_LANES;
    const placed: (number | null)[] = [];
    for (let message = 0; message < 10; message++) {
      const placement = assignBarrageLane(lanes, entry(0));
      placed.push(placement?.lane ?? null);
      if (placement) lanes = placement.lanes;
    }
    expect(placed).toEqual([0, 1, 2, null, null, null, null, null, null, null]);
    expect(assignBarrageLane(lanes, entry(1000))?.lane).toBe(0);
  });

  it("does not change the given state", () => {
    const lanes = Object.freeze([0, 0]);
    assignBarrageLane(lanes, entry(5, { laneCount: 2 }));
    expect(lanes).toEqual([0, 0]);
  });

  it.each<[number, number, number, number]>([
    [800, 200, 0.1, 10_000],
    [800, 0, 0.2, 4_000],
    [800, 200, 0, 0],
  ])("a %s px player, a %s px message at %s px/ms cross in %s ms", (areaWidth, width, speed, expected) => {
    expect(barrageCrossingMs(areaWidth, width, speed)).toBe(expected);
  });
});
