/** A source of whole numbers in [0, max): the server passes `crypto.randomInt`, tests a script. */
export type RandomIndex = (max: number) => number;

/** The winners of a draw and the picks that chose them (stored for audit). */
export interface DrawOutcome {
  readonly winners: readonly string[];
  /** Each pick an index into the eligible list with the earlier winners taken out. */
  readonly picks: readonly number[];
}

/**
 * Picks up to `count` different winners from `eligible` (fewer when fewer are eligible): each pick
 * is `random(remaining)` over the viewers not picked yet, in list order. Replaying `picks` over the
 * stored eligible list gives the same winners (see {@link replayPicks}).
 */
export function pickWinners(eligible: readonly string[], count: number, random: RandomIndex): DrawOutcome {
  const remaining = [...eligible];
  const winners: string[] = [];
  const picks: number[] = [];
  while (winners.length < count && remaining.length > 0) {
    const pick = random(remaining.length);
    if (!Number.isInteger(pick) || pick < 0 || pick >= remaining.length)
      throw new RangeError(`pick ${pick} outside [0, ${remaining.length})`);
    picks.push(pick);
    winners.push(...remaining.splice(pick, 1));
  }
  return { winners, picks };
}

/** The winners stored `picks` name in `eligible` (an audit re-runs the draw with it); null when a pick is out of range. */
export function replayPicks(eligible: readonly string[], picks: readonly number[]): string[] | null {
  const remaining = [...eligible];
  const winners: string[] = [];
  for (const pick of picks) {
    if (!Number.isInteger(pick) || pick < 0 || pick >= remaining.length) return null;
    winners.push(...remaining.splice(pick, 1));
  }
  return winners;
}
