import { describe } from "vitest";
import {
  LIVE,
  AD,
  T1,
  T2,
  INIT,
  LIVE_TYPE,
  AD_TYPE,
  TRAILER,
  IDLE,
  PLAYING,
  DETECTING,
  STOPPED,
  ERROR,
  TRIAL_DISABLED,
  start,
  noAd,
  living,
  noDelay,
  ev,
  table,
} from "./next-play.fixtures";

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
