/** The start of the flow, with what the room's detail, video config and ad detail say (§3). */
export interface PlayFlowStart {
  readonly type: "start";
  /** §3 ad detail adShowFlag on. */
  readonly adEnabled: boolean;
  /** §3 ad detail adMediaUrl; the ad plays only when it is not blank. */
  readonly adMediaUrl?: string | null | undefined;
  /** The room's live status is living. */
  readonly living: boolean;
  /** The live play address, when already known. */
  readonly liveUrl?: string | null | undefined;
  /** §3 liveDelay: DELAY.COMMON (1) or DELAY.NO_DELAY (2). */
  readonly delay: number;
  /** Trailer media urls (§3 media item mediaUrl), in play order. */
  readonly trailers: readonly string[];
  /** §3 videoLoopPlaybackFlag. */
  readonly loopPlayback: boolean;
  /** An anonymous viewer's trial time is zero or less. */
  readonly trialExhausted?: boolean | undefined;
}

/** Everything the §4 play flow reacts to. */
export type PlayFlowEvent =
  | PlayFlowStart
  /** The ad played to its end. */
  | { readonly type: "adEnded" }
  /** The ad failed fatally. */
  | { readonly type: "adFailed" }
  /** The current trailer played to its end. */
  | { readonly type: "trailerEnded" }
  /** The current trailer failed fatally. */
  | { readonly type: "trailerFailed" }
  /** Live status from the websocket live-status or push-status message or the play-address response. */
  | { readonly type: "liveStatusChanged"; readonly status: "living" | "stopped"; readonly url?: string | undefined }
  /** A new live play address (after refreshUrl, a 403 re-request, or a line/quality change). */
  | { readonly type: "liveUrlChanged"; readonly url: string }
  /** The player already plays another line or resolution the viewer picked: remember it, reload nothing. */
  | { readonly type: "liveUrlSwitched"; readonly url: string }
  /** LOOP_PLAYBACK: whether the trailers start again after the last one. */
  | { readonly type: "loopPlaybackChanged"; readonly loopPlayback: boolean }
  /** The stream detector found the stream. */
  | { readonly type: "streamDetected" }
  /** The stream detector gave up (stop after 18 probes). */
  | { readonly type: "detectionStopped" }
  /** Code 150023: the stock is empty. */
  | { readonly type: "stockEmpty" }
  /** Code 2002 from the live player. */
  | { readonly type: "noDelayCode2002" }
  /** The viewer opened a video from a custom menu. */
  | { readonly type: "menuVideo"; readonly url: string }
  /** The menu video ended or was closed. */
  | { readonly type: "menuVideoEnded" }
  /** The anonymous viewer's trial time reached zero. */
  | { readonly type: "trialExhausted" }
  /** The live player signalled the end of the stream ({@link liveEndFires}). */
  | { readonly type: "liveEnded" };

/** Server and player codes the flow reacts to. */
export const PLAY_FLOW_CODES = {
  /** Stock empty: the media is unavailable. */
  STOCK_EMPTY: "150023",
  /** On a no-delay live: the url must be refreshed. */
  NO_DELAY_REFRESH: "2002",
} as const;

/** The flow event a server or player code stands for, or null when the flow does not react to it. */
export function playFlowEventOfCode(code: string | number): PlayFlowEvent | null {
  switch (String(code).trim()) {
    case PLAY_FLOW_CODES.STOCK_EMPTY:
      return { type: "stockEmpty" };
    case PLAY_FLOW_CODES.NO_DELAY_REFRESH:
      return { type: "noDelayCode2002" };
    default:
      return null;
  }
}
