import { PLAYER_DEFAULTS } from "../player-constants";

/**
 * Live playback after a pause (§4 Player): resuming a live stream that was paused for longer than
 * the reload-after-pause time restarts it at the live edge instead of playing stale buffered
 * data; and which streams count as live (time-shift streams near their end do).
 */

/** What the player knows when play is asked for. */
export interface ResumeContext {
  /** Whether the reload-after-pause option is on. */
  readonly reloadAfterPause: boolean;
  /** Whether the current item is a live stream (see {@link isTimeShiftLive} for time-shift ones). */
  readonly live: boolean;
  /** When the player was paused (ms, caller's clock); null when it is not paused. */
  readonly pausedAtMs: number | null;
  readonly nowMs: number;
  /** Paused longer than this restarts the stream; §9 default 3000 ms. */
  readonly thresholdMs?: number;
}

/**
 * Whether play should restart (reload) the stream rather than resume it: reload-after-pause on,
 * a live item, paused, and paused for longer than the threshold.
 */
export function shouldReloadAfterPause(context: ResumeContext): boolean {
  const { reloadAfterPause, live, pausedAtMs, nowMs } = context;
  const threshold = context.thresholdMs ?? PLAYER_DEFAULTS.reloadAfterPauseMs;
  if (!reloadAfterPause || !live || pausedAtMs === null) return false;
  return nowMs - pausedAtMs > threshold;
}

/**
 * Whether a stream counts as live: an endless one (duration Infinity) always; a time-shift one
 * (finite, growing duration) while the play position is within `thresholdSeconds` of its end
 * (§9: 30 s). Unknown (NaN, zero or negative) durations and positions are not live.
 */
export function isTimeShiftLive(
  durationSeconds: number,
  currentTimeSeconds: number,
  thresholdSeconds: number = PLAYER_DEFAULTS.timeShiftLiveThresholdSeconds,
): boolean {
  if (durationSeconds === Number.POSITIVE_INFINITY) return true;
  if (!(durationSeconds > 0) || !Number.isFinite(durationSeconds) || !Number.isFinite(currentTimeSeconds)) return false;
  return durationSeconds - currentTimeSeconds <= thresholdSeconds;
}

/**
 * The time-shift live threshold (s) from the recent gaps between segments (ours, reading §9
 * "30 s with fewer than 3 samples"): with fewer than 3 usable samples, 30 s; otherwise three
 * times the mean of the last 3 gaps — being within three segments of the end counts as live.
 */
export function timeShiftThresholdSeconds(recentSegmentGapsSeconds: readonly number[]): number {
  const samples = recentSegmentGapsSeconds.filter((gap) => Number.isFinite(gap) && gap > 0).slice(-PLAYER_DEFAULTS.timeShiftMinSamples);
  if (samples.length < PLAYER_DEFAULTS.timeShiftMinSamples) return PLAYER_DEFAULTS.timeShiftLiveThresholdSeconds;
  const mean = samples.reduce((sum, gap) => sum + gap, 0) / samples.length;
  return PLAYER_DEFAULTS.timeShiftMinSamples * mean;
}
