/**
 * Live latency catch-up (issue 5 "Live latency", ours): on HLS and FLV live, a viewer who drifted
 * behind the target latency plays slightly faster (up to 1.1×) until back, but never faster
 * than the buffer ahead allows; far behind, a "go live" button offers a jump to the live edge.
 */

/** Tuning of the catch-up (ours; not in §9). */
export interface LiveCatchUpConfig {
  /** Fastest catch-up rate. */
  readonly maxRate: number;
  /** Extra rate per second of drift (or of spare buffer), before the cap. */
  readonly gainPerSecond: number;
  /** Drift (s) beyond the target that is left alone. */
  readonly toleranceSeconds: number;
  /** Buffer (s) kept ahead at all times: with less, no catch-up. */
  readonly minBufferSeconds: number;
  /** Show "go live" when the latency exceeds this many times the target. */
  readonly goLiveFactor: number;
}

export const LIVE_CATCH_UP_DEFAULTS: LiveCatchUpConfig = {
  maxRate: 1.1,
  gainPerSecond: 0.05,
  toleranceSeconds: 0.5,
  minBufferSeconds: 1,
  goLiveFactor: 3,
};

/** Where playback stands, in seconds. */
export interface LiveLatency {
  /** How far behind the live edge the play position is. */
  readonly latencySeconds: number;
  /** The latency the engine aims for. */
  readonly targetLatencySeconds: number;
  /** Media buffered ahead of the play position. */
  readonly bufferSeconds: number;
}

/** The playback rate to use and whether to offer the "go live" button. */
export interface LiveCatchUp {
  readonly rate: number;
  readonly showGoLive: boolean;
}

/**
 * The catch-up for the current latency: rate 1 within the tolerance of the target or with less
 * than the minimum buffer; otherwise 1 + gain × the smaller of the drift and the spare buffer
 * (buffer beyond the minimum), capped at `maxRate` and rounded to 0.01. "Go live" shows when the
 * latency is more than `goLiveFactor` × the target. Nonsense inputs → rate 1, no button.
 */
export function liveCatchUp(latency: LiveLatency, config: LiveCatchUpConfig = LIVE_CATCH_UP_DEFAULTS): LiveCatchUp {
  const { latencySeconds, targetLatencySeconds, bufferSeconds } = latency;
  if (![latencySeconds, targetLatencySeconds, bufferSeconds].every(Number.isFinite) || targetLatencySeconds < 0) {
    return { rate: 1, showGoLive: false };
  }
  const showGoLive = targetLatencySeconds > 0 && latencySeconds > config.goLiveFactor * targetLatencySeconds;
  const drift = latencySeconds - targetLatencySeconds;
  const spareBuffer = bufferSeconds - config.minBufferSeconds;
  if (drift <= config.toleranceSeconds || spareBuffer <= 0) return { rate: 1, showGoLive };
  const boost = Math.min(config.maxRate - 1, config.gainPerSecond * Math.min(drift, spareBuffer));
  return { rate: Math.round((1 + Math.max(0, boost)) * 100) / 100, showGoLive };
}
