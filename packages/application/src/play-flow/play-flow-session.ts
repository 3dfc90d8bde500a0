import { LIVE_STATUS, type LineChoice, type PlayFlowEvent, type PlayLine, type Room } from "@livehall/domain";
import { Subscription } from "rxjs";
import type { RoomContext } from "../watch-room/room-context";
import type { LiveAddress } from "./live-address";
import type { PlayFlowViewFacts } from "./play-flow-view";
import type { MediaItem, RoomMedia } from "./ports";
import type { RoomMediaOutcome } from "./room-media-outcome";

/** Before a start: nothing known about the room. */
export const NO_FACTS: PlayFlowViewFacts = { media: null, trailers: [], defaultLanguage: "" };

/** One started {@link PlayFlow}: what start learnt about the room, alive until the next start or stop. */
export interface PlayFlowSession extends PlayFlowViewFacts {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly media: RoomMedia | null;
  /** The trailers the flow plays (enabled, with an address), in order: `trailerIndex` points here. */
  readonly trailers: readonly MediaItem[];
  readonly defaultLanguage: string;
  lines: readonly PlayLine[];
  choice: LineChoice | null;
  /** The live status LiveRoom last said (null: not yet), to react to changes only. */
  lastLiveStatus: number | null;
  /** A live-end check is under way (one at a time). */
  checking: boolean;
  readonly subscription: Subscription;
}

/** The session of a start in `context`, from its watch-medias outcome and (while living) live address. */
export function playFlowSessionOf(context: RoomContext, outcome: RoomMediaOutcome, address: LiveAddress): PlayFlowSession {
  const { media } = outcome;
  const trailersOn = media?.videoConfig.trailersEnabled ?? false;
  return {
    eventNumber: context.eventNumber,
    eventId: context.eventId,
    roomId: context.room.roomId,
    media,
    trailers: trailersOn && media ? media.trailers.filter((item) => item.url.trim() !== "") : [],
    defaultLanguage: context.defaultLanguage,
    lines: address.kind === "living" ? address.lines : [],
    choice: null,
    lastLiveStatus: context.room.liveStatus,
    checking: false,
    subscription: new Subscription(),
  };
}

/** The reducer's start event (§4 play flow). */
export type PlayFlowStart = Extract<PlayFlowEvent, { type: "start" }>;

/**
 * The §4 start event of a room's play flow from what watch-init, watch-medias and live-play-addr
 * said: the one builder for PlayFlow's start and the boot path's first step.
 */
export function flowStartOf(room: Room, outcome: RoomMediaOutcome, address: LiveAddress): PlayFlowStart {
  const media = outcome.media;
  const trailersOn = media?.videoConfig.trailersEnabled ?? false;
  return {
    type: "start",
    adEnabled: (media?.videoConfig.adEnabled ?? false) && (media?.ad.enabled ?? false),
    adMediaUrl: media?.ad.url ?? null,
    living: room.liveStatus === LIVE_STATUS.LIVING,
    liveUrl: address.kind === "living" ? address.url : null,
    delay: room.liveDelay,
    trailers: trailersOn && media ? media.trailers.map((item) => item.url).filter((url) => url.trim() !== "") : [],
    loopPlayback: media?.videoConfig.loopPlayback ?? false,
    // Either answer may be the first to say the trial is used up (100107).
    trialExhausted: outcome.code === "trialExhausted" || address.kind === "trialEnded",
  };
}

/** PlayFlow's start event in `context` (the trial already used up on this page when `trialEnded`). */
export function startEventOf(context: RoomContext, outcome: RoomMediaOutcome, address: LiveAddress, trialEnded: boolean): PlayFlowStart {
  const start = flowStartOf(context.room, outcome, address);
  return trialEnded ? { ...start, trialExhausted: true } : start;
}
