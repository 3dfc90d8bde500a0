import { expect, it } from "vitest";
import { DELAY } from "../enums/live";
import { PLAY_TYPE } from "../enums/media";
import { nextPlay } from "./next-play";
import type { PlayFlowEvent, PlayFlowStart } from "./play-flow-events";
import { INITIAL_PLAY_FLOW_STATE, PLAY_FLOW_STATUS, type PlayFlowState } from "./play-flow-state";

export const LIVE = "https://live.example/room-1.m3u8";
export const LIVE_2 = "https://live.example/room-1.m3u8?sign=new";
export const AD = "https://cdn.example/ad.mp4";
export const T1 = "https://cdn.example/trailer-1.mp4";
export const T2 = "https://cdn.example/trailer-2.mp4";
export const MENU = "https://cdn.example/menu.mp4";

export const { INIT, LIVE: LIVE_TYPE, AD: AD_TYPE, TRAILER, MENU_VIDEO } = PLAY_TYPE;
export const { IDLE, PLAYING, DETECTING, STOPPED, ERROR, MEDIA_UNAVAILABLE, TRIAL_DISABLED } = PLAY_FLOW_STATUS;

/** A common-delay room, not living, with an ad and two trailers. */
export const start = (extra: Partial<Omit<PlayFlowStart, "type">> = {}): PlayFlowStart => ({
  type: "start",
  adEnabled: true,
  adMediaUrl: AD,
  living: false,
  liveUrl: LIVE,
  delay: DELAY.COMMON,
  trailers: [T1, T2],
  loopPlayback: false,
  ...extra,
});
export const noAd = { adEnabled: false } as const;
export const living = { living: true } as const;
export const noDelay = { delay: DELAY.NO_DELAY } as const;

export const ev = {
  adEnded: { type: "adEnded" },
  adFailed: { type: "adFailed" },
  trailerEnded: { type: "trailerEnded" },
  trailerFailed: { type: "trailerFailed" },
  living: { type: "liveStatusChanged", status: "living" },
  stopped: { type: "liveStatusChanged", status: "stopped" },
  detected: { type: "streamDetected" },
  detectionStopped: { type: "detectionStopped" },
  stockEmpty: { type: "stockEmpty" },
  code2002: { type: "noDelayCode2002" },
  menu: { type: "menuVideo", url: MENU },
  menuEnded: { type: "menuVideoEnded" },
  trial: { type: "trialExhausted" },
  liveEnded: { type: "liveEnded" },
} as const satisfies Record<string, PlayFlowEvent>;

export const run = (events: readonly PlayFlowEvent[]): PlayFlowState => events.reduce(nextPlay, INITIAL_PLAY_FLOW_STATE);

export interface View {
  readonly type: string;
  readonly status: string;
  readonly url?: string;
  readonly trailerIndex?: number;
  readonly actions: readonly string[];
}
export const view = (state: PlayFlowState): View => ({
  type: state.type,
  status: state.status,
  ...(state.url === undefined ? {} : { url: state.url }),
  ...(state.trailerIndex === undefined ? {} : { trailerIndex: state.trailerIndex }),
  actions: state.actions,
});

export type Case = readonly [name: string, before: readonly PlayFlowEvent[], event: PlayFlowEvent, expected: View];

export function table(cases: readonly Case[]): void {
  it.each(cases.map((row) => [...row] as [string, readonly PlayFlowEvent[], PlayFlowEvent, View]))(
    "%s",
    (_name, before, event, expected) => {
      expect(view(nextPlay(run(before), event))).toEqual(expected);
    },
  );
}
