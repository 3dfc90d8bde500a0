import { describe, expect, it } from "vitest";
import { DELAY } from "../enums/live";
import { PLAY_TYPE } from "../enums/media";
import { nextPlay } from "./next-play";
import type { PlayFlowEvent, PlayFlowStart } from "./play-flow-events";
import { INITIAL_PLAY_FLOW_STATE, PLAY_FLOW_STATUS, type PlayFlowState } from "./play-flow-state";

const LIVE = "https://live.example/room-1.m3u8";
const LIVE_2 = "https://live.example/room-1.m3u8?sign=new";
const AD = "https://cdn.example/ad.mp4";
const T1 = "https://cdn.example/trailer-1.mp4";
const T2 = "https://cdn.example/trailer-2.mp4";
const MENU = "https://cdn.example/menu.mp4";

const { INIT, LIVE: LIVE_TYPE, AD: AD_TYPE, TRAILER, MENU_VIDEO } = PLAY_TYPE;
const { IDLE, PLAYING, DETECTING, STOPPED, ERROR, MEDIA_UNAVAILABLE, TRIAL_DISABLED } = PLAY_FLOW_STATUS;

/** A common-delay room, not living, with an ad and two trailers. */
const start = (extra: Partial<Omit<PlayFlowStart, "type">> = {}): PlayFlowStart => ({
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
const noAd = { adEnabled: false } as const;
const living = { living: true } as const;
const noDelay = { delay: DELAY.NO_DELAY } as const;

const ev = {
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

const run = (events: readonly PlayFlowEvent[]): PlayFlowState => events.reduce(nextPlay, INITIAL_PLAY_FLOW_STATE);

interface View {
  readonly type: string;
  readonly status: string;
  readonly url?: string;
  readonly trailerIndex?: number;
  readonly actions: readonly string[];
}
const view = (state: PlayFlowState): View => ({
  type: state.type,
  status: state.status,
  ...(state.url === undefined ? {} : { url: state.url }),
  ...(state.trailerIndex === undefined ? {} : { trailerIndex: state.trailerIndex }),
  actions: state.actions,
});

type Case = readonly [name: string, before: readonly PlayFlowEvent[], event: PlayFlowEvent, expected: View];

function table(cases: readonly Case[]): void {
  it.each(cases.map((row) => [...row] as [string, readonly PlayFlowEvent[], PlayFlowEvent, View]))(
    "%s",
    (_name, before, event, expected) => {
      expect(view(nextPlay(run(before), event))).toEqual(expected);
    },
  );
}

describe("nextPlay: start (§4 an ad plays first)", () => {
  table([
    ["ad enabled with a media url: the ad", [], start(), { type: AD_TYPE, status: PLAYING, url: AD, actions: ["createPlayer"] }],
    [
      "ad enabled without a media url, living, common delay: detect the live",
      [],
      start({ adMediaUrl: " ", ...living }),
      { type: LIVE_TYPE, status: DETECTING, url: LIVE, actions: ["startDetector"] },
    ],
    [
      "ad disabled, living, no delay: the live player at once",
      [],
      start({ ...noAd, ...living, ...noDelay }),
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "no ad, not living, trailers: the first trailer",
      [],
      start(noAd),
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "no ad, not living, no trailers: check the stream status",
      [],
      start({ ...noAd, trailers: [" "] }),
      { type: INIT, status: DETECTING, url: LIVE, actions: ["startDetector"] },
    ],
    [
      "living without a live address: ask for one",
      [],
      start({ ...noAd, ...living, ...noDelay, liveUrl: null }),
      { type: LIVE_TYPE, status: IDLE, actions: ["refreshUrl"] },
    ],
    [
      "anonymous trial at zero: no player, no board",
      [],
      start({ trialExhausted: true }),
      { type: INIT, status: TRIAL_DISABLED, actions: ["emitDisableTrial", "blockBoard"] },
    ],
    [
      "a new start leaves what played",
      [start(noAd)],
      start({ trialExhausted: true }),
      { type: INIT, status: TRIAL_DISABLED, actions: ["removePlayer", "emitDisableTrial", "blockBoard"] },
    ],
  ]);
});

describe("nextPlay: when the ad ends", () => {
  table([
    [
      "living, common delay: detect the live",
      [start(living)],
      ev.adEnded,
      { type: LIVE_TYPE, status: DETECTING, url: LIVE, actions: ["removePlayer", "startDetector"] },
    ],
    [
      "living, no delay: the live player",
      [start({ ...living, ...noDelay })],
      ev.adEnded,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "not living: the trailers",
      [start()],
      ev.adEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "a failed ad moves on the same way",
      [start()],
      ev.adFailed,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "not living, no trailers: check the stream status",
      [start({ trailers: [] })],
      ev.adEnded,
      { type: INIT, status: DETECTING, url: LIVE, actions: ["removePlayer", "startDetector"] },
    ],
    ["no ad playing: nothing", [start(noAd)], ev.adEnded, { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] }],
  ]);
});

describe("nextPlay: trailers in sequence", () => {
  const loop = { ...noAd, loopPlayback: true } as const;
  table([
    [
      "an end moves to the next",
      [start(noAd)],
      ev.trailerEnded,
      { type: TRAILER, status: PLAYING, url: T2, trailerIndex: 1, actions: ["createPlayer"] },
    ],
    [
      "a fatal error skips to the next",
      [start(noAd)],
      ev.trailerFailed,
      { type: TRAILER, status: PLAYING, url: T2, trailerIndex: 1, actions: ["createPlayer"] },
    ],
    [
      "after the last, loop playback wraps",
      [start(loop), ev.trailerEnded],
      ev.trailerEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "a failed last one wraps with loop playback",
      [start(loop), ev.trailerEnded],
      ev.trailerFailed,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "one trailer on loop plays again",
      [start({ ...loop, trailers: [T1] })],
      ev.trailerEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "after the last, no loop: stopped",
      [start(noAd), ev.trailerEnded],
      ev.trailerEnded,
      { type: TRAILER, status: STOPPED, actions: ["removePlayer"] },
    ],
    [
      "a failed last one, no loop: the error is reported",
      [start(noAd), ev.trailerEnded],
      ev.trailerFailed,
      { type: TRAILER, status: ERROR, actions: ["removePlayer", "reportError"] },
    ],
    [
      "every trailer failing in a row stops even loop playback",
      [start(loop), ev.trailerFailed],
      ev.trailerFailed,
      { type: TRAILER, status: ERROR, actions: ["removePlayer", "reportError"] },
    ],
    [
      "a success between failures keeps the loop going",
      [start(loop), ev.trailerFailed, ev.trailerEnded, ev.trailerEnded],
      ev.trailerFailed,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    ["no trailer playing: nothing", [start()], ev.trailerEnded, { type: AD_TYPE, status: PLAYING, url: AD, actions: [] }],
    [
      "stopped trailers: nothing more",
      [start(noAd), ev.trailerEnded, ev.trailerEnded],
      ev.trailerEnded,
      { type: TRAILER, status: STOPPED, actions: [] },
    ],
  ]);
});

describe("nextPlay: live status", () => {
  table([
    [
      "living during the trailers, common delay: detect",
      [start(noAd)],
      ev.living,
      { type: LIVE_TYPE, status: DETECTING, url: LIVE, actions: ["removePlayer", "startDetector"] },
    ],
    [
      "living during the trailers, no delay: the player at once",
      [start({ ...noAd, ...noDelay })],
      ev.living,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    ["living during the ad: the ad keeps playing", [start()], ev.living, { type: AD_TYPE, status: PLAYING, url: AD, actions: [] }],
    [
      "…and the live follows it",
      [start({ ...noDelay }), ev.living],
      ev.adEnded,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "living during a menu video: it keeps playing",
      [start(noAd), ev.menu],
      ev.living,
      { type: MENU_VIDEO, status: PLAYING, url: MENU, actions: [] },
    ],
    [
      "living while checking the stream status: detect the live again",
      [start({ trailers: [] }), ev.adEnded],
      ev.living,
      { type: LIVE_TYPE, status: DETECTING, url: LIVE, actions: ["startDetector"] },
    ],
    [
      "living from stopped trailers, no delay",
      [start({ ...noAd, ...noDelay }), ev.trailerEnded, ev.trailerEnded],
      ev.living,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "living with a new address while live: the player moves",
      [start({ ...noAd, ...living, ...noDelay })],
      { type: "liveStatusChanged", status: "living", url: LIVE_2 },
      { type: LIVE_TYPE, status: PLAYING, url: LIVE_2, actions: ["createPlayer"] },
    ],
    [
      "living again while live (common delay): nothing",
      [start({ ...noAd, ...living }), ev.detected],
      ev.living,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: [] },
    ],
    [
      "living without any address: ask for one",
      [start({ ...noAd, trailers: [], liveUrl: undefined, ...noDelay }), ev.detectionStopped],
      ev.living,
      { type: LIVE_TYPE, status: IDLE, actions: ["refreshUrl"] },
    ],
    [
      "stopped on a no-delay live: the player is removed",
      [start({ ...noAd, ...living, ...noDelay })],
      ev.stopped,
      { type: INIT, status: IDLE, actions: ["removePlayer"] },
    ],
    [
      "…and living again brings it back",
      [start({ ...noAd, ...living, ...noDelay }), ev.stopped],
      ev.living,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "stopped on a common-delay live: the stream plays out",
      [start({ ...noAd, ...living }), ev.detected],
      ev.stopped,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: [] },
    ],
    [
      "stopped while detecting: the trailers",
      [start({ ...noAd, ...living })],
      ev.stopped,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["stopDetector", "createPlayer"] },
    ],
    [
      "stopped while detecting, no trailers: idle",
      [start({ ...noAd, ...living, trailers: [] })],
      ev.stopped,
      { type: INIT, status: IDLE, actions: ["stopDetector"] },
    ],
    [
      "stopped during the trailers: nothing",
      [start(noAd)],
      ev.stopped,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] },
    ],
  ]);
});

