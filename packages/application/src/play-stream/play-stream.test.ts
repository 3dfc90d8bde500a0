import { describe, expect, it } from "vitest";
import type { PlaybackEvent, PlaybackSource } from "../playback/ports";
import { APP_TOKENS } from "../tokens";
import { FakePlaybackEngine, InMemoryPlayerPreferences, RecordingPlayerLogSink, createTestContainer, settle } from "../testing";
import type { PlayStream } from "./play-stream";
import type { PlayerView } from "./services";
import { FATAL_NETWORK, LIVE, RECORDED, testPlayer } from "./test-player";

const hlsOnly = (source: PlaybackSource) => source.url.endsWith(".m3u8");
const liveHls: PlaybackSource = { url: "http://h/live.m3u8", live: true };

describe("PlayStream from the container", () => {
  it("resolves with only engines and a clock bound (preferences and logs are optional)", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    const { container } = createTestContainer({ engines: [engine] });
    const player = container.get<PlayStream>(APP_TOKENS.PlayStream);
    const views: PlayerView[] = [];
    player.state$.subscribe((view) => views.push(view));
    await player.attach({ id: "video" }, liveHls);
    expect(engine.lastSession).toMatchObject({ source: liveHls, playCalls: 1 });
    expect(views.at(-1)).toMatchObject({ status: "loading", engine: "hls", volume: 1, muted: false });
  });
});

describe("PlayStream engines", () => {
  it("attaches the first engine, in binding order, that can play the source and starts it", async () => {
    const flv = new FakePlaybackEngine({ name: "mpegts", accepts: (s) => s.url.endsWith(".flv") });
    const hls = new FakePlaybackEngine({ name: "hls", accepts: hlsOnly });
    const native = new FakePlaybackEngine({ name: "native" });
    const { player, view } = testPlayer({ engines: [flv, hls, native] });
    const surface = { id: "video" };
    await player.attach(surface, liveHls);
    expect(hls.lastSession).toMatchObject({ surface, source: liveHls, playCalls: 1 });
    expect(native.sessions).toEqual([]);
    expect(view()).toMatchObject({ status: "loading", engine: "hls", errorKey: null, source: liveHls });
  });

  it("gives live sources only to live-capable engines", async () => {
    const vod = new FakePlaybackEngine({ name: "vod-only", liveCapable: false });
    const live = new FakePlaybackEngine({ name: "live" });
    const { player } = testPlayer({ engines: [vod, live] });
    await player.attach({}, liveHls);
    expect(vod.sessions).toEqual([]);
    expect(live.sessions).toHaveLength(1);
    await player.attach({}, { url: "http://h/a.mp4", live: false });
    expect(vod.sessions).toHaveLength(1);
  });

  it.each([
    ["no engine plays the file type", [new FakePlaybackEngine({ name: "hls", accepts: hlsOnly })]],
    ["no live-capable engine plays it", [new FakePlaybackEngine({ name: "vod", liveCapable: false })]],
  ])("reports 'File type not supported' when %s, as a media failure to the flows", async (_name, engines) => {
    const logSink = new RecordingPlayerLogSink();
    const { player, view, signals } = testPlayer({ engines, logSink });
    await player.attach({}, { url: "http://h/live.flv", live: true });
    expect(view()).toMatchObject({ status: "error", engine: null, errorKey: "error.fileTypeNotSupported" });
    expect(logSink.errors).toEqual([
      { message: "File type not supported", streamUrl: "http://h/live.flv", metricId: expect.any(String) as string },
    ]);
    expect(signals).toEqual([{ type: "fatalError", group: "media" }]);
    expect(engines[0]?.sessions).toEqual([]);
  });

  it("an engine that cannot attach (library failed) is a fatal unknown error", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.attachError = new Error("chunk failed");
    const { player, view, signals } = testPlayer({ engines: [engine] });
    await player.attach({}, liveHls);
    expect(view()).toMatchObject({
      status: "error",
      engine: "hls",
      errorKey: "error.player.unknown",
      errorId: "unknown-engineAttachError",
    });
    expect(signals).toEqual([{ type: "fatalError", group: "unknown" }]);
  });

  it("warmUp() preloads the first live-capable engine for a live source, and no other", () => {
    const vod = new FakePlaybackEngine({ name: "vod-only", liveCapable: false });
    const hls = new FakePlaybackEngine({ name: "hls" });
    const flv = new FakePlaybackEngine({ name: "mpegts" });
    const { player, view } = testPlayer({ engines: [vod, hls, flv] });
    player.warmUp({ live: true });
    expect([vod.preloads, hls.preloads, flv.preloads]).toEqual([0, 1, 0]);
    expect(view().status).toBe("idle");
    player.warmUp({ live: false });
    expect(vod.preloads).toBe(1);
  });
});

