import type { BoardView } from "@livehall/application";

/** The board before BoardPlay says anything: not shown, video-board layout. */
export const HIDDEN_BOARD: BoardView = { status: "hidden", layout: 1, url: null };
