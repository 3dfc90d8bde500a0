/**
 * A token bucket: `burst` tokens at most, refilled at `perSecond`. Used for the per-connection
 * packet rate and the per-viewer like rate (issue 11 item 13). Pure arithmetic on the clock
 * passed in, so a table test can check any instant.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes up to `wanted` whole tokens at `now`; answers how many were granted (0 … wanted). */
  take(wanted: number, now: number): number {
    this.refill(now);
    const granted = Math.max(0, Math.min(wanted, Math.floor(this.tokens)));
    this.tokens -= granted;
    return granted;
  }

  /** Whether the bucket is full at `now` (nothing was taken for a while): it may be forgotten. */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.at);
    this.at = Math.max(this.at, now);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.perSecond) / 1000);
  }
}
