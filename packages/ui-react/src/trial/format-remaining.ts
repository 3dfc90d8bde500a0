const pad = (value: number) => String(value).padStart(2, "0");

/** Seconds left of a trial as a clock: "mm:ss", or "h:mm:ss" from an hour up; never negative. */
export function formatRemaining(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Whole minutes to announce for the seconds left (rounded up: 61 s is "2 minutes"). */
export function minutesToAnnounce(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}
