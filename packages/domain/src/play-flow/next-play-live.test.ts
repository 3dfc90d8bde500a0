import { describe } from "vitest";
import {
  LIVE,
  LIVE_2,
  AD,
  T1,
  MENU,
  INIT,
  LIVE_TYPE,
  AD_TYPE,
  TRAILER,
  MENU_VIDEO,
  IDLE,
  PLAYING,
  DETECTING,
  start,
  noAd,
  living,
  noDelay,
  ev,
  table,
} from "./next-play.fixtures";

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
