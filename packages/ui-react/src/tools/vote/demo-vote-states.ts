import { INITIAL_VOTE_STATE, type VoteData, type VoteResults, type VoteState } from "@livehall/application";

const NOW = Date.UTC(2026, 0, 1, 6, 30);

/** A demo vote (stories and tests): four options, one of them long. */
export const demoVote = (more: Partial<VoteData> = {}): VoteData => ({
  voteId: "v-demo",
  title: "Which session did you enjoy most today?",
  multiple: false,
  options: [
    { optionId: "1", text: "Opening keynote" },
    { optionId: "2", text: "Hands-on workshop: building a live room with accessible controls and captions" },
    { optionId: "3", text: "Panel discussion" },
    { optionId: "4", text: "Networking" },
  ],
  resultsFor: "all",
  startedAt: NOW,
  endsAt: null,
  endedAt: null,
  idViewersOnly: false,
  ...more,
});

/** Results of the demo vote: counts per option; percentages by largest remainder (they sum to 100). */
export const demoResults = (counts: readonly number[] = [412, 1290, 655, 83], anonymousBallots = 0): VoteResults => {
  const total = counts.reduce((a, b) => a + b, 0);
  const floors = counts.map((count) => (total ? Math.floor((count * 100) / total) : 0));
  let missing = total ? 100 - floors.reduce((a, b) => a + b, 0) : 0;
  const order = counts.map((count, index) => ({ index, rest: total ? (count * 100) % total : 0 })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) if (missing-- > 0) floors[index] = (floors[index] ?? 0) + 1;
  return {
    ballots: total,
    choices: total,
    options: counts.map((count, index) => ({ optionId: String(index + 1), count, percent: floors[index] ?? 0 })),
    anonymousBallots,
    at: NOW + 5000,
  };
};

const base = (more: Partial<VoteState>): VoteState => ({ ...INITIAL_VOTE_STATE, vote: demoVote(), ...more });

/** Every state the vote panel shows, by name. */
export const voteStates = {
  none: (): VoteState => INITIAL_VOTE_STATE,
  open: (): VoteState => base({ results: demoResults([0, 0, 0, 0]) }),
  chosen: (): VoteState => base({ selection: ["2"], results: demoResults([3, 9, 4, 1]) }),
  multipleChosen: (): VoteState =>
    base({
      vote: demoVote({ multiple: true, title: "Which topics should we cover next?" }),
      selection: ["1", "3"],
      results: demoResults(),
    }),
  countdown: (): VoteState => base({ vote: demoVote({ endsAt: NOW + 90_000 }), secondsLeft: 83, selection: ["1"], results: demoResults() }),
  submitting: (): VoteState => base({ selection: ["3"], submitting: true, results: demoResults() }),
  voted: (): VoteState => base({ selection: ["2"], myOptionIds: ["2"], results: demoResults() }),
  /** Results holding anonymous ballots (capped per address): the count is said under the title. */
  anonymousCounted: (): VoteState => base({ selection: ["2"], myOptionIds: ["2"], results: demoResults([3, 9, 4, 1], 5) }),
  hidden: (): VoteState => base({ vote: demoVote({ resultsFor: "voters" }), resultsHidden: true }),
  hiddenEnded: (): VoteState => base({ vote: demoVote({ resultsFor: "voters", endedAt: NOW + 60_000 }), resultsHidden: true, ended: true }),
  ended: (): VoteState => base({ vote: demoVote({ endedAt: NOW + 60_000 }), ended: true, results: demoResults() }),
  endedVoted: (): VoteState =>
    base({ vote: demoVote({ endedAt: NOW + 60_000 }), ended: true, myOptionIds: ["1"], selection: ["1"], results: demoResults() }),
  zeroBallots: (): VoteState => base({ vote: demoVote({ endedAt: NOW + 60_000 }), ended: true, results: demoResults([0, 0, 0, 0]) }),
  refused: (refusal: NonNullable<VoteState["refusal"]> = "failed"): VoteState =>
    base({ selection: ["4"], refusal, results: demoResults() }),
} as const;
