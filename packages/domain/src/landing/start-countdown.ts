/** What the landing countdown shows: the time left until the start, or that it has started. */
export type StartCountdown =
  | { readonly kind: "pending"; readonly days: number; readonly hours: number; readonly minutes: number; readonly seconds: number }
  | { readonly kind: "started" }
  | { readonly kind: "unknown" };

/**
 * The countdown to `startTime` (epoch ms) at `now`: whole days, hours, minutes and seconds left
 * (seconds rounded up, so the last second reads 1 and the start reads "started"); "started" from
 * the start on; "unknown" when the event has no start time.
 */
export function startCountdown(startTime: number | null, now: number): StartCountdown {
  if (startTime === null) return { kind: "unknown" };
  const left = Math.ceil((startTime - now) / 1000);
  if (left <= 0) return { kind: "started" };
  return {
    kind: "pending",
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
