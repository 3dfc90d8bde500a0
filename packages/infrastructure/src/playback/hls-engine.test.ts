// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { PlaybackEvent } from "@livehall/application";
import { HlsEngine, type HlsErrorDataLike, type HlsFragLoadedDataLike } from "./hls-engine";
import { bufferedRanges, setPlayHead } from "./testing/media-fakes";

type HlsData = HlsErrorDataLike & HlsFragLoadedDataLike;

class FakeHls {
  static readonly Events = { ERROR: "hlsError", FRAG_LOADED: "hlsFragLoaded" };
  static readonly ErrorTypes = { NETWORK_ERROR: "networkError", MEDIA_ERROR: "mediaError" };
  static readonly ErrorDetails = { BUFFER_STALLED_ERROR: "bufferStalledError" };
  static instances: FakeHls[] = [];
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  latency = 0;
  liveSyncPosition: number | null = null;
  private readonly listeners = new Map<string, (event: string, data: HlsData) => void>();

  constructor(readonly config: Record<string, unknown> = {}) {
    FakeHls.instances.push(this);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  on(event: string, listener: (event: string, data: HlsData) => void) {
    this.listeners.set(event, listener);
  }
  emitError(data: HlsErrorDataLike) {
    this.listeners.get(FakeHls.Events.ERROR)?.(FakeHls.Events.ERROR, data);
  }
  emitFragLoaded(data: HlsFragLoadedDataLike) {
    // hls.js hands each event its own payload; the engine reads FRAG_LOADED's fields only.
    this.listeners.get(FakeHls.Events.FRAG_LOADED)?.(FakeHls.Events.FRAG_LOADED, data as HlsData);
  }
  destroy() {
    this.destroyed = true;
  }
}

const live = (url: string) => ({ url, live: true });

function setup(supported = true) {
  FakeHls.instances = [];
  const loader = vi.fn(() => Promise.resolve(FakeHls));
  const engine = new HlsEngine(loader, () => supported);
  return { engine, loader };
}

async function attached(isLive = true) {
  const { engine } = setup();
  const video = document.createElement("video");
  const session = await engine.attach(video, { url: "http://h/live/720p.m3u8", live: isLive });
  const events: PlaybackEvent[] = [];
  session.events$.subscribe((event) => events.push(event));
  const hls = FakeHls.instances[0]!;
  return { video, session, events, hls };
}

describe("HlsEngine", () => {
  it("is a live-capable engine named hls", () => {
    const { engine } = setup();
    expect([engine.name, engine.liveCapable]).toEqual(["hls", true]);
  });

  it.each([
    ["an m3u8 URL with MSE", "http://h/live/a.m3u8?x=1", true, true],
    ["an m3u8 URL without MSE", "http://h/live/a.m3u8", false, false],
    ["an FLV URL", "http://h/live/a.flv", true, false],
    ["an MP4 URL", "http://h/vod/a.mp4", true, false],
  ])("canPlay %s → %s", (_name, url, supported, expected) => {
    expect(setup(supported).engine.canPlay(live(url))).toBe(expected);
  });

  it("loads hls.js only when a source is attached", async () => {
    const { engine, loader } = setup();
    engine.canPlay(live("http://h/a.m3u8"));
    expect(loader).not.toHaveBeenCalled();
    const video = document.createElement("video");
    await engine.attach(video, live("http://h/a.m3u8"));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(FakeHls.instances[0]).toMatchObject({ source: "http://h/a.m3u8", media: video });
  });

  it("prepare attaches an instance ahead; the next attach on that element only loads the playlist into it", async () => {
    const { engine } = setup();
    const video = document.createElement("video");
    await engine.prepare(video);
    expect(FakeHls.instances).toHaveLength(1);
    expect(FakeHls.instances[0]).toMatchObject({ source: null, media: video });
    await engine.attach(video, live("http://h/a.m3u8"));
    expect(FakeHls.instances).toHaveLength(1);
    expect(FakeHls.instances[0]).toMatchObject({ source: "http://h/a.m3u8", media: video, destroyed: false });
    // Taken: a later attach on the same element makes its own instance.
    await engine.attach(video, live("http://h/b.m3u8"));
    expect(FakeHls.instances).toHaveLength(2);
  });

  it("discard destroys a prepared instance no attach took; another element's attach does not take it", async () => {
    const { engine } = setup();
    const prepared = document.createElement("video");
    await engine.prepare(prepared);
    await engine.attach(document.createElement("video"), live("http://h/a.m3u8"));
    expect(FakeHls.instances.map((hls) => hls.media === prepared)).toEqual([true, false]);
    engine.discard(prepared);
    await vi.waitFor(() => {
      expect(FakeHls.instances[0]?.destroyed).toBe(true);
    });
  });

  it("hands hls.js the worker path it was given, so transmuxing leaves the main thread", async () => {
    const engine = new HlsEngine(
      () => Promise.resolve(FakeHls),
      () => true,
      { workerPath: "/assets/hls.worker.js" },
    );
    FakeHls.instances = [];
    await engine.attach(document.createElement("video"), live("http://h/a.m3u8"));
    expect(FakeHls.instances[0]?.config).toEqual({ startFragPrefetch: true, workerPath: "/assets/hls.worker.js" });
  });

  it("asks hls.js for the first fragment as soon as the playlist is known, not on its next tick after the media opens", async () => {
    const { engine } = setup();
    await engine.attach(document.createElement("video"), live("http://h/a.m3u8"));
    expect(FakeHls.instances[0]?.config).toEqual({ startFragPrefetch: true });
  });

  it("preload() loads hls.js ahead of a source and creates no player", async () => {
    const { engine, loader } = setup();
    await engine.preload();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(FakeHls.instances).toEqual([]);
  });

  it.each([
    ["networkError", "manifestLoadError", "network"],
    ["mediaError", "bufferAppendError", "media"],
    ["muxError", "remuxAllocError", "unknown"],
  ] as const)("maps a fatal %s to group %s", async (type, details, group) => {
    const { events, hls } = await attached();
    hls.emitError({ type, details, fatal: true });
    expect(events).toEqual([{ type: "error", fatal: true, group, detail: details }]);
  });

  it("ignores buffer stall errors", async () => {
    const { events, hls } = await attached();
    hls.emitError({ type: "mediaError", details: "bufferStalledError", fatal: false });
    expect(events).toEqual([]);
  });

  it("reports the element's playing, pause, waiting and ended events", async () => {
    const { video, events } = await attached();
    for (const name of ["playing", "waiting", "pause", "ended"]) video.dispatchEvent(new Event(name));
    expect(events.map((event) => event.type)).toEqual(["playing", "buffering", "paused", "ended"]);
  });

  it("destroy() releases hls.js and ends the events", async () => {
    const { video, session, events, hls } = await attached();
    let completed = false;
    session.events$.subscribe({ complete: () => (completed = true) });
    session.destroy();
    video.dispatchEvent(new Event("playing"));
    expect(hls.destroyed).toBe(true);
    expect(completed).toBe(true);
    expect(events).toEqual([]);
  });

  it("switchSource() loads the new address on the same hls.js and media element (a quality change)", async () => {
    const { video, session, hls } = await attached();
    session.switchSource?.(live("http://h/live/360p.m3u8"));
    expect(FakeHls.instances).toHaveLength(1);
    expect([hls.source, hls.media, hls.destroyed]).toEqual(["http://h/live/360p.m3u8", video, false]);
  });

  it("play() starts the media element", async () => {
    const { video, session } = await attached();
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    await session.play();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      "a manifest 403 (response code)",
      { type: "networkError", details: "manifestLoadError", fatal: true, response: { code: 403, text: "" } },
      403,
    ],
    [
      "a fragment 403 hls.js thought retryable",
      { type: "networkError", details: "fragLoadError", fatal: false, response: { code: 403 } },
      403,
    ],
    ["a level 404 from the XHR", { type: "networkError", details: "levelLoadError", fatal: true, networkDetails: { status: 404 } }, 404],
  ] as const)("carries the HTTP status of %s; a 403 is always fatal", async (_name, data, status) => {
    const { events, hls } = await attached();
    hls.emitError(data);
    expect(events).toEqual([{ type: "error", fatal: true, group: "network", detail: data.details, httpStatus: status }]);
  });

  it("carries the code of a JSON body the stream answered, and no status where there was none (0)", async () => {
    const { events, hls } = await attached();
    hls.emitError({
      type: "networkError",
      details: "levelLoadError",
      fatal: true,
      response: { code: 403, text: '{"code":"100403","msg":"expired"}' },
    });
    hls.emitError({
      type: "networkError",
      details: "manifestLoadTimeOut",
      fatal: false,
      response: { code: 0 },
      networkDetails: { status: 0 },
    });
    expect(events).toEqual([
      { type: "error", fatal: true, group: "network", detail: "levelLoadError", httpStatus: 403, code: "100403" },
      { type: "error", fatal: false, group: "network", detail: "manifestLoadTimeOut" },
    ]);
  });

  it("reports the play head about 4 times a second, always after a seek; live duration is Infinity", async () => {
    let now = 0;
    FakeHls.instances = [];
    const engine = new HlsEngine(
      () => Promise.resolve(FakeHls),
      () => true,
      { now: () => now },
    );
    const video = document.createElement("video");
    const session = await engine.attach(video, live("http://h/a.m3u8"));
    const seenAt: number[] = [];
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => {
      events.push(event);
      seenAt.push(now);
    });
    setPlayHead(video, 1);
    for (const at of [0, 100, 249, 250, 400, 600]) {
      now = at;
      video.dispatchEvent(new Event("timeupdate"));
    }
    now = 610;
    video.dispatchEvent(new Event("seeked"));
    expect(seenAt).toEqual([0, 250, 600, 610]);
    expect(events.every((event) => event.type === "time" && event.duration === Infinity && event.currentTime === 1)).toBe(true);
  });