describe("nextPlay: detection", () => {
  table([
    [
      "detected while detecting the live: the player",
      [start({ ...noAd, ...living })],
      ev.detected,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["stopDetector", "createPlayer"] },
    ],
    [
      "detected while checking the stream status after an ad",
      [start({ trailers: [] }), ev.adEnded],
      ev.detected,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["stopDetector", "createPlayer"] },
    ],
    [
      "detected when not detecting: nothing",
      [start(noAd)],
      ev.detected,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] },
    ],
    [
      "detection gave up: the trailers",
      [start({ ...noAd, ...living })],
      ev.detectionStopped,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["stopDetector", "createPlayer"] },
    ],
    [
      "detection gave up, no trailers: idle",
      [start({ ...noAd, trailers: [] })],
      ev.detectionStopped,
      { type: INIT, status: IDLE, actions: ["stopDetector"] },
    ],
    ["gave up when not detecting: nothing", [start()], ev.detectionStopped, { type: AD_TYPE, status: PLAYING, url: AD, actions: [] }],
  ]);
});

describe("nextPlay: live end, address changes, code 2002", () => {
  const commonLive = [start({ ...noAd, ...living }), ev.detected];
  const noDelayLive = [start({ ...noAd, ...living, ...noDelay })];
  table([
    [
      "the live ended while living: detect again",
      commonLive,
      ev.liveEnded,
      { type: LIVE_TYPE, status: DETECTING, url: LIVE, actions: ["removePlayer", "startDetector"] },
    ],
    [
      "the live ended after it stopped: the trailers",
      [...commonLive, ev.stopped],
      ev.liveEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "the live ended, stopped, no trailers: idle",
      [start({ ...noAd, ...living, trailers: [] }), ev.detected, ev.stopped],
      ev.liveEnded,
      { type: INIT, status: IDLE, actions: ["removePlayer"] },
    ],
    [
      "live end when not live: nothing",
      [start(noAd)],
      ev.liveEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] },
    ],
    [
      "a new address while live: the player moves",
      commonLive,
      { type: "liveUrlChanged", url: LIVE_2 },
      { type: LIVE_TYPE, status: PLAYING, url: LIVE_2, actions: ["createPlayer"] },
    ],
    [
      "a new address while detecting: the detector moves",
      [start({ ...noAd, ...living })],
      { type: "liveUrlChanged", url: LIVE_2 },
      { type: LIVE_TYPE, status: DETECTING, url: LIVE_2, actions: ["startDetector"] },
    ],
    [
      "the awaited address, no delay: the player",
      [start({ ...noAd, ...living, ...noDelay, liveUrl: "" })],
      { type: "liveUrlChanged", url: LIVE },
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "the awaited address, common delay: detect",
      [start({ ...noAd, ...living, liveUrl: "" })],
      { type: "liveUrlChanged", url: LIVE },
      { type: LIVE_TYPE, status: DETECTING, url: LIVE, actions: ["startDetector"] },
    ],
    [
      "a new address when not live: kept for later",
      [start({ ...noAd, ...noDelay }), { type: "liveUrlChanged", url: LIVE_2 }],
      ev.living,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE_2, actions: ["createPlayer"] },
    ],
    [
      "a blank address: nothing",
      commonLive,
      { type: "liveUrlChanged", url: " " },
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: [] },
    ],
    [
      "2002 on a no-delay live: refresh the url",
      noDelayLive,
      ev.code2002,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["refreshUrl"] },
    ],
    ["2002 on a common-delay live: nothing", commonLive, ev.code2002, { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: [] }],
    [
      "2002 on a no-delay room's trailer: nothing",
      [start({ ...noAd, ...noDelay })],
      ev.code2002,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] },
    ],
  ]);
});

