import { describe, expect, it } from "vitest";
import { RecordingPlayerLogSink } from "../testing";
import type { PlayStream } from "./play-stream";
import { FATAL_NETWORK, LIVE, testPlayer } from "./test-player";

const RETRYING = { ...LIVE, retry: true };

describe("PlayStream retry after a fatal error (§4, §9)", () => {
  it("is off by default: the error shows at once and nothing replays", async () => {
    const { start, emit, advance, engine, view, signals } = testPlayer();
    await start(LIVE);
    emit(FATAL_NETWORK);
    await advance(10_000);
    expect(engine.sessions).toHaveLength(1);
    expect(view()).toMatchObject({ status: "error", errorKey: "error.player.network", errorId: "network-404" });
    expect(signals).toEqual([{ type: "fatalError", group: "network", httpStatus: 404 }]);
  });

  it("replays 3000 ms after the failure, showing loading meanwhile and telling the flows nothing", async () => {
    const { start, emit, advance, engine, view, signals } = testPlayer();
    await start(RETRYING);
    emit({ type: "playing" }, FATAL_NETWORK);
    expect(view()).toMatchObject({ status: "loading", errorKey: null });
    expect(engine.lastSession?.destroyed).toBe(true);
    await advance(2_999);
    expect(engine.sessions).toHaveLength(1);
    await advance(1);
    expect(engine.sessions).toHaveLength(2);
    expect(engine.lastSession).toMatchObject({ source: { url: LIVE.url }, playCalls: 1 });
    expect(signals.map((signal) => signal.type)).toEqual(["playing"]);
  });

  it("gives up after 10 retries once the 15 s window closed, then signals and logs the error", async () => {
    const logSink = new RecordingPlayerLogSink();
    const { start, emit, advance, engine, view, signals } = testPlayer({ logSink });
    await start(RETRYING);
    for (let retry = 1; retry <= 10; retry++) {
      emit(FATAL_NETWORK);
      await advance(3_000);
      expect(engine.sessions).toHaveLength(retry + 1);
    }
    // 10 retries made, 30 s since the first failure: the 11th failure is shown.
    emit(FATAL_NETWORK);
    await advance(3_000);
    expect(engine.sessions).toHaveLength(11);
    expect(view()).toMatchObject({ status: "error", errorId: "network-404" });
    expect(signals).toEqual([{ type: "fatalError", group: "network", httpStatus: 404 }]);
    expect(logSink.errors).toEqual([
      { message: "Network Error: levelLoadError", errorId: "network-404", streamUrl: LIVE.url, metricId: expect.any(String) as string },
    ]);
  });

  it.each<[string, (player: PlayStream) => void]>([
    [
      "load",
      (player) => {
        player.load(RETRYING);
      },
    ],
    [
      "reload",
      (player) => {
        player.reload();
      },
    ],
    [
      "a quality change",
      (player) => {
        player.selectQuality(0, 1);
      },
    ],
  ])("%s resets the retry count", async (_name, reset) => {
    const request = {
      ...RETRYING,
      lines: [
        {
          index: 1,
          domainName: "h",
          resolutions: [
            { url: LIVE.url, name: "720p", isDefault: true },
            { url: "http://h/480.m3u8", name: "480p", isDefault: false },
          ],
        },
      ],
    };
    const { player, start, emit, advance, view } = testPlayer();
    await start(request);
    for (let retry = 1; retry <= 10; retry++) {
      emit(FATAL_NETWORK);
      await advance(3_000);
    }
    await advance(20_000);
    reset(player);
    await advance(0);
    emit(FATAL_NETWORK);
    expect(view().status).toBe("loading");
  });

  it("a load during the retry delay drops the pending replay", async () => {
    const { player, start, emit, advance, engine } = testPlayer();
    await start(RETRYING);
    emit(FATAL_NETWORK);
    player.load({ url: "http://h/other.m3u8", live: true });
    await advance(5_000);
    expect(engine.sessions.map((session) => session.source.url)).toEqual([LIVE.url, "http://h/other.m3u8"]);
  });

  it("stop during the retry delay drops the pending replay", async () => {
    const { player, start, emit, advance, engine, view } = testPlayer();
    await start(RETRYING);
    emit(FATAL_NETWORK);
    player.stop();
    await advance(5_000);
    expect(engine.sessions).toHaveLength(1);
    expect(view().status).toBe("idle");
  });

  it("without a log sink a fatal error logs nothing and still shows", async () => {
    const { start, emit, view } = testPlayer();
    await start(LIVE);
    emit(FATAL_NETWORK);
    expect(view().status).toBe("error");
  });
});
