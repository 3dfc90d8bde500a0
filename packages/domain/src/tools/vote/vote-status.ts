/** Who sees a vote's results (decision 0027): only viewers who voted, or everyone in the room. */
export type VoteResultsAudience = "voters" | "all";

/** When a vote closes: ended by the organiser (`endedAt`) or at its deadline (`endsAt`); null when not. */
export interface VoteTimes {
  readonly endsAt: number | null;
  readonly endedAt: number | null;
}

/** Whether ballots are still taken at `now`: not ended by the organiser and before the deadline. */
export function voteOpen(times: VoteTimes, now: number): boolean {
  if (times.endedAt !== null && times.endedAt <= now) return false;
  return times.endsAt === null || now < times.endsAt;
}

/** When the vote ended, or null while it is open: the organiser's end or the deadline, whichever came first. */
export function voteEndedAt(times: VoteTimes, now: number): number | null {
  if (voteOpen(times, now)) return null;
  const candidates = [times.endedAt, times.endsAt].filter((at): at is number => at !== null && at <= now);
  return Math.min(...candidates);
}

/** Whole seconds left before the deadline (rounded up, never below 0), or null without a deadline or once ended. */
export function voteSecondsLeft(times: VoteTimes, now: number): number | null {
  if (times.endsAt === null || !voteOpen(times, now)) return null;
  return Math.max(0, Math.ceil((times.endsAt - now) / 1000));
}

/**
 * Whether a viewer may see the results: with "all" everyone in the room; with "voters" only a
 * viewer who cast a ballot, before and after the end (a viewer who did not vote never sees them).
 */
export function resultsVisible(audience: VoteResultsAudience, hasVoted: boolean): boolean {
  return audience === "all" || hasVoted;
}
