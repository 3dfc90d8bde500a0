import {
  DEFAULT_VOLUME_STATE,
  PLAYER_MESSAGE_GROUP,
  isIgnoredHlsError,
  nextPlayerState,
  playerErrorId,
  type PlayerMessageGroup,
  type PlayerState,
  type PlayerStateEvent,
} from "@livehall/domain";
import type { PlaybackError, PlaybackEvent } from "../playback/ports";
import type { PlayRequest, PlayerView } from "./services";

/** §8 Player: 'File type not supported' when no engine can play the source. */
export const FILE_TYPE_NOT_SUPPORTED_KEY = "error.fileTypeNotSupported";

/** §8 message groups of fatal player errors: 'Network Error', 'Media Error', 'Unknown Error'. */
export const PLAYER_ERROR_KEYS = {
  network: "error.player.network",
  media: "error.player.media",
  unknown: "error.player.unknown",
} as const;

/** The view before anything was loaded: idle, nothing to offer, default volume (§9). */
export const INITIAL_PLAYER_VIEW: PlayerView = {
  status: "idle",
  engine: null,
  errorKey: null,
  errorId: null,
  source: null,
  currentTime: 0,
  duration: 0,
  rate: 1,
  volume: DEFAULT_VOLUME_STATE.volume,
  muted: DEFAULT_VOLUME_STATE.muted,
  videoSize: null,
  behindLive: false,
  latencySeconds: null,
  lines: [],
  lineIndex: 0,
  qualityIndex: 0,
  speedMenu: false,
  seekable: false,
  playlist: null,
};

const MESSAGE_GROUP: Readonly<Record<PlaybackError["group"], PlayerMessageGroup>> = {
  network: PLAYER_MESSAGE_GROUP.NETWORK,
  media: PLAYER_MESSAGE_GROUP.MEDIA,
  unknown: PLAYER_MESSAGE_GROUP.UNKNOWN,
};

/** The §8 message group a viewer sees for an engine error. */
export function messageGroupOf(error: PlaybackError): PlayerMessageGroup {
  return MESSAGE_GROUP[error.group];
}

/**
 * The error id shown beside a fatal error (§8): its group and the most telling code the engine
 * gave — the HTTP status, else the stream's code, else the engine's detail.
 */
export function errorIdOf(error: PlaybackError): string {
  return playerErrorId(messageGroupOf(error), error.httpStatus ?? error.code ?? error.detail);
}

/**
 * Whether an engine error stops playback: fatal, and not a stall hls.js reports but recovers
 * from itself (§8). Non-fatal errors change nothing.
 */
export function isFatalPlaybackError(error: PlaybackError): boolean {
  return error.fatal && !isIgnoredHlsError(error.detail);
}

/** The view of a fatal error that retries gave up on (or that retry does not cover). */
export function failedView(view: PlayerView, error: PlaybackError): PlayerView {
  return { ...view, status: "error", errorKey: PLAYER_ERROR_KEYS[error.group], errorId: errorIdOf(error), behindLive: false };
}

/** The domain state machine's event for an engine state event (§4). */
function stateEventOf(status: PlayerState, event: PlaybackEvent["type"]): PlayerStateEvent | null {
  switch (event) {
    case "playing":
      return "playing";
    case "paused":
      return "pause";
    case "buffering":
      return status === "playing" ? "waiting" : "play";
    case "ended":
      return "ended";
    default:
      return null;
  }
}

/**
 * The status after an engine state event, following the domain's state machine (a transition it
 * does not allow leaves the status as it is). "loading" is the machine's idle with a source on
 * its way: it stays until the engine reports something that leaves idle.
 */
function nextStatus(status: PlayerView["status"], event: PlaybackEvent["type"]): PlayerView["status"] {
  const state: PlayerState = status === "loading" ? "idle" : status;
  const stateEvent = stateEventOf(state, event);
  if (!stateEvent) return status;
  const next = nextPlayerState(state, stateEvent);
  return next === state ? status : next;
}

/**
 * The view after an engine event that is not a fatal error (fatal errors go through retry first,
 * see {@link failedView}): state events move the status, time/size/volume events update their
 * fields, non-fatal errors change nothing.
 */
export function viewAfterEvent(view: PlayerView, event: PlaybackEvent): PlayerView {
  switch (event.type) {
    case "time":
      return { ...view, currentTime: event.currentTime, duration: event.duration };
    case "videoSize":
      return { ...view, videoSize: { width: event.width, height: event.height } };
    case "volume":
      return { ...view, volume: event.volume, muted: event.muted };
    case "error":
      return view;
    default: {
      const status = nextStatus(view.status, event.type);
      return status === view.status ? view : { ...view, status, ...(status === "playing" ? { errorKey: null, errorId: null } : {}) };
    }
  }
}

/**
 * The view when `request` starts loading: its source and menus (speed menu and seeking only for
 * recorded media, §3), the viewer's volume kept, everything else as before anything played.
 */
export function loadingView(current: PlayerView, request: PlayRequest): PlayerView {
  const recorded = !request.live;
  return {
    ...INITIAL_PLAYER_VIEW,
    status: "loading",
    volume: current.volume,
    muted: current.muted,
    source: { url: request.url, live: request.live },
    lines: request.lines ?? [],
    lineIndex: request.lineIndex ?? 0,
    qualityIndex: request.qualityIndex ?? 0,
    speedMenu: recorded && request.speedMenu === true,
    seekable: recorded && request.seekable === true,
  };
}
