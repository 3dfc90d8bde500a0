// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { PlaybackEvent } from "@livehall/application";
import {
  LIVE_MPEGTS_CONFIG,
  MpegtsEngine,
  RECORDED_MPEGTS_CONFIG,
  type MpegtsListener,
  type MpegtsModuleLike,
  type MpegtsPlayerLike,
} from "./mpegts-engine";
import { bufferedRanges, setPlayHead } from "./testing/media-fakes";

class FakePlayer implements MpegtsPlayerLike {
  media: HTMLMediaElement | null = null;
  loaded = false;
  played = false;
  destroyed = false;
  readonly listeners = new Map<string, MpegtsListener>();
  attachMediaElement(media: HTMLMediaElement) {
    this.media = media;
  }
  load() {
    this.loaded = true;
  }
  play() {
    this.played = true;
  }
  on(event: string, listener: MpegtsListener) {
    this.listeners.set(event, listener);
  }
  emit(event: string, first: unknown, second?: unknown, third?: unknown) {
    this.listeners.get(event)?.(first, second, third);
  }
  destroy() {
    this.destroyed = true;
  }
}

function fakeMpegts() {
  const players: FakePlayer[] = [];
  const sources: unknown[] = [];
  const configs: unknown[] = [];
  const module: MpegtsModuleLike = {
    createPlayer(source, config) {
      sources.push(source);
      configs.push(config);
      const player = new FakePlayer();
      players.push(player);
      return player;
    },
    Events: { ERROR: "error", STATISTICS_INFO: "statistics_info" },
    ErrorTypes: { NETWORK_ERROR: "NetworkError", MEDIA_ERROR: "MediaError" },
    ErrorDetails: { NETWORK_STATUS_CODE_INVALID: "HttpStatusCodeInvalid" },
  };
  return { module, players, sources, configs };
}

