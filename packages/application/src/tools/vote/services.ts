import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { BallotRefusal, VoteData, VoteResults } from "./models";

/** What the vote panel shows. */
export interface VoteState {
  /** The room's current vote, null when there is none (yet). */
  readonly vote: VoteData | null;
  /** This viewer's ballot, null before voting. */
  readonly myOptionIds: readonly string[] | null;
  /** The options chosen in the form (before submitting). */
  readonly selection: readonly string[];
  /** The results, when this viewer may see them (all, or voters once they voted); else null. */
  readonly results: VoteResults | null;
  /** The results exist but are shown only to voters, and this viewer has not voted. */
  readonly resultsHidden: boolean;
  readonly ended: boolean;
  /** Whole seconds before the deadline, null without one or once ended. */
  readonly secondsLeft: number | null;
  readonly submitting: boolean;
  /** Why the last submit was refused, null when it was not. */
  readonly refusal: BallotRefusal | null;
}

export const INITIAL_VOTE_STATE: VoteState = {
  vote: null,
  myOptionIds: null,
  selection: [],
  results: null,
  resultsHidden: false,
  ended: false,
  secondsLeft: null,
  submitting: false,
  refusal: null,
};

/**
 * The room's vote (issue 13), a room feature behind the VOTE toolbar button: it follows VOTE pushes
 * (start, coalesced tallies, end) and the current vote loaded when the room opens; `choose` and
 * `submit` are the viewer's intents (submit goes through the §4 anonymous interception, action
 * "vote"). A new vote raises the button's badge and asks the toolbar to pop its panel up.
 */
export interface VoteService extends ToolbarTool {
  readonly state$: Observable<VoteState>;
  /** Intent: the viewer ticks (or, for multiple choice, unticks) an option. */
  choose(optionId: string): void;
  /** Intent: the viewer submits the chosen options; resolves whether the ballot was taken. */
  submit(): Promise<boolean>;
}
