import { describe, expect, it } from "vitest";
import { nextPlay } from "./next-play";
import { INITIAL_PLAY_FLOW_STATE } from "./play-flow-state";
import {
  LIVE,
  LIVE_2,
  AD,
  T1,
  T2,
  MENU,
  INIT,
  LIVE_TYPE,
  AD_TYPE,
  TRAILER,
  MENU_VIDEO,
  PLAYING,
  MEDIA_UNAVAILABLE,
  TRIAL_DISABLED,
  start,
  noAd,
  living,
  noDelay,
  ev,
  run,
  view,
  table,
} from "./next-play.fixtures";

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