describe("MpegtsEngine", () => {
  it.each([
    ["an FLV URL", "http://h/live/a.flv", true, true],
    ["an MPEG-TS URL", "http://h/live/a.ts", true, true],
    ["an FLV URL without MSE", "http://h/live/a.flv", false, false],
    ["an m3u8 URL", "http://h/live/a.m3u8", true, false],
  ])("canPlay %s → %s", (_name, url, supported, expected) => {
    const engine = new MpegtsEngine(
      () => Promise.resolve(fakeMpegts().module),
      () => supported,
    );
    expect(engine.canPlay({ url, live: true })).toBe(expected);
  });

  it("creates a live FLV player on the element, loaded lazily at attach", async () => {
    const fake = fakeMpegts();
    const loader = vi.fn(() => Promise.resolve(fake.module));
    const engine = new MpegtsEngine(loader, () => true);
    expect(loader).not.toHaveBeenCalled();
    const video = document.createElement("video");
    const session = await engine.attach(video, { url: "http://h/live/a.flv", live: true });
    await session.play();
    expect(fake.sources).toEqual([{ type: "flv", isLive: true, url: "http://h/live/a.flv" }]);
    expect(fake.players[0]).toMatchObject({ media: video, loaded: true, played: true });
  });

  it("preload() loads mpegts.js ahead of a source and creates no player", async () => {
    const fake = fakeMpegts();
    const loader = vi.fn(() => Promise.resolve(fake.module));
    await new MpegtsEngine(loader, () => true).preload();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(fake.players).toEqual([]);
  });

  it.each([
    ["NetworkError", "network"],
    ["MediaError", "media"],
    ["OtherError", "unknown"],
  ] as const)("reports a %s as a fatal %s error and destroys on request", async (type, group) => {
    const fake = fakeMpegts();
    const engine = new MpegtsEngine(
      () => Promise.resolve(fake.module),
      () => true,
    );
    const session = await engine.attach(document.createElement("video"), { url: "http://h/a.ts", live: true });
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => events.push(event));
    fake.players[0]!.emit("error", type, "detail", { code: -1, msg: "" });
    session.destroy();
    expect(events).toEqual([{ type: "error", fatal: true, group, detail: "detail" }]);
    expect(fake.players[0]!.destroyed).toBe(true);
  });

  async function attachedTo(url: string, isLive: boolean, now: () => number = () => 0) {
    const fake = fakeMpegts();
    const engine = new MpegtsEngine(
      () => Promise.resolve(fake.module),
      () => true,
      { now },
    );
    const video = document.createElement("video");
    const session = await engine.attach(video, { url, live: isLive });
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => events.push(event));
    return { fake, video, session, events, player: fake.players[0]! };
  }

  it.each([
    ["live HTTP-FLV: low latency, latency chasing", "http://h/media/flv/s-1/720p.flv?expires=1&sign=x", true, "flv", LIVE_MPEGTS_CONFIG],
    ["live MPEG-TS over HTTP", "http://h/live/a.ts", true, "mpegts", LIVE_MPEGTS_CONFIG],
    ["a recorded FLV file", "http://h/vod/a.flv", false, "flv", RECORDED_MPEGTS_CONFIG],
  ] as const)("configures %s", async (_name, url, isLive, type, config) => {
    const { fake } = await attachedTo(url, isLive);
    expect(fake.sources).toEqual([{ type, isLive, url }]);
    expect(fake.configs).toEqual([config]);
  });

  it("a live config turns the stash buffer off and latency chasing on", () => {
    expect(LIVE_MPEGTS_CONFIG).toMatchObject({ isLive: true, enableStashBuffer: false, liveBufferLatencyChasing: true });
  });

  it.each([
    ["a refused request (403)", "NetworkError", "HttpStatusCodeInvalid", { code: 403, msg: "Forbidden" }, { httpStatus: 403 }],
    ["an unknown stream (404)", "NetworkError", "HttpStatusCodeInvalid", { code: 404, msg: "Not Found" }, { httpStatus: 404 }],
    ["a network exception (no status)", "NetworkError", "Exception", { code: -1, msg: "Failed to fetch" }, {}],
    ["a media error (code is not a status)", "MediaError", "MediaMSEError", { code: 403, msg: "" }, {}],
  ] as const)("reports %s with the status the engine knows", async (_name, type, detail, info, extra) => {
    const { events, player } = await attachedTo("http://h/a.flv", true);
    player.emit("error", type, detail, info);
    expect(events).toEqual([{ type: "error", fatal: true, group: type === "NetworkError" ? "network" : "media", detail, ...extra }]);
  });

  it("live latency is the buffered end minus the play head; go-live lands 0.5 s before the buffered end", async () => {
    const { video, session } = await attachedTo("http://h/a.flv", true);
    expect(session.liveLatency?.()).toBeNull();
    bufferedRanges(video, [[10, 20]]);
    setPlayHead(video, 14);
    expect(session.liveLatency?.()).toEqual({ latencySeconds: 6, bufferSeconds: 6 });
    session.seekToLiveEdge?.();
    expect(video.currentTime).toBe(19.5);
  });

  it("a recorded session offers no live latency nor go-live, but seeks", async () => {
    const { video, session } = await attachedTo("http://h/vod/a.flv", false);
    session.seek?.(7);
    expect([session.liveLatency, session.seekToLiveEdge, video.currentTime]).toEqual([undefined, undefined, 7]);
  });

  it("stats add up bytes from the reported speed over time (or a total), frames from the engine when the element has none", async () => {
    let now = 0;
    const { video, session, player } = await attachedTo("http://h/a.flv", true, () => now);
    player.emit("statistics_info", { speed: 100, decodedFrames: 30, droppedFrames: 1 });
    now = 500;
    player.emit("statistics_info", { speed: 200, decodedFrames: 45, droppedFrames: 2 });
    bufferedRanges(video, [[0, 3]]);
    expect(session.stats?.()).toEqual({ decodedFrames: 45, droppedFrames: 2, bytesLoaded: 102400, bufferSeconds: 3 });
    player.emit("statistics_info", { totalBytes: 500000, speed: 10 });
    expect(session.stats?.()?.bytesLoaded).toBe(500000);
  });

  it("reports time, size and volume of the element like every engine", async () => {
    const { video, events } = await attachedTo("http://h/a.flv", true);
    Object.defineProperty(video, "videoWidth", { configurable: true, value: 640 });
    Object.defineProperty(video, "videoHeight", { configurable: true, value: 360 });
    video.dispatchEvent(new Event("timeupdate"));
    video.dispatchEvent(new Event("resize"));
    video.muted = true;
    video.dispatchEvent(new Event("volumechange"));
    expect(events).toEqual([
      { type: "time", currentTime: 0, duration: Infinity },
      { type: "videoSize", width: 640, height: 360 },
      { type: "volume", volume: 1, muted: true },
    ]);
  });
});
