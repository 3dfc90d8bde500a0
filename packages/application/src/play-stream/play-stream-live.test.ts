import { FakePlaybackEngine } from "../testing";
import { describe, expect, it } from "vitest";
import type { PlayLine } from "@livehall/domain";
import { LIVE, RECORDED, testPlayer } from "./test-player";

const LINES: PlayLine[] = [
  {
    index: 1,
    domainName: "h",
    resolutions: [
      { url: "http://h/live/720/index.m3u8", name: "720p", isDefault: true },
      { url: "http://h/live/480/index.m3u8", name: "480p", isDefault: false },
    ],
  },
  { index: 2, domainName: "h", resolutions: [{ url: "http://h/flv/720.flv", name: "720p", isDefault: true }] },
];
const WITH_LINES = { url: "http://h/live/720/index.m3u8", live: true, lines: LINES, lineIndex: 0, qualityIndex: 0 };

describe("PlayStream reload after pause (§4)", () => {
  it.each([
    ["live, paused 3001 ms: restarts the source", LIVE, 3_001, 2],
    ["live, paused exactly 3000 ms: resumes", LIVE, 3_000, 1],
    ["recorded, paused long: resumes", RECORDED, 60_000, 1],
  ])("%s", async (_name, request, pausedMs, sessions) => {
    const { player, start, emit, advance, engine } = testPlayer();
    const first = await start(request);
    emit({ type: "playing" });
    player.pause();
    expect(first.pauseCalls).toBe(1);
    emit({ type: "paused" });
    await advance(pausedMs);
    player.play();
    await advance(0);
    expect(engine.sessions).toHaveLength(sessions);
    expect(first.destroyed).toBe(sessions === 2);
    expect(first.playCalls).toBe(sessions === 2 ? 1 : 2);
  });

  it("counts from the engine's paused event when the pause came from elsewhere (the browser)", async () => {
    const { player, start, emit, advance, engine } = testPlayer();
    await start(LIVE);
    emit({ type: "playing" }, { type: "paused" });
    await advance(4_000);
    player.togglePlay();
    await advance(0);
    expect(engine.sessions).toHaveLength(2);
  });

  it("a pause that ended (playing again) does not count", async () => {
    const { player, start, emit, advance, engine } = testPlayer();
    await start(LIVE);
    emit({ type: "playing" }, { type: "paused" });
    await advance(4_000);
    emit({ type: "playing" }, { type: "buffering" });
    player.play();
    await advance(0);
    expect(engine.sessions).toHaveLength(1);
  });
});

describe("PlayStream live catch-up", () => {
  it("every second while playing, applies the catch-up rate and shows 'go live' far behind", async () => {
    const { start, emit, advance, session, view } = testPlayer();
    await start({ ...LIVE, targetLatencySeconds: 3 });
    emit({ type: "playing" });
    session().latency = { latencySeconds: 5, bufferSeconds: 4 };
    await advance(999);
    expect(session().rates).toEqual([]);
    await advance(1);
    // drift 2 s, spare buffer 3 s → 1 + 0.05 × 2
    expect(session().rates).toEqual([1.1]);
    expect(view().behindLive).toBe(false);
    expect(view().latencySeconds).toBe(5);
    session().latency = { latencySeconds: 10.04, bufferSeconds: 4 };
    await advance(1_000);
    expect(session().rates).toEqual([1.1]);
    expect(view().behindLive).toBe(true);
    expect(view().latencySeconds).toBe(10);
    session().latency = { latencySeconds: 3, bufferSeconds: 4 };
    await advance(1_000);
    expect(session().rates).toEqual([1.1, 1]);
    expect(view().behindLive).toBe(false);
  });

  it("uses a 6 s target when the request names none", async () => {
    const { start, emit, advance, session } = testPlayer();
    await start(LIVE);
    emit({ type: "playing" });
    session().latency = { latencySeconds: 8, bufferSeconds: 10 };
    await advance(1_000);
    expect(session().rates).toEqual([1.1]);
  });

  it.each([
    ["while paused", { type: "paused" } as const],
    ["while buffering", { type: "buffering" } as const],
  ])("leaves the rate alone %s", async (_name, event) => {
    const { start, emit, advance, session } = testPlayer();
    await start(LIVE);
    emit({ type: "playing" }, event);
    session().latency = { latencySeconds: 30, bufferSeconds: 10 };
    await advance(5_000);
    expect(session().rates).toEqual([]);
  });

  it("never runs for recorded media", async () => {
    const { start, emit, advance, session } = testPlayer();
    await start(RECORDED);
    emit({ type: "playing" });
    session().latency = { latencySeconds: 30, bufferSeconds: 10 };
    await advance(5_000);
    expect(session().rates).toEqual([]);
  });

  it("goLive() jumps to the live edge and hides the button", async () => {
    const { player, start, emit, advance, session, view } = testPlayer();
    await start({ ...LIVE, targetLatencySeconds: 2 });
    emit({ type: "playing" });
    session().latency = { latencySeconds: 20, bufferSeconds: 0.5 };
    await advance(1_000);
    expect(view().behindLive).toBe(true);
    player.goLive();
    expect(session().seekToLiveEdgeCalls).toBe(1);
    expect(view().behindLive).toBe(false);
  });

  it("goLive() on recorded media does nothing", async () => {
    const { player, start, session } = testPlayer();
    await start(RECORDED);
    player.goLive();
    expect(session().seekToLiveEdgeCalls).toBe(0);
  });
});

