import { TokenBucket } from "./token-bucket";

/** Viewers whose buckets are remembered at most; full (idle) buckets are forgotten first. */
const MAX_VIEWERS = 100_000;

/**
 * How many likes each viewer may add (issue 11 item 13): a token bucket per audience, `perSecond`
 * on average and `burst` at once, in memory per process. The client coalesces taps into at most
 * one fabulous call of ≤ 100 likes a second (application `Likes`), so normal use never reaches the
 * default 100/s with a burst of 300; a flood of calls adds no more than the rate allows — the rest
 * is dropped. Idle viewers' buckets are forgotten, so the map stays bounded.
 */
export class LikeRate {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
    private readonly maxViewers = MAX_VIEWERS,
  ) {}

  /** Of `wanted` likes from `audienceId` now, how many count (0 … wanted). */
  grant(audienceId: string, wanted: number): number {
    const now = this.now();
    let bucket = this.buckets.get(audienceId);
    if (!bucket) {
      if (this.buckets.size >= this.maxViewers) this.forget(now);
      bucket = new TokenBucket(this.perSecond, this.burst, now);
      this.buckets.set(audienceId, bucket);
    }
    return bucket.take(wanted, now);
  }

  /** Viewers remembered now. */
  get size(): number {
    return this.buckets.size;
  }

  /** Drops full buckets (they behave like new ones); if none was full, the oldest entry. */
  private forget(now: number): void {
    for (const [id, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(id);
    if (this.buckets.size >= this.maxViewers) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
  }
}
