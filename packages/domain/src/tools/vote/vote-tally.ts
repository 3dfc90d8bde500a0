/** One option's share of a vote: how many chose it and its whole-number percentage. */
export interface OptionTally {
  readonly optionId: string;
  readonly count: number;
  readonly percent: number;
}

/** A vote's results: ballots cast, choices made (equal to ballots for single choice) and each option's share. */
export interface VoteTally {
  readonly ballots: number;
  readonly choices: number;
  readonly options: readonly OptionTally[];
}

/**
 * Whole-number percentages of `counts` that sum to exactly 100 (largest-remainder rounding): each
 * share is rounded down, then the points still missing go one each to the largest remainders; equal
 * remainders go to the option listed first. With no counts at all every percentage is 0.
 */
export function largestRemainderPercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const floors = counts.map((count) => Math.floor((count * 100) / total));
  const remainders = counts.map((count, index) => ({ index, remainder: (count * 100) % total }));
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  // Stable sort: equal remainders keep the options' order.
  for (const { index } of [...remainders].sort((a, b) => b.remainder - a.remainder)) {
    if (missing === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing--;
  }
  return floors;
}

/**
 * The tally of a vote (decision 0027): each option's count and its share of all choices made. For
 * a single-choice vote choices equal ballots; for a multiple-choice vote the percentages are per
 * choice (a ballot choosing two options counts in both), so they still sum to 100, and `ballots`
 * says how many viewers voted. Options absent from `counts` have 0; counts of unknown options are ignored.
 */
export function tallyVote(optionIds: readonly string[], ballots: number, counts: ReadonlyMap<string, number>): VoteTally {
  const values = optionIds.map((optionId) => Math.max(0, counts.get(optionId) ?? 0));
  const percents = largestRemainderPercents(values);
  return {
    ballots,
    choices: values.reduce((sum, count) => sum + count, 0),
    options: optionIds.map((optionId, index) => ({ optionId, count: values[index] ?? 0, percent: percents[index] ?? 0 })),
  };
}
