/** What a tool's countdown shows: whole minutes and seconds left, rounded up (0:01 until it is over). */
export interface Countdown {
  readonly minutes: number;
  readonly seconds: number;
  /** "m:ss", e.g. "1:05"; "0:00" when over. */
  readonly text: string;
  readonly over: boolean;
}

/**
 * The countdown of a timed tool (check-in window, award quiz) `remainingMs` before its end, as the
 * page shows it: seconds rounded up, so "0:00" appears exactly when the window closes.
 */
export function countdown(remainingMs: number): Countdown {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return { minutes, seconds, text: `${minutes}:${String(seconds).padStart(2, "0")}`, over: total === 0 };
}

/** Whether a window that ends at `endsAt` (or was ended, `endedAt` not null) still takes part at `now`. */
export function windowOpen(endsAt: number, endedAt: number | null, now: number): boolean {
  return endedAt === null && now < endsAt;
}
