import { describe, expect, it } from "vitest";
import type { PlaybackEvent, PlaybackSource } from "../playback/ports";
import { APP_TOKENS } from "../tokens";
import { FakePlaybackEngine, createTestContainer } from "../testing";
import type { PlayStream } from "./play-stream";
import type { PlaybackState } from "./playback-state";

const hlsOnly = (source: PlaybackSource) => source.url.endsWith(".m3u8");
const liveHls: PlaybackSource = { url: "http://h/live.m3u8", live: true };

function setup(engines: FakePlaybackEngine[]) {
  const { container } = createTestContainer({ engines });
  const useCase = container.get<PlayStream>(APP_TOKENS.PlayStream);
  const states: PlaybackState[] = [];
  useCase.state$.subscribe((state) => states.push(state));
  return { useCase, states };
}

describe("PlayStream", () => {
  it("attaches the first engine, in binding order, that can play the source and starts it", async () => {
    const flv = new FakePlaybackEngine({ name: "mpegts", accepts: (s) => s.url.endsWith(".flv") });
    const hls = new FakePlaybackEngine({ name: "hls", accepts: hlsOnly });
    const native = new FakePlaybackEngine({ name: "native" });
    const { useCase, states } = setup([flv, hls, native]);
    const surface = { id: "video" };
    await useCase.attach(surface, liveHls);
    expect(hls.lastSession).toMatchObject({ surface, source: liveHls, playCalls: 1 });
    expect(native.sessions).toEqual([]);
    expect(states.at(-1)).toEqual({ status: "loading", engine: "hls", errorKey: null });
  });

  it("gives live sources only to live-capable engines", async () => {
    const vod = new FakePlaybackEngine({ name: "vod-only", liveCapable: false });
    const live = new FakePlaybackEngine({ name: "live" });
    const { useCase } = setup([vod, live]);
    await useCase.attach({}, liveHls);
    expect(vod.sessions).toEqual([]);
    expect(live.sessions).toHaveLength(1);
    await useCase.attach({}, { url: "http://h/a.mp4", live: false });
    expect(vod.sessions).toHaveLength(1);
  });

  it.each([
    ["no engine plays the file type", [new FakePlaybackEngine({ name: "hls", accepts: hlsOnly })]],
    ["no live-capable engine plays it", [new FakePlaybackEngine({ name: "vod", liveCapable: false })]],
    ["no engine at all", []],
  ])("reports 'File type not supported' when %s", async (_name, engines) => {
    const { useCase, states } = setup(engines);
    await useCase.attach({}, { url: "http://h/live.flv", live: true });
    expect(states.at(-1)).toEqual({ status: "error", engine: null, errorKey: "error.fileTypeNotSupported" });
  });

  it.each<[string, PlaybackEvent[], Partial<PlaybackState>]>([
    ["playing", [{ type: "playing" }], { status: "playing", errorKey: null }],
    ["paused", [{ type: "playing" }, { type: "paused" }], { status: "paused" }],
    ["buffering", [{ type: "buffering" }], { status: "buffering" }],
    ["complete", [{ type: "ended" }], { status: "complete" }],
    ["a fatal network error", [{ type: "error", fatal: true, group: "network", detail: "x" }], { status: "error", errorKey: "error.player.network" }],
    ["a fatal media error", [{ type: "error", fatal: true, group: "media", detail: "x" }], { status: "error", errorKey: "error.player.media" }],
    ["a fatal unknown error", [{ type: "error", fatal: true, group: "unknown", detail: "" }], { status: "error", errorKey: "error.player.unknown" }],
    ["a non-fatal error (no change)", [{ type: "playing" }, { type: "error", fatal: false, group: "media", detail: "x" }], { status: "playing" }],
    ["playing again after an error", [{ type: "error", fatal: true, group: "network", detail: "x" }, { type: "playing" }], { status: "playing", errorKey: null }],
  ])("follows the engine's events: %s", async (_name, events, expected) => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const { useCase, states } = setup([engine]);
    await useCase.attach({}, liveHls);
    for (const event of events) engine.lastSession!.events.next(event);
    expect(states.at(-1)).toEqual({ engine: "hls", errorKey: null, ...expected });
  });

  it("shows paused when the browser refuses to autoplay", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const original = engine.attach.bind(engine);
    engine.attach = async (surface, source) => {
      const session = await original(surface, source);
      engine.lastSession!.playError = new Error("NotAllowedError");
      return session;
    };
    const { useCase, states } = setup([engine]);
    await useCase.attach({}, liveHls);
    expect(states.at(-1)).toMatchObject({ status: "paused", engine: "hls" });
  });

  it("attaching again destroys the previous session; its late events are ignored", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const { useCase, states } = setup([engine]);
    await useCase.attach({}, liveHls);
    const first = engine.lastSession!;
    await useCase.attach({}, { url: "http://h/other.m3u8", live: true });
    expect(first.destroyed).toBe(true);
    first.events.next({ type: "ended" });
    expect(states.at(-1)?.status).toBe("loading");
  });

  it("detach() destroys the session and goes back to idle", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const { useCase, states } = setup([engine]);
    await useCase.attach({}, liveHls);
    useCase.detach();
    expect(engine.lastSession!.destroyed).toBe(true);
    expect(states.at(-1)).toEqual({ status: "idle", engine: null, errorKey: null });
  });

  it("a session that arrives after detach() is destroyed at once", async () => {
    let release: () => void = () => undefined;
    const engine = new FakePlaybackEngine({ name: "hls" });
    const original = engine.attach.bind(engine);
    engine.attach = (surface, source) => new Promise((resolve) => (release = () => void original(surface, source).then(resolve)));
    const { useCase, states } = setup([engine]);
    const attaching = useCase.attach({}, liveHls);
    useCase.detach();
    release();
    await attaching;
    expect(engine.lastSession!.destroyed).toBe(true);
    expect(engine.lastSession!.playCalls).toBe(0);
    expect(states.at(-1)?.status).toBe("idle");
  });

  it("warmUp() preloads the first live-capable engine for a live source, and no other", () => {
    const vod = new FakePlaybackEngine({ name: "vod-only", liveCapable: false });
    const hls = new FakePlaybackEngine({ name: "hls" });
    const flv = new FakePlaybackEngine({ name: "mpegts" });
    const { useCase, states } = setup([vod, hls, flv]);
    useCase.warmUp({ live: true });
    expect([vod.preloads, hls.preloads, flv.preloads]).toEqual([0, 1, 0]);
    expect(states.at(-1)).toEqual({ status: "idle", engine: null, errorKey: null });
    useCase.warmUp({ live: false });
    expect(vod.preloads).toBe(1);
  });
});
