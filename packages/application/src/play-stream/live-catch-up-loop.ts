import { liveCatchUp, type LiveCatchUp } from "@livehall/domain";
import type { Clock, TimerHandle } from "../platform/ports";
import type { PlaybackSession } from "../playback/ports";

/** How often a live session's latency is read (ours). */
export const LIVE_CATCH_UP_TICK_MS = 1_000;

/** The latency a live session aims for when the request names none (ours: about three 2 s segments). */
export const DEFAULT_TARGET_LATENCY_SECONDS = 6;

/**
 * Keeps a live session near its target latency (issue 5 "Live latency"): every second while
 * `active()` says it plays, reads the session's latency, sets the catch-up rate the domain
 * computes when it changed, and reports it (the "go live" button follows `showGoLive`).
 * Sessions without liveLatency are left alone.
 */
export class LiveCatchUpLoop {
  private timer: TimerHandle | null = null;
  private appliedRate = 1;

  constructor(private readonly clock: Clock) {}

  start(
    session: PlaybackSession,
    targetLatencySeconds: number,
    active: () => boolean,
    report: (catchUp: LiveCatchUp, latencySeconds: number) => void,
  ): void {
    this.stop();
    if (!session.liveLatency) return;
    const tick = (): void => {
      this.timer = this.clock.setTimeout(tick, LIVE_CATCH_UP_TICK_MS);
      const sample = active() ? session.liveLatency?.() : null;
      if (!sample) return;
      const catchUp = liveCatchUp({ ...sample, targetLatencySeconds });
      if (catchUp.rate !== this.appliedRate) {
        this.appliedRate = catchUp.rate;
        session.setRate?.(catchUp.rate);
      }
      report(catchUp, sample.latencySeconds);
    };
    this.timer = this.clock.setTimeout(tick, LIVE_CATCH_UP_TICK_MS);
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.appliedRate = 1;
  }
}
