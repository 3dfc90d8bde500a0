import { BARRAGE_REGION } from "../enums/live";

/**
 * Barrage (danmaku) layout: chat messages fly over the player right to left in horizontal lanes,
 * all at the same speed (so one never catches up with the one ahead in its lane). The lanes fill
 * the top part of the player the §3 barrage region allows. A message takes the first lane whose
 * previous message has fully entered the player (plus a gap); when every lane is still busy it is
 * dropped, so a burst of messages never piles up.
 *
 * The lane state is a plain array, one number per lane: the time (ms, any clock) from which that
 * lane takes a new message. The UI keeps it between messages and renders each placement.
 */
export type BarrageLanes = readonly number[];

/** No message placed yet: every lane is free. */
export const EMPTY_BARRAGE_LANES: BarrageLanes = [];

/** Default space (px) between a message's tail and the next message in its lane. */
export const BARRAGE_GAP_PX = 24;

/** Into how many parts the player's height is divided, by §3 barrage region (the barrage takes the top one). */
const REGION_DIVISOR: Readonly<Record<number, number>> = {
  [BARRAGE_REGION.ALL]: 1,
  [BARRAGE_REGION.HALF]: 2,
  [BARRAGE_REGION.ONE_THIRD]: 3,
};

/**
 * How many lanes fit: the player's `areaHeight` (px) limited by the §3 barrage `region` (1 all,
 * 2 the top half, 3 the top third; anything else is treated as all), divided by the `lineHeight`
 * of one message, rounded down. 0 when nothing fits or the sizes are not positive numbers.
 */
export function barrageLaneCount(region: number, areaHeight: number, lineHeight: number): number {
  if (!(areaHeight > 0) || !(lineHeight > 0) || !Number.isFinite(areaHeight) || !Number.isFinite(lineHeight)) return 0;
  const usable = areaHeight / (REGION_DIVISOR[region] ?? 1);
  return Math.floor(usable / lineHeight);
}

/** One message about to enter. */
export interface BarrageEntry {
  /** Now, on the clock the lane state uses (ms). */
  readonly now: number;
  /** The message's rendered width (px). */
  readonly width: number;
  /** How fast every message moves (px per ms). */
  readonly speed: number;
  /** Lanes available now ({@link barrageLaneCount}); a lane state from a taller player is cut. */
  readonly laneCount: number;
  /** Space (px) to keep before the next message in the lane; {@link BARRAGE_GAP_PX} by default. */
  readonly gap?: number;
}

/** Where a message goes: its lane (0 is the top one) and the lane state after it. */
export interface BarragePlacement {
  readonly lane: number;
  readonly lanes: BarrageLanes;
}

/**
 * Places a message in the first lane (from the top) whose last message has cleared the entry
 * edge by the gap, and returns the new lane state; null when no lane is free (drop the message),
 * when there are no lanes, or when the width or speed make no sense. Pure: `lanes` is not changed.
 */
export function assignBarrageLane(lanes: BarrageLanes, entry: BarrageEntry): BarragePlacement | null {
  const { now, width, speed, laneCount } = entry;
  const gap = entry.gap ?? BARRAGE_GAP_PX;
  if (!(speed > 0) || !(width >= 0) || !(gap >= 0) || !Number.isFinite(now) || !Number.isFinite(width + gap)) return null;
  const count = Math.max(0, Math.floor(laneCount));
  for (let lane = 0; lane < count; lane++) {
    const freeFrom = lanes[lane] ?? Number.NEGATIVE_INFINITY;
    if (freeFrom > now) continue;
    const next = Array.from({ length: count }, (_, index) => lanes[index] ?? Number.NEGATIVE_INFINITY);
    next[lane] = now + (width + gap) / speed;
    return { lane, lanes: next };
  }
  return null;
}

/** How long (ms) a message of `width` takes to cross a player `areaWidth` wide at `speed` (px per ms): its animation's duration. */
export function barrageCrossingMs(areaWidth: number, width: number, speed: number): number {
  return speed > 0 ? (Math.max(0, areaWidth) + Math.max(0, width)) / speed : 0;
}
