import { describe, expect, it } from "vitest";
import { LIVE_CATCH_UP_DEFAULTS, liveCatchUp, type LiveCatchUp, type LiveLatency } from "./live-catch-up";

const at = (latencySeconds: number, bufferSeconds: number, targetLatencySeconds = 3): LiveLatency => ({
  latencySeconds,
  targetLatencySeconds,
  bufferSeconds,
});

describe("liveCatchUp", () => {
  it.each<[string, LiveLatency, LiveCatchUp]>([
    ["on target", at(3, 3), { rate: 1, showGoLive: false }],
    ["ahead of target", at(1, 3), { rate: 1, showGoLive: false }],
    ["within the 0.5 s tolerance", at(3.5, 3), { rate: 1, showGoLive: false }],
    ["1 s behind, buffer plenty → 1.05", at(4, 5), { rate: 1.05, showGoLive: false }],
    ["2 s behind → 1.1", at(5, 5), { rate: 1.1, showGoLive: false }],
    ["6 s behind → capped at 1.1", at(9, 10), { rate: 1.1, showGoLive: false }],
    ["behind but buffer at the minimum → 1", at(6, 1), { rate: 1, showGoLive: false }],
    ["behind but buffer below the minimum → 1", at(6, 0.4), { rate: 1, showGoLive: false }],
    ["behind with 0.6 s spare buffer → 1.03", at(6, 1.6), { rate: 1.03, showGoLive: false }],
    ["exactly 3 × target: no button yet", at(9, 0), { rate: 1, showGoLive: false }],
    ["more than 3 × target → go live", at(9.1, 0), { rate: 1, showGoLive: true }],
    ["far behind with buffer → catch up and go live", at(30, 20), { rate: 1.1, showGoLive: true }],
    ["zero target, 1 s behind → 1.05, no button", at(1, 5, 0), { rate: 1.05, showGoLive: false }],
    ["negative target", at(5, 5, -1), { rate: 1, showGoLive: false }],
    ["NaN latency", at(Number.NaN, 5), { rate: 1, showGoLive: false }],
    ["infinite buffer", at(5, Number.POSITIVE_INFINITY), { rate: 1, showGoLive: false }],
  ])("%s", (_case, latency, expected) => {
    expect(liveCatchUp(latency)).toEqual(expected);
  });

  it("never goes below 1 or above the configured maximum", () => {
    const config = { ...LIVE_CATCH_UP_DEFAULTS, maxRate: 1.2, gainPerSecond: 1 };
    for (const latency of [0, 1, 3.6, 5, 10, 100]) {
      for (const buffer of [0, 1.2, 2, 50]) {
        const { rate } = liveCatchUp(at(latency, buffer), config);
        expect(rate).toBeGreaterThanOrEqual(1);
        expect(rate).toBeLessThanOrEqual(1.2);
      }
    }
  });
});
