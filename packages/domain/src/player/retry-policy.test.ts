import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_CONFIG, decideRetry, resetRetry, resetsRetry, retryConfig, type RetryConfig, type RetryState } from "./retry-policy";

const on: RetryConfig = { ...DEFAULT_RETRY_CONFIG, enabled: true };
const T = 1_000_000;

describe("retryConfig", () => {
  it("defaults to §9: off, 10 retries, 15 s window, 3 s delay", () => {
    expect(retryConfig()).toEqual({ enabled: false, maxRetries: 10, windowMs: 15_000, delayMs: 3_000 });
    expect(DEFAULT_RETRY_CONFIG).toEqual(retryConfig());
  });

  it.each<[string, Record<string, unknown>, RetryConfig]>([
    ["turned on", { enabled: true }, { ...DEFAULT_RETRY_CONFIG, enabled: true }],
    ["truthy is not on", { enabled: "true" }, DEFAULT_RETRY_CONFIG],
    ["own numbers", { maxRetries: 2, windowMs: 0, delayMs: 500 }, { enabled: false, maxRetries: 2, windowMs: 0, delayMs: 500 }],
    ["fractional count rounded down", { maxRetries: 2.7 }, { ...DEFAULT_RETRY_CONFIG, maxRetries: 2 }],
    ["negative → default", { maxRetries: -1, delayMs: -5 }, DEFAULT_RETRY_CONFIG],
    ["not numbers → default", { maxRetries: "3", windowMs: null, delayMs: Number.NaN }, DEFAULT_RETRY_CONFIG],
  ])("%s", (_case, options, expected) => {
    expect(retryConfig(options)).toEqual(expected);
  });
});

describe("decideRetry (§4, §9)", () => {
  it.each<[string, RetryState, number, RetryConfig, boolean, RetryState]>([
    ["off by default: no retry", resetRetry(), T, DEFAULT_RETRY_CONFIG, false, { count: 0, firstFailureAt: T }],
    ["first failure: retry", resetRetry(), T, on, true, { count: 1, firstFailureAt: T }],
    ["retries remain after the window", { count: 9, firstFailureAt: T }, T + 60_000, on, true, { count: 10, firstFailureAt: T }],
    ["no retries left but the window is open", { count: 10, firstFailureAt: T }, T + 14_999, on, true, { count: 11, firstFailureAt: T }],
    ["no retries left and the window closed", { count: 10, firstFailureAt: T }, T + 15_000, on, false, { count: 10, firstFailureAt: T }],
    [
      "max 0 retries: only within the window",
      { count: 0, firstFailureAt: T },
      T + 5_000,
      { ...on, maxRetries: 0 },
      true,
      { count: 1, firstFailureAt: T },
    ],
    ["max 0 and window 0: never", resetRetry(), T, { ...on, maxRetries: 0, windowMs: 0 }, false, { count: 0, firstFailureAt: T }],
  ])("%s", (_case, state, now, config, retry, next) => {
    const decision = decideRetry(state, now, config);
    expect(decision.retry).toBe(retry);
    expect(decision.state).toEqual(next);
    if (decision.retry) expect(decision.delayMs).toBe(config.delayMs);
  });

  it("failures every 3 s (the delay) retry 10 times, then give up", () => {
    let state = resetRetry();
    const outcomes: boolean[] = [];
    for (let failure = 0; failure < 12; failure++) {
      const decision = decideRetry(state, T + failure * 3_000, on);
      outcomes.push(decision.retry);
      state = decision.state;
    }
    expect(outcomes).toEqual([...Array<boolean>(10).fill(true), false, false]);
  });

  it("a reset after giving up allows retries again", () => {
    const spent: RetryState = { count: 10, firstFailureAt: T };
    expect(decideRetry(spent, T + 20_000, on).retry).toBe(false);
    expect(decideRetry(resetRetry(), T + 20_000, on)).toEqual({
      retry: true,
      delayMs: 3_000,
      state: { count: 1, firstFailureAt: T + 20_000 },
    });
  });
});

describe("resetsRetry", () => {
  it.each<[string, boolean]>([
    ["load", true],
    ["reload", true],
    ["next", true],
    ["prev", true],
    ["replay", true],
    ["qualityChange", true],
    ["play", false],
    ["seek", false],
    ["", false],
  ])("%s → %s", (action, expected) => {
    expect(resetsRetry(action)).toBe(expected);
  });
});
