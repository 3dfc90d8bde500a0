import { APP_TOKENS, INITIAL_VOTE_STATE } from "@livehall/application";
import { useEffect } from "react";
import { EMPTY } from "rxjs";
import { useObservable } from "../../services/use-observable";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import type { ToolPanelProps } from "../tool-panel-entry";
import { VoteCard } from "./VoteCard";

/**
 * The VOTE button's panel (issue 13): the open room's Vote feature as a {@link VoteCard}. Opening
 * it tells the feature the vote was seen (the button's badge clears); intents go to the feature.
 */
export function VotePanel(_props: ToolPanelProps) {
  const vote = useRoomFeature(APP_TOKENS.Vote);
  const state = useObservable(vote?.state$ ?? EMPTY, INITIAL_VOTE_STATE);
  useEffect(() => {
    vote?.seen();
  }, [vote, state.vote?.voteId]);
  return (
    <VoteCard
      state={state}
      onChoose={(optionId) => {
        vote?.choose(optionId);
      }}
      onSubmit={() => {
        void vote?.submit();
      }}
    />
  );
}
export default VotePanel;
