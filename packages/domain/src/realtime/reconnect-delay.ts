/** How much later than the base delay a reconnect may go: up to half the base again. */
export const RECONNECT_JITTER = 0.5;

/**
 * The wait before a websocket reconnect (§9: 15 s apart) with jitter, so the viewers a server
 * restart dropped all at once do not come back in lock-step (issue 11 item 14): the base delay
 * plus up to {@link RECONNECT_JITTER} of it, spread by `random` (a number in [0, 1), e.g.
 * Math.random; values outside are clamped). Never shorter than the base, so §9's spacing holds.
 */
export function reconnectDelayMs(baseMs: number, random: number): number {
  const spread = Math.min(Math.max(Number.isFinite(random) ? random : 0, 0), 1);
  return Math.round(baseMs * (1 + RECONNECT_JITTER * spread));
}
