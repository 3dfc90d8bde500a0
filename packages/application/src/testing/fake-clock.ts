import type { Clock, TimerHandle } from "../platform/ports";

interface ScheduledCallback {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/**
 * A Clock whose time only moves when a test (or a story) calls {@link FakeClock.advance}.
 * Callbacks due within the advanced span run in time order.
 */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private scheduled: ScheduledCallback[] = [];

  constructor(startAt = Date.UTC(2024, 0, 1)) {
    this.current = startAt;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.scheduled.push({ id, at: this.current + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled = this.scheduled.filter((entry) => entry.id !== handle);
  }

  /** Callbacks not run yet. */
  get pending(): number {
    return this.scheduled.length;
  }

  /** Moves time forward by `ms`, running every callback that falls due on the way. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.scheduled.filter((entry) => entry.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.scheduled = this.scheduled.filter((entry) => entry.id !== due.id);
      this.current = due.at;
      due.callback();
    }
    this.current = target;
  }
}