  it("reports the recorded duration, the video size once known, and volume changes", async () => {
    const { video, events } = await attached(false);
    Object.defineProperty(video, "duration", { configurable: true, value: 30 });
    Object.defineProperty(video, "videoWidth", { configurable: true, value: 1280 });
    Object.defineProperty(video, "videoHeight", { configurable: true, value: 720 });
    video.dispatchEvent(new Event("timeupdate"));
    video.dispatchEvent(new Event("loadedmetadata"));
    video.volume = 0.4;
    video.muted = true;
    video.dispatchEvent(new Event("volumechange"));
    expect(events).toEqual([
      { type: "time", currentTime: 0, duration: 30 },
      { type: "videoSize", width: 1280, height: 720 },
      { type: "volume", volume: 0.4, muted: true },
    ]);
  });

  it("does not report a size of 0 × 0 (metadata without video)", async () => {
    const { video, events } = await attached();
    video.dispatchEvent(new Event("resize"));
    expect(events).toEqual([]);
  });

  it("pauses, seeks, sets the rate and the volume (clamped) on the element", async () => {
    const { video, session } = await attached(false);
    const pause = vi.spyOn(video, "pause").mockImplementation(() => undefined);
    session.pause?.();
    session.seek?.(12.5);
    session.setRate?.(1.5);
    session.setVolume?.(1.7, true);
    expect(pause).toHaveBeenCalledTimes(1);
    expect([video.currentTime, video.playbackRate, video.volume, video.muted]).toEqual([12.5, 1.5, 1, true]);
  });

