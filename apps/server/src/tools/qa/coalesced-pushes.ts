/**
 * Pushes that may be merged (decision 0029): the first `schedule` of a key starts a timer of
 * `delayMs`; later calls for that key before it fires join it, and `send` then reads the latest
 * state itself. So a burst of up-votes on one question costs the room at most one push per
 * `delayMs`, carrying the final count. Timers do not keep the process alive; `close` drops them.
 */
export class CoalescedPushes {
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly delayMs: number) {}

  schedule(key: string, send: () => Promise<void>): void {
    if (this.pending.has(key)) return;
    const timer = setTimeout(() => {
      this.pending.delete(key);
      send().catch(() => undefined);
    }, this.delayMs);
    timer.unref();
    this.pending.set(key, timer);
  }

  close(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
