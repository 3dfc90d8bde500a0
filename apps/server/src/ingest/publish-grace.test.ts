import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PublishGrace } from "./publish-grace";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PublishGrace", () => {
  // [what happens, steps (ms after the push ended), stops seen, resumed]
  const cases: readonly [string, readonly ("start" | number)[], number, boolean][] = [
    ["a push that never comes back stops its stream once the grace is over", [9_999, 1], 1, false],
    ["a reconnect within the grace keeps the stream live and is a resume", [9_000, "start", 5_000], 0, true],
    ["a reconnect after the grace is a new start", [10_000, "start"], 1, false],
  ];
  it.each(cases)("%s", (_what, steps, stops, resumed) => {
    const grace = new PublishGrace(10_000);
    const stop = vi.fn();
    grace.ended("s1", stop);
    let sawResume = false;
    for (const step of steps) {
      if (step === "start") sawResume = grace.started("s1");
      else vi.advanceTimersByTime(step);
    }
    expect(stop).toHaveBeenCalledTimes(stops);
    expect(sawResume).toBe(resumed);
  });

  it("keeps each stream's grace apart, and a second end restarts the wait", () => {
    const grace = new PublishGrace(10_000);
    const stopA = vi.fn();
    const stopB = vi.fn();
    grace.ended("a", stopA);
    vi.advanceTimersByTime(6_000);
    grace.ended("b", stopB);
    grace.ended("a", stopA);
    vi.advanceTimersByTime(6_000);
    expect(stopA).not.toHaveBeenCalled();
    expect([...grace.waiting()].sort()).toEqual(["a", "b"]);
    vi.advanceTimersByTime(4_000);
    expect(stopA).toHaveBeenCalledTimes(1);
    expect(stopB).toHaveBeenCalledTimes(1);
  });

  it("forgets the pending stops when the server closes (its next start stops what was left living)", () => {
    const grace = new PublishGrace(10_000);
    const stop = vi.fn();
    grace.ended("s1", stop);
    grace.cancelAll();
    vi.advanceTimersByTime(20_000);
    expect(stop).not.toHaveBeenCalled();
    expect(grace.started("s1")).toBe(false);
  });
});