  it("a live session measures latency with hls.js and the buffer ahead, and goes live at liveSyncPosition", async () => {
    const { video, session, hls } = await attached();
    expect(session.liveLatency?.()).toBeNull();
    hls.liveSyncPosition = 40;
    hls.latency = 6.5;
    bufferedRanges(video, [[30, 38]]);
    setPlayHead(video, 33);
    expect(session.liveLatency?.()).toEqual({ latencySeconds: 6.5, bufferSeconds: 5 });
    session.seekToLiveEdge?.();
    expect(video.currentTime).toBe(40);
  });

  it("a recorded session offers no live latency nor go-live", async () => {
    const { session } = await attached(false);
    expect([session.liveLatency, session.seekToLiveEdge]).toEqual([undefined, undefined]);
  });

  it("stats count the loaded fragments' bytes and the element's frames", async () => {
    const { video, session, hls } = await attached();
    Object.defineProperty(video, "getVideoPlaybackQuality", {
      configurable: true,
      value: () => ({ totalVideoFrames: 250, droppedVideoFrames: 3 }),
    });
    hls.emitFragLoaded({ frag: { stats: { loaded: 1000 } } });
    hls.emitFragLoaded({ payload: { byteLength: 500 } });
    hls.emitFragLoaded({});
    bufferedRanges(video, [[0, 4]]);
    setPlayHead(video, 1);
    expect(session.stats?.()).toEqual({ decodedFrames: 250, droppedFrames: 3, bytesLoaded: 1500, bufferSeconds: 3 });
  });
});
