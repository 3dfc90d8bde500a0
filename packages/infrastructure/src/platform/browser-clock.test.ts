import { afterEach, describe, expect, it, vi } from "vitest";
import { BrowserClock } from "./browser-clock";

afterEach(() => {
  vi.useRealTimers();
});

describe("BrowserClock", () => {
  it("tells the real time and runs callbacks through the global timers", () => {
    vi.useFakeTimers({ now: 1_234_000 });
    const clock = new BrowserClock();
    const ran: number[] = [];
    clock.setTimeout(() => ran.push(clock.now()), 1500);
    const cancelled = clock.setTimeout(() => ran.push(-1), 1000);
    clock.clearTimeout(cancelled);
    expect(clock.now()).toBe(1_234_000);
    vi.advanceTimersByTime(1500);
    expect(ran).toEqual([1_235_500]);
  });
});
