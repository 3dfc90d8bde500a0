import {
  DETECTOR_TIMEOUT_MS,
  STREAM_PROBE_GAP_MS,
  STREAM_PROBE_SLOW_AFTER,
  STREAM_PROBE_SLOW_GAP_MS,
  STREAM_PROBE_STOP_AFTER,
} from "../constants";

/**
 * The stream detector (§4 detection, §8, §9): before a common-delay room plays, a detector polls
 * the stream address until it answers with data. Checks are 2000 ms apart, 10000 ms apart after
 * the 15th, and stop after the 18th. Pure: the caller owns the timer and the request.
 */

/**
 * How long (ms) to wait before the next check when `checksDone` checks have run (0 before the
 * first): 2000 ms up to the 15th check, then 10000 ms; null after the 18th (stop detecting).
 * A negative or fractional count is read as the whole checks done (at least 0).
 */
export function detectorDelay(checksDone: number): number | null {
  const done = Number.isFinite(checksDone) ? Math.max(0, Math.floor(checksDone)) : STREAM_PROBE_STOP_AFTER;
  if (done >= STREAM_PROBE_STOP_AFTER) return null;
  return done < STREAM_PROBE_SLOW_AFTER ? STREAM_PROBE_GAP_MS : STREAM_PROBE_SLOW_GAP_MS;
}

/** Why a check failed (§8): no answer within 3000 ms, a status that is not 2xx, or no data. */
export const DETECTOR_FAILURE = {
  TIMEOUT: "timeout",
  BAD_STATUS: "badStatus",
  EMPTY_DATA: "emptyData",
} as const;
export type DetectorFailure = (typeof DETECTOR_FAILURE)[keyof typeof DETECTOR_FAILURE];

/** What one check saw. */
export interface DetectorResponse {
  /** How long the request took (ms), or took until it was given up. */
  readonly elapsedMs: number;
  /** The HTTP status; absent when no response arrived. */
  readonly status?: number;
  /** How many bytes of data arrived. */
  readonly bytes?: number;
}

/** A check found the stream, or failed for a reason (with the status of a bad-status failure). */
export type DetectorOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly failure: typeof DETECTOR_FAILURE.TIMEOUT | typeof DETECTOR_FAILURE.EMPTY_DATA }
  | { readonly ok: false; readonly failure: typeof DETECTOR_FAILURE.BAD_STATUS; readonly status: number };

/**
 * Reads one check: no status or 3000 ms or more elapsed → timeout; a status outside 200–299 →
 * bad status; no bytes → empty data; else the stream is there.
 */
export function detectorOutcome(response: DetectorResponse): DetectorOutcome {
  const { elapsedMs, status, bytes } = response;
  if (status === undefined || !(elapsedMs < DETECTOR_TIMEOUT_MS)) return { ok: false, failure: DETECTOR_FAILURE.TIMEOUT };
  if (status < 200 || status > 299) return { ok: false, failure: DETECTOR_FAILURE.BAD_STATUS, status };
  if (!(bytes !== undefined && bytes > 0)) return { ok: false, failure: DETECTOR_FAILURE.EMPTY_DATA };
  return { ok: true };
}

/** §4: a 403 while verifying the stream means the signed address expired; re-request it. */
export function detectorNeedsNewAddress(outcome: DetectorOutcome): boolean {
  return !outcome.ok && outcome.failure === DETECTOR_FAILURE.BAD_STATUS && outcome.status === 403;
}
