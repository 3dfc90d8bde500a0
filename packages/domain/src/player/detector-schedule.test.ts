import { describe, expect, it } from "vitest";
import { detectorDelay, detectorNeedsNewAddress, detectorOutcome, type DetectorOutcome, type DetectorResponse } from "./detector-schedule";

describe("detectorDelay (§4: 2000 ms, 10000 ms after 15 checks, stop after 18)", () => {
  it.each<[number, number | null]>([
    [0, 2_000],
    [1, 2_000],
    [14, 2_000],
    [15, 10_000],
    [16, 10_000],
    [17, 10_000],
    [18, null],
    [100, null],
    [-3, 2_000],
    [14.9, 2_000],
    [Number.NaN, null],
  ])("after %s checks → %s", (done, expected) => {
    expect(detectorDelay(done)).toBe(expected);
  });

  it("runs 18 checks over 14 × 2 s + 3 × 10 s of gaps after the first", () => {
    const delays: number[] = [];
    for (let done = 0; ; done++) {
      const delay = detectorDelay(done);
      if (delay === null) break;
      delays.push(delay);
    }
    expect(delays).toHaveLength(18);
    expect(delays.slice(1).reduce((sum, delay) => sum + delay, 0)).toBe(14 * 2_000 + 3 * 10_000);
  });
});

describe("detectorOutcome (§8: timeout, bad status, empty data)", () => {
  it.each<[string, DetectorResponse, DetectorOutcome]>([
    ["data within time", { elapsedMs: 120, status: 200, bytes: 1_024 }, { ok: true }],
    ["206 partial content", { elapsedMs: 120, status: 206, bytes: 10 }, { ok: true }],
    ["no response", { elapsedMs: 3_000 }, { ok: false, failure: "timeout" }],
    ["a response after 3000 ms", { elapsedMs: 3_000, status: 200, bytes: 10 }, { ok: false, failure: "timeout" }],
    ["just in time", { elapsedMs: 2_999, status: 200, bytes: 10 }, { ok: true }],
    ["NaN elapsed", { elapsedMs: Number.NaN, status: 200, bytes: 10 }, { ok: false, failure: "timeout" }],
    ["404", { elapsedMs: 50, status: 404, bytes: 10 }, { ok: false, failure: "badStatus", status: 404 }],
    ["403", { elapsedMs: 50, status: 403 }, { ok: false, failure: "badStatus", status: 403 }],
    ["304 is not data", { elapsedMs: 50, status: 304, bytes: 10 }, { ok: false, failure: "badStatus", status: 304 }],
    ["500", { elapsedMs: 50, status: 500 }, { ok: false, failure: "badStatus", status: 500 }],
    ["200 without data", { elapsedMs: 50, status: 200, bytes: 0 }, { ok: false, failure: "emptyData" }],
    ["200 with unknown size", { elapsedMs: 50, status: 200 }, { ok: false, failure: "emptyData" }],
  ])("%s", (_case, response, expected) => {
    expect(detectorOutcome(response)).toEqual(expected);
  });

  it.each<[DetectorOutcome, boolean]>([
    [{ ok: false, failure: "badStatus", status: 403 }, true],
    [{ ok: false, failure: "badStatus", status: 404 }, false],
    [{ ok: false, failure: "timeout" }, false],
    [{ ok: true }, false],
  ])("detectorNeedsNewAddress(%j) = %s", (outcome, expected) => {
    expect(detectorNeedsNewAddress(outcome)).toBe(expected);
  });
});
