import { TRIAL_SECONDS_PER_MINUTE } from "../constants";
import { isValidEventNumber } from "../event/event-number";

/**
 * The anonymous trial length in seconds from the event's tryDuration in minutes (§3: × 60).
 * Negative, NaN or infinite input gives 0 (no trial time).
 */
export function tryDurationSeconds(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? minutes * TRIAL_SECONDS_PER_MINUTE : 0;
}

const usableSeconds = (value: number): number => (value > 0 ? value : 0);

/**
 * Whole seconds of trial left (§6: "tryDuration minus stored watched time"), rounded down and
 * never below 0. A negative or NaN value on either side counts as 0.
 */
export function trialRemainingSeconds(trialSeconds: number, watchedSeconds: number): number {
  return Math.max(0, Math.floor(usableSeconds(trialSeconds) - usableSeconds(watchedSeconds)));
}

/** Watched trial seconds per event number, as stored under 'livehall:trialWatched'. */
export type WatchedTimes = Readonly<Record<string, number>>;

/**
 * Reads the stored watched-time map. Never throws: missing or corrupt JSON, or a value that is
 * not an object, gives {}; entries with an invalid event number or a value that is not a finite
 * number ≥ 0 are dropped one by one.
 */
export function parseWatchedTimes(raw: string | null): WatchedTimes {
  if (raw === null || raw === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, number] =>
        isValidEventNumber(entry[0]) && typeof entry[1] === "number" && Number.isFinite(entry[1]) && entry[1] >= 0,
    ),
  );
}

/** The map with one event's watched seconds set (a new object; invalid input leaves it as is). */
export function putWatchedSeconds(times: WatchedTimes, eventNumber: string, seconds: number): WatchedTimes {
  if (!isValidEventNumber(eventNumber) || !Number.isFinite(seconds) || seconds < 0) return times;
  return { ...times, [eventNumber]: seconds };
}
