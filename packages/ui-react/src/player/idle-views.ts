import { INITIAL_PLAYER_VIEW, type BoardView, type PlayerView, type PlayFlowView } from "@livehall/application";

/** What a player shows before its service says anything (nothing loaded). */
export const IDLE_PLAYER_VIEW: PlayerView = INITIAL_PLAYER_VIEW;

/** The play flow before the room's media is known. */
export const LOADING_PLAY_FLOW: PlayFlowView = {
  status: "loading",
  type: "init",
  living: false,
  title: "",
  trailer: null,
  noticeKey: null,
  backgroundUrl: null,
  watermark: null,
};

/** The board before BoardPlay says anything: not shown, video-board layout. */
export const HIDDEN_BOARD: BoardView = { status: "hidden", layout: 1, url: null };
