/** Why a ballot is refused. */
export type BallotProblem = "empty" | "tooMany" | "duplicate" | "unknownOption";

/** What a ballot is checked against: the vote's options and whether several may be chosen. */
export interface BallotRules {
  readonly multiple: boolean;
  readonly optionIds: readonly string[];
}

/**
 * Whether `chosen` is a valid ballot of the vote (decision 0027): a single-choice vote takes exactly
 * one option; a multiple-choice vote 1 to n distinct options; every option must belong to the vote.
 * Answers the first problem found, or null for a valid ballot.
 */
export function ballotProblem(rules: BallotRules, chosen: readonly string[]): BallotProblem | null {
  if (chosen.length === 0) return "empty";
  if (new Set(chosen).size !== chosen.length) return "duplicate";
  if (chosen.some((optionId) => !rules.optionIds.includes(optionId))) return "unknownOption";
  if (!rules.multiple && chosen.length > 1) return "tooMany";
  return null;
}
