import { TRIAL_SECONDS_PER_MINUTE } from "../constants";

/**
 * The anonymous trial length in seconds from the event's tryDuration in minutes (§3: × 60).
 * Negative, NaN or infinite input gives 0 (no trial time). A file of its own: every page maps the
 * event with it, the landing page too, which counts no trial (decision 0050: its code stays small).
 */
export function tryDurationSeconds(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? minutes * TRIAL_SECONDS_PER_MINUTE : 0;
}
