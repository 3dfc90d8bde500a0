import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "./reconnect-delay";

describe("reconnectDelayMs", () => {
  it.each([
    // [case, base ms, random, delay ms]
    ["random 0: exactly the base", 15_000, 0, 15_000],
    ["random 0.5: a quarter later", 15_000, 0.5, 18_750],
    ["random just below 1: at most half again", 15_000, 0.999_999, 22_500],
    ["random above 1 is clamped", 15_000, 7, 22_500],
    ["negative random is clamped", 15_000, -1, 15_000],
    ["NaN counts as 0", 15_000, Number.NaN, 15_000],
    ["a short test delay", 500, 0.2, 550],
  ])("%s", (_case, base, random, delay) => {
    expect(reconnectDelayMs(base, random)).toBe(delay);
  });

  it("spreads viewers that lost their socket at the same instant", () => {
    const delays = new Set([0, 0.1, 0.3, 0.6, 0.9].map((random) => reconnectDelayMs(15_000, random)));
    expect(delays.size).toBe(5);
  });
});