describe("PlayStream quality and line", () => {
  it("selectQuality switches the source in place when the same engine plays it, and signals it", async () => {
    const { player, start, emit, engine, view, signals, advance } = testPlayer();
    const first = await start(WITH_LINES);
    emit({ type: "playing" });
    player.selectQuality(0, 1);
    await advance(0);
    expect(first.destroyed).toBe(false);
    expect(engine.sessions).toHaveLength(1);
    expect(first.switchedTo).toEqual([{ url: LINES[0]?.resolutions[1]?.url, live: true }]);
    expect(view()).toMatchObject({ lineIndex: 0, qualityIndex: 1, source: { url: LINES[0]?.resolutions[1]?.url } });
    expect(signals.at(-1)).toMatchObject({ type: "qualityChanged", lineIndex: 0, qualityIndex: 1 });
  });

  it("selectQuality hands the engine the new address before the new view is published", async () => {
    const { player, start, emit, advance } = testPlayer();
    const first = await start(WITH_LINES);
    emit({ type: "playing" });
    const switchedWhenPublished: number[] = [];
    const subscription = player.state$.subscribe((state) => {
      if (state.qualityIndex === 1) switchedWhenPublished.push(first.switchedTo.length);
    });
    player.selectQuality(0, 1);
    await advance(0);
    subscription.unsubscribe();
    expect(switchedWhenPublished[0]).toBe(1);
  });

  it("selectQuality attaches again when another engine plays the chosen line (HLS → FLV)", async () => {
    const hls = new FakePlaybackEngine({ name: "hls", accepts: (source) => source.url.endsWith(".m3u8") });
    const flv = new FakePlaybackEngine({ name: "mpegts", accepts: (source) => source.url.endsWith(".flv") });
    const { player, start, emit, view, signals, advance } = testPlayer({ engines: [hls, flv] });
    const first = await start(WITH_LINES);
    emit({ type: "playing" });
    player.selectQuality(1, 0);
    await advance(0);
    expect(first.destroyed).toBe(true);
    expect(first.switchedTo).toEqual([]);
    expect(flv.lastSession?.source).toEqual({ url: "http://h/flv/720.flv", live: true });
    expect(view()).toMatchObject({
      status: "loading",
      engine: "mpegts",
      lineIndex: 1,
      qualityIndex: 0,
      source: { url: "http://h/flv/720.flv" },
      lines: LINES,
    });
    expect(signals.at(-1)).toEqual({ type: "qualityChanged", url: "http://h/flv/720.flv", lineIndex: 1, qualityIndex: 0 });
  });

  it.each([
    ["the current one", 0, 0],
    ["a line that does not exist", 5, 0],
    ["a resolution that does not exist", 0, 9],
  ])("ignores %s", async (_name, line, quality) => {
    const { player, start, engine, signals } = testPlayer();
    await start(WITH_LINES);
    player.selectQuality(line, quality);
    expect(engine.sessions).toHaveLength(1);
    expect(signals).toEqual([]);
  });
});