describe("PlayStream states and signals", () => {
  it.each<[string, PlaybackEvent[], Partial<PlayerView>, string[]]>([
    ["playing", [{ type: "playing" }], { status: "playing", errorKey: null }, ["playing"]],
    ["paused", [{ type: "playing" }, { type: "paused" }], { status: "paused" }, ["playing"]],
    ["buffering", [{ type: "buffering" }], { status: "buffering" }, ["buffering"]],
    ["buffering then playing", [{ type: "buffering" }, { type: "playing" }], { status: "playing" }, ["buffering", "playing"]],
    ["complete", [{ type: "playing" }, { type: "ended" }], { status: "complete" }, ["playing", "ended"]],
    [
      "a fatal network error",
      [{ type: "error", fatal: true, group: "network", detail: "x" }],
      { status: "error", errorKey: "error.player.network", errorId: "network-x" },
      ["fatalError"],
    ],
    [
      "a fatal media error",
      [{ type: "error", fatal: true, group: "media", detail: "x" }],
      { status: "error", errorKey: "error.player.media" },
      ["fatalError"],
    ],
    [
      "a fatal unknown error",
      [{ type: "error", fatal: true, group: "unknown", detail: "" }],
      { status: "error", errorKey: "error.player.unknown", errorId: "unknown-0" },
      ["fatalError"],
    ],
    [
      "a non-fatal error (no change)",
      [{ type: "playing" }, { type: "error", fatal: false, group: "media", detail: "x" }],
      { status: "playing" },
      ["playing"],
    ],
    [
      "an hls buffer stall (ignored)",
      [{ type: "playing" }, { type: "error", fatal: true, group: "media", detail: "bufferStalledError" }],
      { status: "playing" },
      ["playing"],
    ],
    ["the same state twice (one signal)", [{ type: "playing" }, { type: "playing" }], { status: "playing" }, ["playing"]],
  ])("follows the engine's events: %s", async (_name, events, expected, signalTypes) => {
    const { start, emit, view, signals } = testPlayer();
    await start(LIVE);
    emit(...events);
    expect(view()).toMatchObject({ engine: "hls", errorKey: null, ...expected });
    expect(signals.map((signal) => signal.type)).toEqual(signalTypes);
  });

  it("a fatal error carries its HTTP status and code to the flows and destroys the session", async () => {
    const { start, emit, signals, session } = testPlayer();
    await start(LIVE);
    emit({ type: "error", fatal: true, group: "network", detail: "manifestLoadError", httpStatus: 403, code: "2002" });
    expect(signals).toEqual([{ type: "fatalError", group: "network", httpStatus: 403, code: "2002" }]);
    expect(session().destroyed).toBe(true);
  });

  it("follows time, video size and volume events", async () => {
    const { start, emit, view } = testPlayer();
    await start(RECORDED);
    emit({ type: "time", currentTime: 3, duration: 30 }, { type: "videoSize", width: 640, height: 360 });
    expect(view()).toMatchObject({ currentTime: 3, duration: 30, videoSize: { width: 640, height: 360 } });
  });

  it("starts muted when the browser refuses to autoplay with sound, without storing mute as the viewer's choice", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.holdAttach = true;
    const preferences = new InMemoryPlayerPreferences();
    const { player, view } = testPlayer({ engines: [engine], preferences });
    const attaching = player.attach({}, liveHls);
    const session = engine.lastSession;
    if (session) session.refuseUnmutedPlay = true;
    engine.release();
    await attaching;
    // The element reports the forced mute; it is not the viewer's choice.
    session?.events.next({ type: "volume", volume: 1, muted: true });
    expect(preferences.writes).toEqual([]);
    expect(session?.volumes).toEqual([
      { volume: 1, muted: false },
      { volume: 1, muted: true },
    ]);
    expect(session?.playCalls).toBe(2);
    expect(view()).toMatchObject({ muted: true, status: "loading" });
  });

  it("shows paused when the browser refuses to autoplay even muted", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.holdAttach = true;
    const { player, view } = testPlayer({ engines: [engine] });
    const attaching = player.attach({}, liveHls);
    const session = engine.lastSession;
    if (session) session.playError = new Error("NotAllowedError");
    engine.release();
    await attaching;
    expect(view()).toMatchObject({ status: "paused", engine: "hls" });
  });

  it("loading again destroys the previous session; its late events are ignored", async () => {
    const { player, engine, view, start } = testPlayer();
    const first = await start(LIVE);
    player.load({ url: "http://h/other.m3u8", live: true });
    await settle();
    expect(first.destroyed).toBe(true);
    first.events.next({ type: "playing" });
    expect(view()).toMatchObject({ status: "loading", source: { url: "http://h/other.m3u8" } });
    expect(engine.sessions).toHaveLength(2);
  });

  it("stop() destroys the session, goes back to idle (keeping the volume) and signals idle", async () => {
    const { player, start, emit, view, signals, session } = testPlayer();
    await start(LIVE);
    emit({ type: "playing" });
    player.setVolume(0.4);
    player.stop();
    expect(session().destroyed).toBe(true);
    expect(view()).toMatchObject({ status: "idle", engine: null, errorKey: null, source: null, volume: 0.4 });
    expect(signals.at(-1)).toEqual({ type: "idle" });
    player.detach();
    expect(signals.filter((signal) => signal.type === "idle")).toHaveLength(1);
  });

  it("a session that arrives after stop() is destroyed at once and never played", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.holdAttach = true;
    const { player, view } = testPlayer({ engines: [engine] });
    const attaching = player.attach({}, liveHls);
    player.detach();
    engine.release();
    await attaching;
    expect(engine.lastSession).toMatchObject({ destroyed: true, playCalls: 0 });
    expect(view().status).toBe("idle");
  });

  it("a stale attach answer is dropped when another load came first", async () => {
    const engine = new FakePlaybackEngine({ name: "hls" });
    engine.holdAttach = true;
    const { player, view } = testPlayer({ engines: [engine] });
    player.bindSurface({});
    player.load(LIVE);
    player.load({ url: "http://h/b.m3u8", live: true });
    engine.release();
    await settle();
    const [first, second] = engine.sessions;
    expect(first).toMatchObject({ destroyed: true, playCalls: 0 });
    expect(second).toMatchObject({ destroyed: false, playCalls: 1 });
    second?.events.next({ type: "playing" });
    expect(view()).toMatchObject({ status: "playing", source: { url: "http://h/b.m3u8" } });
  });
});

