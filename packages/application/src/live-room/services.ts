import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** The room's announcement (§4 Websocket ANNOUNCEMENT): its text, or null when there is none. */
export interface LiveAnnouncement {
  readonly text: string | null;
  /** Whether the text scrolls (announcement event ROLLING). */
  readonly rolling: boolean;
}

/**
 * What the watch page shows of the live room as the realtime server pushes it (§4 Websocket).
 * Null fields are not known yet: the page keeps what watch-init said until a push arrives.
 */
export interface LiveRoomState {
  /** §3 live status (1 not begun, 2 living), from LIVE_STATUS or PUSH_LIVE_STATUS. */
  readonly liveStatus: number | null;
  /** The room's viewer count (WATCH_NUMBER). */
  readonly watchNumber: number | null;
  /** Whether the viewer count is shown (WATCH_NUMBER_FLAG; shown until told otherwise). */
  readonly watchNumberShown: boolean;
  readonly announcement: LiveAnnouncement;
  /** The event's interactive access flag: interactions need a login (brief, then INTERACTIVE_ACCESS_FLAG). */
  readonly interactAccess: boolean | null;
  /** This viewer is banned from chat (BAN_STATUS chat type): the chat box is disabled. */
  readonly chatBanned: boolean;
  /** ROOM_CONFIG: the mask player (which controls muting) is shown. */
  readonly maskPlayer: boolean;
  /** §3 room layout (1 video-board, 2 board-video, 3 video, 4 board) from ROOM_LAYOUT. */
  readonly layout: number | null;
  /** §3 video config loop playback as LOOP_PLAYBACK last pushed it (null: keep what watch-medias said). */
  readonly loopPlayback: boolean | null;
  /** The board stream as BOARD_STREAM_STATUS last pushed it (§3 board status; url "" unless pushing), or null. */
  readonly boardStream: BoardStreamPush | null;
}

/** A BOARD_STREAM_STATUS push: §3 board status (0 not started, 1 pending, 2 push started) and the board's address. */
export interface BoardStreamPush {
  readonly pushStatus: number;
  readonly url: string;
}

export const INITIAL_LIVE_ROOM: LiveRoomState = {
  liveStatus: null,
  watchNumber: null,
  watchNumberShown: true,
  announcement: { text: null, rolling: false },
  interactAccess: null,
  chatBanned: false,
  maskPlayer: false,
  layout: null,
  loopPlayback: null,
  boardStream: null,
};

/**
 * The live room of the page being watched, a room feature: `state$` has what the pushes said. An
 * online ban of this viewer closes the room, tells the viewer, drops the event's token and goes to
 * the landing page.
 */
export interface LiveRoomService extends RoomFeature {
  readonly state$: Observable<LiveRoomState>;
}
