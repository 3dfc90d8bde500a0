import { APP_TOKENS, INITIAL_QA } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useObservable } from "../../services/use-observable";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import type { ToolPanelProps } from "../tool-panel-entry";
import { QaView } from "./QaView";

/** The Q&A tool's panel in the toolbar's drawer: the open room's QuestionAnswer feature, shown by {@link QaView}. */
export default function QaPanel(_props: ToolPanelProps) {
  const qa = useRoomFeature(APP_TOKENS.QuestionAnswer);
  const state = useObservable(qa?.state$ ?? EMPTY, INITIAL_QA);
  return (
    <QaView
      state={state}
      onAsk={(text) => qa?.ask(text) ?? Promise.resolve("rejected")}
      onUpVote={(questionId) => {
        void qa?.upVote(questionId);
      }}
      onOrder={(order) => {
        qa?.setOrder(order);
      }}
      onRetry={() => {
        void qa?.retry();
      }}
    />
  );
}