describe("PlayStream surface binding", () => {
  it("a load before the surface is bound waits for it", async () => {
    const { player, engine, view } = testPlayer();
    player.load(LIVE);
    await settle();
    expect(engine.sessions).toEqual([]);
    expect(view()).toMatchObject({ status: "loading", source: { url: LIVE.url } });
    const surface = { id: "late" };
    player.bindSurface(surface);
    await settle();
    expect(engine.lastSession).toMatchObject({ surface, playCalls: 1 });
  });

  it("binding another surface moves the source onto it", async () => {
    const { player, engine, start } = testPlayer();
    const first = await start(LIVE);
    const other = { id: "other" };
    player.bindSurface(other);
    await settle();
    expect(first.destroyed).toBe(true);
    expect(engine.lastSession).toMatchObject({ surface: other, source: { url: LIVE.url } });
  });

  it("binding the same surface again changes nothing", async () => {
    const { player, engine } = testPlayer();
    const surface = { id: "video" };
    player.bindSurface(surface);
    player.load(LIVE);
    await settle();
    player.bindSurface(surface);
    await settle();
    expect(engine.sessions).toHaveLength(1);
  });

  it("bindSurface(null) stops", async () => {
    const { player, start, view, signals, session } = testPlayer();
    await start(LIVE);
    player.bindSurface(null);
    expect(session().destroyed).toBe(true);
    expect(view().status).toBe("idle");
    expect(signals.at(-1)).toEqual({ type: "idle" });
  });
});

describe("PlayStream reload", () => {
  it("reload() plays the same source again after a fatal error", async () => {
    const { player, engine, start, emit, view } = testPlayer();
    await start(LIVE);
    emit(FATAL_NETWORK);
    expect(view().status).toBe("error");
    player.reload();
    await settle();
    expect(engine.sessions).toHaveLength(2);
    expect(view()).toMatchObject({ status: "loading", errorKey: null, errorId: null });
  });

  it("reload() without a source does nothing", () => {
    const { player, engine } = testPlayer();
    player.bindSurface({});
    player.reload();
    expect(engine.sessions).toEqual([]);
  });
});
