// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { PlaybackEvent } from "@livehall/application";
import { HlsEngine, type HlsErrorDataLike } from "./hls-engine";

class FakeHls {
  static readonly Events = { ERROR: "hlsError" };
  static readonly ErrorTypes = { NETWORK_ERROR: "networkError", MEDIA_ERROR: "mediaError" };
  static readonly ErrorDetails = { BUFFER_STALLED_ERROR: "bufferStalledError" };
  static instances: FakeHls[] = [];
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  private readonly listeners = new Map<string, (event: string, data: HlsErrorDataLike) => void>();

  constructor(readonly config: Record<string, unknown> = {}) {
    FakeHls.instances.push(this);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  on(event: string, listener: (event: string, data: HlsErrorDataLike) => void) {
    this.listeners.set(event, listener);
  }
  emitError(data: HlsErrorDataLike) {
    this.listeners.get(FakeHls.Events.ERROR)?.(FakeHls.Events.ERROR, data);
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

async function attached() {
  const { engine } = setup();
  const video = document.createElement("video");
  const session = await engine.attach(video, live("http://h/live/720p.m3u8"));
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

  it("hands hls.js the worker path it was given, so transmuxing leaves the main thread", async () => {
    const engine = new HlsEngine(() => Promise.resolve(FakeHls), () => true, { workerPath: "/assets/hls.worker.js" });
    FakeHls.instances = [];
    await engine.attach(document.createElement("video"), live("http://h/a.m3u8"));
    expect(FakeHls.instances[0]?.config).toEqual({ workerPath: "/assets/hls.worker.js" });
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

  it("play() starts the media element", async () => {
    const { video, session } = await attached();
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    await session.play();
    expect(play).toHaveBeenCalledTimes(1);
  });
});
