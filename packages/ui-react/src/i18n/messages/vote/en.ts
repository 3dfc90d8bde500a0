import type { VoteCatalog } from "./zh-Hans";

/** English texts of the vote tool. */
export const voteEn: VoteCatalog = {
  "vote.title": "Vote",
  "vote.none": "No vote yet",
  "vote.single": "Choose one",
  "vote.multiple": "Choose one or more",
  "vote.submit": "Vote",
  "vote.submitting": "Sending…",
  "vote.chooseFirst": "Choose an option first",
  "vote.voted": "You voted",
  "vote.myChoice": "Your choice",
  "vote.ended": "Voting has ended",
  "vote.endsIn": "Ends in {time}",
  "vote.results": "Results",
  "vote.ballots": "{count, plural, one {# voter} other {# voters}}",
  "vote.anonymousBallots": "{count, plural, one {# of them is anonymous} other {# of them are anonymous}}",
  "vote.count": "{count, plural, one {# vote} other {# votes}}",
  "vote.resultLine": "{percent}% · {count, plural, one {# vote} other {# votes}}",
  "vote.resultsHidden": "Results appear once you have voted",
  "vote.resultsHiddenEnded": "Results are shown only to those who voted",
  "vote.refused.alreadyVoted": "You have already voted",
  "vote.refused.ended": "This vote has ended",
  "vote.refused.rateLimited": "Too many attempts, please wait a moment",
  "vote.refused.loginNeeded": "Please log in to vote",
  "vote.refused.invalid": "That choice is not valid, please choose again",
  "vote.refused.failed": "Your vote was not sent, please try again",
};
