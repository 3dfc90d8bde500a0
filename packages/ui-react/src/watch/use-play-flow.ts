import { APP_TOKENS, LOADING_PLAY_FLOW_VIEW, type BoardView, type PlayFlowView } from "@livehall/application";
import { useEffect } from "react";
import { HIDDEN_BOARD } from "../player/idle-views";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

/**
 * The §4 play flow and the board of an opened room: both start once the room is open (`roomId`
 * known) and stop when the page leaves or another room opens. Returns what they show.
 */
export function useRoomPlayback(eventNumber: string, roomId: string | null): { readonly flow: PlayFlowView; readonly board: BoardView } {
  const playFlow = useService(APP_TOKENS.PlayFlow);
  const boardPlay = useService(APP_TOKENS.BoardPlay);
  const flow = useObservable(playFlow.state$, LOADING_PLAY_FLOW_VIEW);
  const board = useObservable(boardPlay.state$, HIDDEN_BOARD);
  useEffect(() => {
    if (roomId === null) return;
    void playFlow.start(eventNumber, roomId);
    void boardPlay.start(eventNumber, roomId);
    return () => {
      playFlow.stop();
      boardPlay.stop();
    };
  }, [playFlow, boardPlay, eventNumber, roomId]);
  return { flow, board };
}
