import { LIVE_STATUS } from "../enums/live";
import { startCountdown } from "../landing/start-countdown";

/** What the watch page shows before the live start (the watch decorate's liveCountDownRemain). */
export type LiveCountdown =
  | { readonly kind: "hidden" }
  | { readonly kind: "pending"; readonly days: number; readonly hours: number; readonly minutes: number; readonly seconds: number }
  | { readonly kind: "starting" };

export interface LiveCountdownInput {
  /** The event's start, epoch ms; null when it has none. */
  readonly startTime: number | null;
  readonly now: number;
  /** liveCountDownRemain: how many seconds before the start the countdown shows (0 = never). */
  readonly remainSeconds: number;
  /** §3 live status of the room (1 not begun, 2 living); null before the room said. */
  readonly liveStatus: number | null;
}

const HIDDEN: LiveCountdown = { kind: "hidden" };

/**
 * The watch page's countdown to the live start (decision 0046): shown only while the room is not
 * living and the start is at most `remainSeconds` away — the time left, ticking; once the start
 * has passed and the stream has not begun, "about to start" until it does. Hidden when the organiser
 * set no window (0), the event has no start time, or the room is living.
 */
export function liveCountdown({ startTime, now, remainSeconds, liveStatus }: LiveCountdownInput): LiveCountdown {
  if (remainSeconds <= 0 || startTime === null || liveStatus === LIVE_STATUS.LIVING) return HIDDEN;
  const left = startCountdown(startTime, now);
  if (left.kind !== "pending") return { kind: "starting" };
  const seconds = ((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds;
  return seconds > remainSeconds ? HIDDEN : left;
}