describe("nextPlay: stock empty (150023)", () => {
  table([
    [
      "during the ad: media unavailable",
      [start()],
      ev.stockEmpty,
      { type: AD_TYPE, status: MEDIA_UNAVAILABLE, actions: ["removePlayer", "emitResourceEmpty"] },
    ],
    [
      "during the live: the board player goes too",
      [start({ ...noAd, ...living, ...noDelay })],
      ev.stockEmpty,
      { type: LIVE_TYPE, status: MEDIA_UNAVAILABLE, actions: ["removePlayer", "emitResourceEmpty", "removeBoardPlayer"] },
    ],
    [
      "while detecting the live",
      [start({ ...noAd, ...living })],
      ev.stockEmpty,
      { type: LIVE_TYPE, status: MEDIA_UNAVAILABLE, actions: ["stopDetector", "removePlayer", "emitResourceEmpty", "removeBoardPlayer"] },
    ],
    ["before anything plays", [], ev.stockEmpty, { type: INIT, status: MEDIA_UNAVAILABLE, actions: ["removePlayer", "emitResourceEmpty"] }],
    [
      "afterwards nothing plays",
      [start({ ...noAd, ...noDelay }), ev.stockEmpty],
      ev.living,
      { type: TRAILER, status: MEDIA_UNAVAILABLE, actions: [] },
    ],
    ["a new start leaves it", [start(), ev.stockEmpty], start(), { type: AD_TYPE, status: PLAYING, url: AD, actions: ["createPlayer"] }],
  ]);
});

