import type { Clock, TimerHandle } from "@livehall/application";

/** A milliseconds clock for measuring intervals: `performance.now` (the default of engines and probes). */
export const monotonicNow = (): number => performance.now();

/** The real clock: `Date.now` and the global timers (browser or Node). */
export class BrowserClock implements Clock {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]);
  }
}
