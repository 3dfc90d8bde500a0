import type {
  BoardPlayService,
  EnterEvent,
  LiveRoomService,
  OpenRoom,
  PlayerService,
  PlayFlowService,
  ResolveEvent,
} from "@livehall/application";

/*
 * The parts of the application's use-cases the UI calls. Components ask the container for these
 * (under APP_TOKENS) so tests and Storybook can bind small fakes instead of the real classes.
 */
export type ResolveEventService = Pick<ResolveEvent, "state$" | "run">;
export type EnterEventService = Pick<EnterEvent, "state$" | "run">;
export type OpenRoomService = Pick<OpenRoom, "state$" | "run">;
/** A player core: the main video's (APP_TOKENS.PlayStream) or the board's (APP_TOKENS.BoardStream). */
export type PlayStreamService = PlayerService;
export type { BoardPlayService, LiveRoomService, PlayFlowService };
