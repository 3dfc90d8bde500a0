import type { PlaybackEvent } from "../playback/ports";

/** What the player shows (§4 Player states, plus loading before the first frame). */
export interface PlaybackState {
  readonly status: "idle" | "loading" | "playing" | "paused" | "buffering" | "error" | "complete";
  /** The engine playing the source (hls, mpegts, native), or null. */
  readonly engine: string | null;
  /** A catalogue key when status is "error". */
  readonly errorKey: string | null;
}

/** §8 Player: 'File type not supported' when no engine can play the source. */
export const FILE_TYPE_NOT_SUPPORTED_KEY = "error.fileTypeNotSupported";

/** §8 message groups of fatal player errors: 'Network Error', 'Media Error', 'Unknown Error'. */
export const PLAYER_ERROR_KEYS = {
  network: "error.player.network",
  media: "error.player.media",
  unknown: "error.player.unknown",
} as const;

export const IDLE_PLAYBACK: PlaybackState = { status: "idle", engine: null, errorKey: null };

/**
 * The state after an engine event. Non-fatal errors change nothing (the engine recovers);
 * a fatal one shows its group's message.
 */
export function nextPlaybackState(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  switch (event.type) {
    case "playing":
      return { ...state, status: "playing", errorKey: null };
    case "paused":
      return { ...state, status: "paused" };
    case "buffering":
      return { ...state, status: "buffering" };
    case "ended":
      return { ...state, status: "complete" };
    case "time":
    case "videoSize":
    case "volume":
      return state;
    case "error":
      return event.fatal ? { ...state, status: "error", errorKey: PLAYER_ERROR_KEYS[event.group] } : state;
  }
}
