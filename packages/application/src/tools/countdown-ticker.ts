import type { Clock, TimerHandle } from "../platform/ports";

/**
 * Ticks once a second (on the second boundary of the time left) until `endsAt` (local epoch ms)
 * on the app's Clock, telling `tick` the time left; the last tick says 0. `stop` ends it.
 */
export class CountdownTicker {
  private timer: TimerHandle | null = null;

  constructor(private readonly clock: Clock) {}

  start(endsAt: number, tick: (remainingMs: number) => void): void {
    this.stop();
    const step = (): void => {
      const remaining = Math.max(0, endsAt - this.clock.now());
      tick(remaining);
      if (remaining <= 0) {
        this.timer = null;
        return;
      }
      const untilNextSecond = remaining % 1000 || 1000;
      this.timer = this.clock.setTimeout(step, untilNextSecond);
    };
    step();
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
