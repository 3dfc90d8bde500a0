import { PLAY_FLOW_ACTION, type PlayFlowAction } from "@livehall/domain";
import type { PlayFlowNotice } from "./services";

/** The notice an action of the reducer tells the page and the board, or null (the flow carries it out itself). */
export function noticeOf(action: PlayFlowAction): PlayFlowNotice | null {
  switch (action) {
    case PLAY_FLOW_ACTION.REPORT_ERROR:
      return { type: "playError" };
    case PLAY_FLOW_ACTION.EMIT_RESOURCE_EMPTY:
      return { type: "resourceEmpty" };
    case PLAY_FLOW_ACTION.REMOVE_BOARD_PLAYER:
      return { type: "removeBoardPlayer" };
    case PLAY_FLOW_ACTION.EMIT_DISABLE_TRIAL:
      return { type: "disableTrial" };
    case PLAY_FLOW_ACTION.BLOCK_BOARD:
      return { type: "blockBoard" };
    default:
      return null;
  }
}
