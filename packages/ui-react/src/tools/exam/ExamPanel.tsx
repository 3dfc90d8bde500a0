import { APP_TOKENS, INITIAL_EXAM } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useObservable } from "../../services/use-observable";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import type { ToolPanelProps } from "../tool-panel-entry";
import { ExamView } from "./ExamView";

/** The exam tool's panel in the toolbar's drawer: the open room's Exam feature, shown by {@link ExamView}. */
export default function ExamPanel(_props: ToolPanelProps) {
  const exam = useRoomFeature(APP_TOKENS.Exam);
  const state = useObservable(exam?.state$ ?? EMPTY, INITIAL_EXAM);
  return (
    <ExamView
      state={state}
      onAnswer={(questionId, input) => {
        exam?.setAnswer(questionId, input);
      }}
      onSubmit={() => exam?.submit() ?? Promise.resolve("rejected")}
      onRetry={() => {
        void exam?.retry();
      }}
    />
  );
}
