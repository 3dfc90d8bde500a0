import { APP_TOKENS, type BreakoutToolState } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import type { ToolPanelProps } from "../tool-panel-entry";
import { BreakoutView } from "./BreakoutView";

const LOADING: BreakoutToolState = { status: "loading", breakout: null, hereRoomId: "", assigned: null, canReturn: false, canJoin: false };

/** The BREAKOUT panel in the toolbar's drawer: the room's Breakout feature and its intents. */
export default function BreakoutPanel(_props: ToolPanelProps) {
  const breakout = useRoomFeature(APP_TOKENS.Breakout);
  const state = useObservable(breakout?.state$ ?? EMPTY, LOADING);
  return (
    <BreakoutView
      state={state}
      onJoin={() => {
        breakout?.joinAssigned();
      }}
      onReturn={() => {
        breakout?.returnToMain();
      }}
    />
  );
}
