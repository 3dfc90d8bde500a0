import { describe, expect, it } from "vitest";
import { FakeClock, FakePlaybackSession, RecordingPlayerLogSink } from "../testing";
import { PerformanceSampler } from "./performance-sampler";

const CONTEXT = { streamUrl: "http://h/live.m3u8", metricId: "m1" };

/** A session whose counters grow like a 25 fps, 1 Mbit/s stream as the clock moves. */
function steadySession(clock: FakeClock) {
  const session = new FakePlaybackSession({}, { url: CONTEXT.streamUrl, live: true });
  const startedAt = clock.now();
  let reads = 0;
  session.stats = () => {
    reads++;
    const seconds = (clock.now() - startedAt) / 1000;
    return { decodedFrames: 25 * seconds, droppedFrames: 0, bytesLoaded: 125_000 * seconds, bufferSeconds: 4 };
  };
  return { session, reads: () => reads };
}

function setup() {
  const clock = new FakeClock();
  const sink = new RecordingPlayerLogSink();
  const sampler = new PerformanceSampler(clock, sink);
  return { clock, sink, sampler };
}

describe("PerformanceSampler (§7, §9)", () => {
  it("reads the counters at start and every 800 ms", () => {
    const { clock, sampler } = setup();
    const { session, reads } = steadySession(clock);
    sampler.start(session, CONTEXT);
    expect(reads()).toBe(1);
    clock.advance(799);
    expect(reads()).toBe(1);
    clock.advance(1);
    expect(reads()).toBe(2);
    clock.advance(1_600);
    expect(reads()).toBe(4);
  });

  it("sends fps, bps, waits and buffer length every 3000 ms", () => {
    const { clock, sink, sampler } = setup();
    const { session } = steadySession(clock);
    sampler.start(session, CONTEXT);
    clock.advance(2_999);
    expect(sink.samples).toEqual([]);
    clock.advance(1);
    expect(sink.samples).toEqual([{ fps: 25, bps: 1_000_000, waitingTimes: 0, bufferLength: 4, ...CONTEXT }]);
    clock.advance(3_000);
    expect(sink.samples).toHaveLength(2);
    expect(sink.samples[1]).toMatchObject({ fps: 25, bps: 1_000_000 });
  });

  it("counts the waits within the calculation window only", () => {
    const { clock, sink, sampler } = setup();
    const { session } = steadySession(clock);
    sampler.start(session, CONTEXT);
    clock.advance(1_000);
    sampler.noteWaiting();
    clock.advance(1_000);
    sampler.noteWaiting();
    clock.advance(1_000);
    expect(sink.samples.at(-1)?.waitingTimes).toBe(2);
    clock.advance(3_000);
    expect(sink.samples.at(-1)?.waitingTimes).toBe(0);
  });

  it("a stalled stream reports 0 fps", () => {
    const { clock, sink, sampler } = setup();
    const session = new FakePlaybackSession({}, { url: CONTEXT.streamUrl, live: true });
    let frames = 0;
    session.stats = () => ({ decodedFrames: frames, droppedFrames: 0, bytesLoaded: 0, bufferSeconds: 0 });
    sampler.start(session, CONTEXT);
    frames = 100;
    clock.advance(3_000);
    // 100 frames since the first reading 3 s ago.
    expect(sink.samples.at(-1)?.fps).toBeCloseTo(33.33, 2);
    clock.advance(3_000);
    expect(sink.samples.at(-1)?.fps).toBe(0);
  });

  it("sends nothing while the session has no stats yet, and nothing after stop()", () => {
    const { clock, sink, sampler } = setup();
    const session = new FakePlaybackSession({}, { url: CONTEXT.streamUrl, live: true });
    sampler.start(session, CONTEXT);
    clock.advance(6_000);
    expect(sink.samples).toEqual([]);
    session.statsValue = { decodedFrames: 0, droppedFrames: 0, bytesLoaded: 0, bufferSeconds: 1 };
    clock.advance(3_000);
    expect(sink.samples).toHaveLength(1);
    sampler.stop();
    expect(clock.pending).toBe(0);
    clock.advance(10_000);
    expect(sink.samples).toHaveLength(1);
  });

  it("does not run without a sink", () => {
    const clock = new FakeClock();
    const sampler = new PerformanceSampler(clock, undefined);
    sampler.start(new FakePlaybackSession({}, { url: "u", live: true }), CONTEXT);
    expect(sampler.running).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it("counters that go backwards (engine reset) count as no progress", () => {
    const { clock, sink, sampler } = setup();
    const session = new FakePlaybackSession({}, { url: "u", live: true });
    session.statsValue = { decodedFrames: 500, droppedFrames: 0, bytesLoaded: 9_000, bufferSeconds: 2 };
    sampler.start(session, CONTEXT);
    session.statsValue = { decodedFrames: 10, droppedFrames: 0, bytesLoaded: 100, bufferSeconds: 2 };
    clock.advance(3_000);
    expect(sink.samples.at(-1)).toMatchObject({ fps: 0, bps: 0 });
  });
});
