import { PLAY_FLOW_CODES, PLAY_TYPE, liveEndFires, liveStreamTypeOf, type PlayFlowEvent, type PlayType } from "@livehall/domain";
import type { PlayerSignal } from "../play-stream/services";

/** What the play flow does about a player signal while the live stream plays (§4). */
export type LiveSignalReaction =
  /** The viewer switched line or resolution: the player already plays `url`; remember it, do not reload. */
  | { readonly kind: "switched"; readonly url: string; readonly lineIndex: number; readonly qualityIndex: number }
  /** The signed address expired (403): ask for it again and move the player. */
  | { readonly kind: "refreshAddress" }
  /** Code 2002: the reducer's no-delay refresh. */
  | { readonly kind: "noDelayCode" }
  /** The live may have ended: ask the address again; `stalled` when the player stopped playing. */
  | { readonly kind: "checkLiveEnd"; readonly stalled: boolean }
  | { readonly kind: "none" };

const NONE: LiveSignalReaction = { kind: "none" };

/**
 * The reaction to `signal` while the live stream at `url` plays: a quality switch is remembered, a
 * 403 refreshes the address, code 2002 is the reducer's, and the signals §4's live-end table lists
 * for the stream's type (`liveEndFires`) check whether the live ended; an `ended` always does.
 */
export function liveSignalReaction(url: string, signal: PlayerSignal): LiveSignalReaction {
  const streamType = liveStreamTypeOf(url) ?? "";
  switch (signal.type) {
    case "qualityChanged":
      return { kind: "switched", url: signal.url, lineIndex: signal.lineIndex, qualityIndex: signal.qualityIndex };
    case "fatalError":
      if (signal.httpStatus === 403) return { kind: "refreshAddress" };
      if (signal.code === PLAY_FLOW_CODES.NO_DELAY_REFRESH) return { kind: "noDelayCode" };
      return liveEndFires(streamType, signal.type) ? { kind: "checkLiveEnd", stalled: true } : NONE;
    case "ended":
      return { kind: "checkLiveEnd", stalled: true };
    case "idle":
    case "buffering":
      return liveEndFires(streamType, signal.type) ? { kind: "checkLiveEnd", stalled: signal.type === "idle" } : NONE;
    case "playing":
    case "playlistComplete":
      return NONE;
  }
}

/**
 * The reducer event for a signal while an ad, trailer or menu video plays: its end or failure
 * (a menu video's failure ends it too); null for every other signal and for the live stream.
 */
export function recordedSignalEvent(type: PlayType, signal: PlayerSignal): PlayFlowEvent | null {
  const ended = signal.type === "ended";
  if (!ended && signal.type !== "fatalError") return null;
  if (type === PLAY_TYPE.AD) return { type: ended ? "adEnded" : "adFailed" };
  if (type === PLAY_TYPE.TRAILER) return { type: ended ? "trailerEnded" : "trailerFailed" };
  if (type === PLAY_TYPE.MENU_VIDEO) return { type: "menuVideoEnded" };
  return null;
}
