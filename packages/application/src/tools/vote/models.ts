import type { VoteResultsAudience } from "@livehall/domain";

/** An option of a vote. */
export interface VoteOption {
  readonly optionId: string;
  readonly text: string;
}

/** One option's count and whole-number percent of all choices. */
export interface VoteOptionResult {
  readonly optionId: string;
  readonly count: number;
  readonly percent: number;
}

/** A vote's results as the server counted them at `at` (server time, epoch ms). */
export interface VoteResults {
  readonly ballots: number;
  readonly choices: number;
  readonly options: readonly VoteOptionResult[];
  /** Of `ballots`, those of anonymous viewers (capped per client address by the server). */
  readonly anonymousBallots: number;
  readonly at: number;
}

/** A vote as everyone sees it (times are server epoch ms). */
export interface VoteData {
  readonly voteId: string;
  readonly title: string;
  readonly multiple: boolean;
  readonly options: readonly VoteOption[];
  readonly resultsFor: VoteResultsAudience;
  readonly startedAt: number;
  readonly endsAt: number | null;
  readonly endedAt: number | null;
  /** The organiser's "ID viewers only": an anonymous viewer is asked to log in before voting. */
  readonly idViewersOnly: boolean;
}

/** A vote as this viewer sees it: their ballot (null before voting) and the results (null while hidden). */
export interface ViewerVote extends VoteData {
  readonly myOptionIds: readonly string[] | null;
  readonly results: VoteResults | null;
  /** The server's clock when it answered (epoch ms). */
  readonly serverTime: number;
}

/** Why a ballot was not taken, in the application's words (the adapter reads the server's codes). */
export type BallotRefusal = "alreadyVoted" | "ended" | "rateLimited" | "loginNeeded" | "invalid" | "failed";

/** What casting a ballot came to. */
export type BallotOutcome =
  | { readonly ok: true; readonly optionIds: readonly string[]; readonly castAt: number }
  | { readonly ok: false; readonly refusal: BallotRefusal };
