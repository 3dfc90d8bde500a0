import { ACCESS_TYPE } from "../enums/access";
import { isValidEventNumber } from "../event/event-number";

// The trial's length from the event's settings is in trial-length.ts: the landing page maps the
// event with it, and none of the watch page's rules here need to be in the landing page's code.

const usableSeconds = (value: number): number => (value > 0 ? value : 0);

/**
 * Whole seconds of trial left (§6: "tryDuration minus stored watched time"), rounded down and
 * never below 0. A negative or NaN value on either side counts as 0.
 */
export function trialRemainingSeconds(trialSeconds: number, watchedSeconds: number): number {
  return Math.max(0, Math.floor(usableSeconds(trialSeconds) - usableSeconds(watchedSeconds)));
}

/**
 * Whole seconds until the server's trial end `endsAtMs`, both on the server's clock (`serverNowMs`
 * is the local clock plus the server clock's lead): rounded up, so it reaches 0 at the moment the
 * server's trial ends and not a second before; never below 0.
 */
export function secondsUntilTrialEnd(endsAtMs: number, serverNowMs: number): number {
  const left = (endsAtMs - serverNowMs) / 1000;
  return Number.isNaN(left) ? 0 : Math.max(0, Math.ceil(left));
}

/**
 * The seconds a trial has left: the sooner of the watched time stored on this device
 * ({@link trialRemainingSeconds}) and the server's end (`endsAtMs`, null before the server's trial
 * clock started), the way the server itself takes the further of reports and its clock.
 */
export function trialSecondsLeft(trialSeconds: number, watchedSeconds: number, endsAtMs: number | null, serverNowMs: number): number {
  const local = trialRemainingSeconds(trialSeconds, watchedSeconds);
  return endsAtMs === null ? local : Math.min(local, secondsUntilTrialEnd(endsAtMs, serverNowMs));
}

/**
 * The gate a viewer whose trial is used up goes through to keep watching (§4 "the gate of this
 * event"): the code login for an event open to all, the password form of a password event, and for
 * the other access types the event's own way in (white-list form, sign-up, external address).
 */
export type TrialGate = "login" | "password" | "access";

export function trialGateOf(accessType: number): TrialGate {
  if (accessType === ACCESS_TYPE.UNLIMITED) return "login";
  return accessType === ACCESS_TYPE.PASSWORD ? "password" : "access";
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
