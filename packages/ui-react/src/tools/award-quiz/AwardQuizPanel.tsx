import { APP_TOKENS, INITIAL_AWARD_QUIZ } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import { useViewer } from "../../watch/use-viewer";
import type { ToolPanelProps } from "../tool-panel-entry";
import { AwardQuizCard } from "./AwardQuizCard";

/** The VIE_ANSWER button's panel: the room's AwardQuiz feature as an {@link AwardQuizCard}. */
export default function AwardQuizPanel(_props: ToolPanelProps) {
  const tool = useRoomFeature(APP_TOKENS.AwardQuiz);
  const state = useObservable(tool?.state$ ?? EMPTY, INITIAL_AWARD_QUIZ);
  const { viewer } = useViewer();
  return (
    <AwardQuizCard
      state={state}
      viewerId={viewer?.viewerId ?? null}
      onAnswer={(option) => {
        void tool?.answer(option);
      }}
    />
  );
}
