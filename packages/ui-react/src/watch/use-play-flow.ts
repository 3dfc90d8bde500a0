import { APP_TOKENS, LOADING_PLAY_FLOW_VIEW, type BoardView, type PlayFlowView } from "@livehall/application";
import { EMPTY } from "rxjs";
import { HIDDEN_BOARD } from "../player/idle-views";
import type { RoomFeatures } from "../services/RoomScopeProvider";
import { useObservable } from "../services/use-observable";

/** For the page that holds the room scope (components use useRoomFeature): what the open room's §4 play flow and board show (loading and hidden until the room is open). */
export function useRoomPlayback(scope: RoomFeatures | null): { readonly flow: PlayFlowView; readonly board: BoardView } {
  const playFlow = scope?.find(APP_TOKENS.PlayFlow) ?? null;
  const boardPlay = scope?.find(APP_TOKENS.BoardPlay) ?? null;
  const flow = useObservable(playFlow?.state$ ?? EMPTY, LOADING_PLAY_FLOW_VIEW);
  const board = useObservable(boardPlay?.state$ ?? EMPTY, HIDDEN_BOARD);
  return { flow, board };
}
