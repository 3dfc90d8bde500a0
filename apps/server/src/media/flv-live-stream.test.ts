import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FLV_TAG, parseFlv, type FlvFile, type FlvTag } from "./flv-file";
import { flvLiveStream } from "./flv-live-stream";

const tag = (type: FlvTag["type"], timestampMs: number, keyframe: boolean, first: number, second: number): FlvTag => ({
  type,
  timestampMs,
  keyframe,
  body: Buffer.from([first, second, 0]),
});
// A 1 s loop: keyframes at 0 and 500, frames every 250 ms, one audio tag per keyframe.
const file: FlvFile = {
  header: Buffer.from([0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0]),
  sequenceHeaders: [tag(FLV_TAG.video, 0, false, 0x17, 0), tag(FLV_TAG.audio, 0, false, 0xaf, 0)],
  tags: [
    tag(FLV_TAG.video, 0, true, 0x17, 1),
    tag(FLV_TAG.audio, 10, false, 0xaf, 1),
    tag(FLV_TAG.video, 250, false, 0x27, 1),
    tag(FLV_TAG.video, 500, true, 0x17, 1),
    tag(FLV_TAG.audio, 510, false, 0xaf, 1),
    tag(FLV_TAG.video, 750, false, 0x27, 1),
  ],
};

let clock = 0;
beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000_000;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Everything the stream produced so far, parsed back (the bytes must form a valid FLV). */
function received(chunks: Buffer[]): FlvFile {
  return parseFlv(Buffer.concat(chunks), "received.flv");
}

function open(positionMs: number, isLive: () => Promise<boolean> = () => Promise.resolve(true)) {
  const stream = flvLiveStream({ file, loopMs: 1000, positionMs, now: () => clock, isLive, tickMs: 50, statusEveryMs: 200 });
  const chunks: Buffer[] = [];
  let ended = false;
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => {
    ended = true;
  });
  const advance = async (ms: number): Promise<void> => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };
  return { stream, chunks, advance, ended: () => ended };
}

describe("flvLiveStream", () => {
  it("starts with the header, both sequence headers and a burst from the keyframe before the live position", async () => {
    const s = open(2_600); // loop 2, 100 ms after the keyframe at 500
    await vi.advanceTimersByTimeAsync(0);
    const flv = received(s.chunks);
    expect(flv.sequenceHeaders).toHaveLength(2);
    expect(flv.tags.map((t) => [t.timestampMs, t.keyframe])).toEqual([
      [0, true],
      [10, false],
    ]);
    s.stream.destroy();
  });

  it("paces the rest by the wall clock and keeps timestamps increasing across the loop", async () => {
    const s = open(2_600);
    await s.advance(150); // output time 250: the frame at 750
    expect(received(s.chunks).tags.map((t) => t.timestampMs)).toEqual([0, 10, 250]);
    await s.advance(600); // output time 850: the next loop's 0, 10, 250 and 500, 510
    const stamps = received(s.chunks).tags.map((t) => t.timestampMs);
    expect(stamps).toEqual([0, 10, 250, 500, 510, 750]);
    expect(
      received(s.chunks)
        .tags.filter((t) => t.keyframe)
        .map((t) => t.timestampMs),
    ).toEqual([0, 500]);
    s.stream.destroy();
  });

  it("ends once the stream stops living, and not before", async () => {
    let live = true;
    const s = open(0, () => Promise.resolve(live));
    await s.advance(400);
    expect(s.ended()).toBe(false);
    live = false;
    await s.advance(250);
    expect(s.ended()).toBe(true);
  });

  it("ends when the status check fails", async () => {
    const s = open(0, () => Promise.reject(new Error("db gone")));
    await s.advance(250);
    expect(s.ended()).toBe(true);
  });

  it("stops writing once the reader goes away", async () => {
    const s = open(0);
    await s.advance(100);
    s.stream.destroy();
    const before = s.chunks.length;
    await s.advance(2000);
    expect(s.chunks.length).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ends when its signed address expires", async () => {
    const stream = flvLiveStream({
      file,
      loopMs: 1000,
      positionMs: 0,
      now: () => clock,
      isLive: () => Promise.resolve(true),
      endsAt: clock + 300,
      tickMs: 50,
    });
    let ended = false;
    stream.on("data", () => undefined);
    stream.on("end", () => {
      ended = true;
    });
    clock += 200;
    await vi.advanceTimersByTimeAsync(200);
    expect(ended).toBe(false);
    clock += 200;
    await vi.advanceTimersByTimeAsync(200);
    expect(ended).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops encoding while the reader does not read, and cuts it once it is too far behind", async () => {
    let cut = 0;
    const stream = flvLiveStream({
      file,
      loopMs: 1000,
      positionMs: 0,
      now: () => clock,
      isLive: () => Promise.resolve(true),
      maxBehindBytes: 40_000,
      onTooSlow: () => {
        cut += 1;
      },
      tickMs: 50,
      statusEveryMs: 10_000_000,
    });
    // Never read (paused): 1000 loops fall due (≈ 108 KB), only what fills the buffer is encoded.
    clock += 1000 * 1000;
    await vi.advanceTimersByTimeAsync(50);
    expect(stream.readableLength).toBeLessThanOrEqual(16 * 1024 + 64 * 1024);
    expect(cut).toBe(1);
    expect(stream.destroyed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps a reader that reads, however much falls due", async () => {
    let cut = 0;
    const s = flvLiveStream({
      file,
      loopMs: 1000,
      positionMs: 0,
      now: () => clock,
      isLive: () => Promise.resolve(true),
      maxBehindBytes: 40_000,
      onTooSlow: () => (cut += 1),
      tickMs: 50,
      statusEveryMs: 10_000_000,
    });
    let bytes = 0;
    s.on("data", (chunk: Buffer) => (bytes += chunk.length));
    clock += 1000 * 1000;
    for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(50);
    expect(cut).toBe(0);
    expect(bytes).toBeGreaterThan(100_000);
    s.destroy();
  });
});
