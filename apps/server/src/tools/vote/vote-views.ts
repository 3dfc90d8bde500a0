import { resultsVisible, tallyVote, voteEndedAt } from "@livehall/domain";
import type { AdminVoteDTO, VoteDTO, VoteTallyDTO, ViewerVoteDTO } from "@livehall/wire";
import type { StoredVote, VoteCounts } from "./vote-store";

/** The vote as everyone sees it at `now`: ended once the organiser ended it or its deadline passed (ended on read). */
export function voteView(vote: StoredVote, now: number): VoteDTO {
  return {
    voteId: vote.voteId,
    title: vote.title,
    multiple: vote.multiple,
    options: vote.options.map((option) => ({ ...option })),
    results: vote.results,
    startedAt: vote.startedAt,
    endsAt: vote.endsAt,
    endedAt: voteEndedAt(vote, now),
    idViewersOnly: vote.idViewersOnly,
  };
}

/** The results of `vote` from its counts, taken at `at`. */
export function tallyView(vote: StoredVote, counts: VoteCounts, at: number): VoteTallyDTO {
  const tally = tallyVote(
    vote.options.map((option) => option.optionId),
    counts.ballots,
    counts.counts,
  );
  return {
    ballots: tally.ballots,
    choices: tally.choices,
    options: tally.options.map((option) => ({ ...option })),
    anonymousBallots: counts.anonymous,
    at,
  };
}

/** The vote as one viewer sees it: their ballot, and the results only where they are visible to them. */
export function viewerVoteView(vote: StoredVote, myOptionIds: string[] | null, counts: VoteCounts | null, now: number): ViewerVoteDTO {
  const visible = counts !== null && resultsVisible(vote.results, myOptionIds !== null);
  return { ...voteView(vote, now), myOptionIds, tally: visible ? tallyView(vote, counts, now) : null, serverTime: now };
}

/** The vote with its results, as the organiser reads it. */
export function adminVoteView(vote: StoredVote, counts: VoteCounts, now: number): AdminVoteDTO {
  return { ...voteView(vote, now), tally: tallyView(vote, counts, now) };
}
