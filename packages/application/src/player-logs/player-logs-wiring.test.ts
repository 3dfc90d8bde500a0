import { describe, expect, it } from "vitest";
import { RecordingPlayerLogSink } from "../testing";
import { LIVE, testPlayer } from "../play-stream/test-player";

describe("PlayStream player logs", () => {
  it("samples performance while playing or buffering, not while paused", async () => {
    const logSink = new RecordingPlayerLogSink();
    const { start, emit, advance, session } = testPlayer({ logSink });
    await start(LIVE);
    session().statsValue = { decodedFrames: 0, droppedFrames: 0, bytesLoaded: 0, bufferSeconds: 3 };
    await advance(6_000);
    expect(logSink.samples).toEqual([]);
    emit({ type: "playing" });
    await advance(3_000);
    emit({ type: "buffering" });
    await advance(3_000);
    expect(logSink.samples).toHaveLength(2);
    expect(logSink.samples[1]).toMatchObject({ waitingTimes: 1, bufferLength: 3, streamUrl: LIVE.url });
    emit({ type: "paused" });
    await advance(9_000);
    expect(logSink.samples).toHaveLength(2);
  });

  it("ties logs of one load together with a metric id and gives the next load a new one", async () => {
    const logSink = new RecordingPlayerLogSink();
    const { player, start, emit, advance, session } = testPlayer({ logSink });
    await start(LIVE);
    session().statsValue = { decodedFrames: 0, droppedFrames: 0, bytesLoaded: 0, bufferSeconds: 3 };
    emit({ type: "playing" });
    await advance(3_000);
    emit({ type: "error", fatal: true, group: "media", detail: "bufferAppendError" });
    player.load(LIVE);
    await advance(0);
    emit({ type: "error", fatal: true, group: "media", detail: "bufferAppendError" });
    const [first, second] = logSink.errors;
    expect(first).toMatchObject({ message: "Media Error: bufferAppendError", errorId: "media-bufferAppendError", streamUrl: LIVE.url });
    expect(first?.metricId).toBe(logSink.samples[0]?.metricId);
    expect(second?.metricId).not.toBe(first?.metricId);
  });
});