describe("nextPlay: menu videos", () => {
  table([
    [
      "during the trailers: in the same player",
      [start(noAd)],
      ev.menu,
      { type: MENU_VIDEO, status: PLAYING, url: MENU, actions: ["createPlayer"] },
    ],
    [
      "while detecting",
      [start({ ...noAd, ...living })],
      ev.menu,
      { type: MENU_VIDEO, status: PLAYING, url: MENU, actions: ["stopDetector", "createPlayer"] },
    ],
    [
      "a blank url: nothing",
      [start(noAd)],
      { type: "menuVideo", url: "" },
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] },
    ],
    [
      "ended while living, no delay: the live",
      [start({ ...noAd, ...noDelay }), ev.menu, ev.living],
      ev.menuEnded,
      { type: LIVE_TYPE, status: PLAYING, url: LIVE, actions: ["createPlayer"] },
    ],
    [
      "ended, not living: the trailers",
      [start(noAd), ev.menu],
      ev.menuEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: ["createPlayer"] },
    ],
    [
      "ended when none plays: nothing",
      [start(noAd)],
      ev.menuEnded,
      { type: TRAILER, status: PLAYING, url: T1, trailerIndex: 0, actions: [] },
    ],
  ]);
});

describe("nextPlay: anonymous trial used up", () => {
  table([
    [
      "during the live: the player goes, the board cannot start",
      [start({ ...noAd, ...living, ...noDelay })],
      ev.trial,
      { type: INIT, status: TRIAL_DISABLED, actions: ["removePlayer", "emitDisableTrial", "blockBoard"] },
    ],
    [
      "while detecting",
      [start({ ...noAd, ...living })],
      ev.trial,
      { type: INIT, status: TRIAL_DISABLED, actions: ["stopDetector", "emitDisableTrial", "blockBoard"] },
    ],
    [
      "afterwards the live does not start",
      [start({ ...noAd, ...noDelay }), ev.trial],
      ev.living,
      { type: INIT, status: TRIAL_DISABLED, actions: [] },
    ],
    ["afterwards no menu video either", [start(noAd), ev.trial], ev.menu, { type: INIT, status: TRIAL_DISABLED, actions: [] }],
    ["a second time: nothing", [start(noAd), ev.trial], ev.trial, { type: INIT, status: TRIAL_DISABLED, actions: [] }],
  ]);
});

