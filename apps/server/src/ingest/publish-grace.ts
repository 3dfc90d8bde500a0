/** How long a stopped push may take to come back before its room stops being live: an encoder's reconnect. */
export const RECONNECT_GRACE_MS = 10_000;

/**
 * Keeps a room's live state from flapping when an encoder drops and reconnects: a push that ends
 * stops its stream only after {@link RECONNECT_GRACE_MS} without a new push to the same stream; a push
 * that comes back in time finds its stream still live and nothing is said to viewers. Per process:
 * the media engine's callbacks for a stream all reach the process that runs that engine.
 */
export class PublishGrace {
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly graceMs: number = RECONNECT_GRACE_MS) {}

  /** A push to `streamId` began: true when it resumes one still within its grace (nothing to announce). */
  started(streamId: string): boolean {
    const timer = this.pending.get(streamId);
    if (timer === undefined) return false;
    clearTimeout(timer);
    this.pending.delete(streamId);
    return true;
  }

  /** A push to `streamId` ended: `stop` runs after the grace unless a push to it begins first. */
  ended(streamId: string, stop: () => void): void {
    clearTimeout(this.pending.get(streamId));
    this.pending.set(
      streamId,
      setTimeout(() => {
        this.pending.delete(streamId);
        stop();
      }, this.graceMs),
    );
  }

  /** Streams whose stop is pending. */
  waiting(): readonly string[] {
    return [...this.pending.keys()];
  }

  /**
   * Forgets every pending stop without running it: the server is closing, and its next start stops
   * whatever the ingest left living.
   */
  cancelAll(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
