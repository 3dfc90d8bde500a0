import { CHAT_RATE_COUNT, CHAT_RATE_WINDOW_MS } from "@livehall/wire";

/** Senders remembered before stale ones are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * At most `count` chat messages per viewer within a sliding `windowMs` (CHAT_RATE_COUNT per
 * CHAT_RATE_WINDOW_MS), counted in memory by this process: with several processes a viewer's
 * requests are limited per process they reach.
 */
export class ChatRateLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly count = CHAT_RATE_COUNT,
    private readonly windowMs = CHAT_RATE_WINDOW_MS,
  ) {}

  /** Counts one message of `viewer` and answers true, or answers false (nothing counted) when over the limit. */
  take(viewer: string): boolean {
    const now = this.now();
    const recent = (this.sent.get(viewer) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.count) {
      this.sent.set(viewer, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(viewer, recent);
    if (this.sent.size > SWEEP_ABOVE) this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    for (const [viewer, times] of this.sent) {
      if (times.every((at) => at <= now - this.windowMs)) this.sent.delete(viewer);
    }
  }
}