describe("nextPlay: the room memory", () => {
  it("keeps what start said, without blank trailers", () => {
    const state = run([start({ ...noDelay, liveUrl: ` ${LIVE} `, trailers: [T1, "", T2], loopPlayback: true })]);
    expect(state.room).toEqual({ noDelay: true, living: false, liveUrl: LIVE, trailers: [T1, T2], loopPlayback: true });
  });

  it("loopPlaybackChanged switches loop playback: after the last trailer the first plays again, no action at the switch", () => {
    const switched = nextPlay(run([start(noAd), ev.trailerEnded]), { type: "loopPlaybackChanged", loopPlayback: true });
    expect(switched.actions).toEqual([]);
    expect(view(nextPlay(switched, ev.trailerEnded))).toEqual({
      type: TRAILER,
      status: PLAYING,
      url: T1,
      trailerIndex: 0,
      actions: ["createPlayer"],
    });
  });

  it("liveUrlSwitched remembers the address the player already plays, with no action, and later detection uses it", () => {
    const playing = run([start({ ...noAd, ...living, ...noDelay })]);
    const switched = nextPlay(playing, { type: "liveUrlSwitched", url: LIVE_2 });
    expect(view(switched)).toEqual({ type: LIVE_TYPE, status: PLAYING, url: LIVE_2, actions: [] });
    expect(switched.room.liveUrl).toBe(LIVE_2);
  });

  it("does not change the given state", () => {
    const before = run([start(noAd)]);
    const copy: unknown = JSON.parse(JSON.stringify(before));
    nextPlay(before, ev.trailerEnded);
    expect(before).toEqual(copy);
  });

  it("an ad → trailers → broken trailer skipped → loop flow, step by step", () => {
    const steps = [start({ loopPlayback: true }), ev.adEnded, ev.trailerFailed, ev.trailerEnded, ev.living, ev.detected];
    const seen: string[] = [];
    let state = INITIAL_PLAY_FLOW_STATE;
    for (const step of steps) {
      state = nextPlay(state, step);
      seen.push(`${state.type}:${state.status}:${state.url ?? "-"}`);
    }
    expect(seen).toEqual([
      `ad:playing:${AD}`,
      `trailer:playing:${T1}`,
      `trailer:playing:${T2}`,
      `trailer:playing:${T1}`,
      `live:detecting:${LIVE}`,
      `live:playing:${LIVE}`,
    ]);
  });
});
