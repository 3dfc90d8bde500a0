import { PLAY_TYPE, type PlayType } from "../enums/media";

/**
 * Where the §4 play flow stands, beside the play type (what the video area is for). String values are ours.
 * - idle: nothing plays and nothing is awaited (before start, after a no-delay live stopped, when detection gave up);
 * - playing: the player plays `url`;
 * - detecting: the stream detector polls the live address (`url` when known) before a player is created;
 * - stopped: the trailers played to the end without loop playback;
 * - error: the last trailer failed without loop playback (or every trailer failed in a row);
 * - mediaUnavailable: the server said the stock is empty (code 150023); only a new start leaves it;
 * - trialDisabled: an anonymous viewer's trial is used up; no player, no board; only a new start leaves it.
 */
export const PLAY_FLOW_STATUS = {
  IDLE: "idle",
  PLAYING: "playing",
  DETECTING: "detecting",
  STOPPED: "stopped",
  ERROR: "error",
  MEDIA_UNAVAILABLE: "mediaUnavailable",
  TRIAL_DISABLED: "trialDisabled",
} as const;
export type PlayFlowStatus = (typeof PLAY_FLOW_STATUS)[keyof typeof PLAY_FLOW_STATUS];

/**
 * What the player layer must do after a transition, in order. String values are ours.
 * - createPlayer: create the player for the state's `url`, replacing any player there is;
 * - removePlayer: remove the player;
 * - startDetector: (re)start the stream detector on the live address;
 * - stopDetector: stop the stream detector;
 * - refreshUrl: request the live play address again (then send `liveUrlChanged`);
 * - reportError: show the play error to the viewer;
 * - emitResourceEmpty: emit the resource-empty event (stock empty);
 * - removeBoardPlayer: remove the board player;
 * - emitDisableTrial: emit the disable-trial event (trial used up);
 * - blockBoard: the board player must not start (and stops if it runs).
 */
export const PLAY_FLOW_ACTION = {
  CREATE_PLAYER: "createPlayer",
  REMOVE_PLAYER: "removePlayer",
  START_DETECTOR: "startDetector",
  STOP_DETECTOR: "stopDetector",
  REFRESH_URL: "refreshUrl",
  REPORT_ERROR: "reportError",
  EMIT_RESOURCE_EMPTY: "emitResourceEmpty",
  REMOVE_BOARD_PLAYER: "removeBoardPlayer",
  EMIT_DISABLE_TRIAL: "emitDisableTrial",
  BLOCK_BOARD: "blockBoard",
} as const;
export type PlayFlowAction = (typeof PLAY_FLOW_ACTION)[keyof typeof PLAY_FLOW_ACTION];

/** What the flow remembers about the room between events (§3 video state). */
export interface PlayFlowRoom {
  /** §3 liveDelay NO_DELAY: the player is created at once and removed when the stream stops. */
  readonly noDelay: boolean;
  /** The room's live status is living. */
  readonly living: boolean;
  /** The current live play address, when known. */
  readonly liveUrl?: string;
  /** Trailer media urls, in play order (blank ones dropped). */
  readonly trailers: readonly string[];
  /** §3 videoLoopPlaybackFlag: after the last trailer, start again from the first. */
  readonly loopPlayback: boolean;
}

/** The state of the §4 play flow: what to show, and what to do now to get there. */
export interface PlayFlowState {
  /** §3 current play type. */
  readonly type: PlayType;
  readonly status: PlayFlowStatus;
  /** What plays (status playing) or is probed (status detecting). */
  readonly url?: string;
  /** Index into `room.trailers` while a trailer plays. */
  readonly trailerIndex?: number;
  /** Side effects of the transition that led here (empty when nothing changes). */
  readonly actions: readonly PlayFlowAction[];
  readonly room: PlayFlowRoom;
  /** Trailers that failed one after another; stops loop playback when every trailer fails. */
  readonly trailerFailures: number;
}

/** Before `start`: nothing plays, nothing is known about the room. */
export const INITIAL_PLAY_FLOW_STATE: PlayFlowState = {
  type: PLAY_TYPE.INIT,
  status: PLAY_FLOW_STATUS.IDLE,
  actions: [],
  room: { noDelay: false, living: false, trailers: [], loopPlayback: false },
  trailerFailures: 0,
};
