import type { Clock, TimerHandle } from "@livehall/application";

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
