import {
  INITIAL_PLAY_FLOW_STATE,
  PLAY_FLOW_ACTION,
  PLAY_FLOW_STATUS,
  PLAY_TYPE,
  nextPlay,
  type PlayFlowState,
  type Room,
} from "@livehall/domain";
import type { LiveAddress } from "../play-flow/live-address";
import { flowStartOf } from "../play-flow/play-flow-session";
import { playRequestOf } from "../play-flow/play-request";
import type { RoomMediaOutcome } from "../play-flow/room-media-outcome";
import type { PlayRequest } from "../play-stream/services";

/** The play flow after its start event (before any detection). */
function started(room: Room, outcome: RoomMediaOutcome, address: LiveAddress): PlayFlowState {
  return nextPlay(INITIAL_PLAY_FLOW_STATE, flowStartOf(room, outcome, address));
}

/**
 * The live address the play flow detects first (§4: a common-delay room polls the stream before
 * its player is created), or null when its first step is something else.
 */
export function liveToDetectFirst(room: Room, outcome: RoomMediaOutcome, address: LiveAddress): string | null {
  if (outcome.code === "stockEmpty" || address.kind !== "living") return null;
  const flow = started(room, outcome, address);
  return flow.type === PLAY_TYPE.LIVE && flow.status === PLAY_FLOW_STATUS.DETECTING ? (flow.url ?? null) : null;
}

/**
 * What the play flow's first step plays when it is the live stream (living, no ad first, stock not
 * empty, trial not used up; a common-delay room only once `detected`, its stream answered): the
 * request PlayFlow's createPlayer would load. Null for anything else (an ad, trailers, detection
 * not passed, nothing to play): the boot path then leaves playback to the app.
 */
export function firstLivePlay(room: Room, outcome: RoomMediaOutcome, address: LiveAddress, detected = false): PlayRequest | null {
  if (outcome.code === "stockEmpty" || address.kind !== "living") return null;
  let flow = started(room, outcome, address);
  if (detected && flow.type === PLAY_TYPE.LIVE && flow.status === PLAY_FLOW_STATUS.DETECTING)
    flow = nextPlay(flow, { type: "streamDetected" });
  if (flow.type !== PLAY_TYPE.LIVE || !flow.actions.includes(PLAY_FLOW_ACTION.CREATE_PLAYER)) return null;
  return playRequestOf(flow, address.lines, outcome.media?.videoConfig);
}
