import { describe, expect, it } from "vitest";
import {
  LIVE_RESTART_PERIOD_MS,
  liveRestartMs,
  liveWindow,
  renderMasterPlaylist,
  renderMediaPlaylist,
  type LiveClock,
} from "./live-playlist";

const EPOCH = Date.UTC(2024, 0, 1);
const clock = (secondsSinceEpoch: number, overrides: Partial<LiveClock> = {}): LiveClock => ({
  nowMs: EPOCH + secondsSinceEpoch * 1000,
  epochMs: EPOCH,
  segmentSeconds: 2,
  windowSize: 4,
  fileDurations: [2, 2, 2, 2, 2, 2],
  ...overrides,
});

const summary = (seconds: number): string => {
  const w = liveWindow(clock(seconds));
  const files = w.segments.map((s) => `${s.discontinuity ? "|" : ""}${s.fileIndex}`).join(" ");
  return `seq ${w.mediaSequence} disc ${w.discontinuitySequence}: ${files}`;
};

describe("live window over 6 looping files, 2 s segments, 4 in the window", () => {
  it.each([
    [8, "seq 0 disc 0: 0 1 2 3"],
    [9.999, "seq 0 disc 0: 0 1 2 3"],
    [10, "seq 1 disc 0: 1 2 3 4"],
    [12, "seq 2 disc 0: 2 3 4 5"],
    [14, "seq 3 disc 0: 3 4 5 |0"],
    [18, "seq 5 disc 0: 5 |0 1 2"],
    [20, "seq 6 disc 1: 0 1 2 3"],
    [26, "seq 9 disc 1: 3 4 5 |0"],
    [32, "seq 12 disc 2: 0 1 2 3"],
    [2 * 6000 + 6, "seq 5999 disc 999: 5 |0 1 2"],
  ])("at %d s after the epoch lists %s", (seconds, expected) => {
    expect(summary(seconds)).toBe(expected);
  });

  it.each([
    [0, "seq 0 disc 0: 0"],
    [2, "seq 0 disc 0: 0"],
    [4, "seq 0 disc 0: 0 1"],
    [-60, "seq 0 disc 0: 0"],
  ])("right after the epoch (%d s) lists what exists, %s", (seconds, expected) => {
    expect(summary(seconds)).toBe(expected);
  });

  it("advances one sequence per segment duration of real time", () => {
    const sequences = [100, 102, 104, 106].map((s) => liveWindow(clock(s)).mediaSequence);
    expect(sequences.map((s) => s - sequences[0]!)).toEqual([0, 1, 2, 3]);
  });

  it("keeps each segment's discontinuity number stable as the window slides", () => {
    // The discontinuity number of a segment = playlist's sequence + tags before it in the window.
    const numberOf = (seconds: number): Map<number, number> => {
      const w = liveWindow(clock(seconds));
      const numbers = new Map<number, number>();
      let current = w.discontinuitySequence;
      for (const s of w.segments) {
        if (s.discontinuity) current++;
        numbers.set(s.sequence, current);
      }
      return numbers;
    };
    for (let t = 8; t < 80; t += 2) {
      const before = numberOf(t);
      for (const [sequence, number] of numberOf(t + 2)) {
        if (before.has(sequence)) expect(number, `sequence ${sequence} at ${t + 2} s`).toBe(before.get(sequence));
      }
    }
  });

  it("uses the longest file for the target duration", () => {
    expect(liveWindow(clock(100, { fileDurations: [2, 2.4, 1.6] })).targetDuration).toBe(3);
  });
});

describe("playlist text", () => {
  it("renders a live media playlist: no ENDLIST, discontinuity before the wrap", () => {
    const text = renderMediaPlaylist(liveWindow(clock(26)), (s) => `seg-${s.fileIndex}.ts?n=${s.sequence}`);
    expect(text).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-INDEPENDENT-SEGMENTS",
        "#EXT-X-TARGETDURATION:2",
        "#EXT-X-MEDIA-SEQUENCE:9",
        "#EXT-X-DISCONTINUITY-SEQUENCE:1",
        "#EXTINF:2.000,",
        "seg-3.ts?n=9",
        "#EXTINF:2.000,",
        "seg-4.ts?n=10",
        "#EXTINF:2.000,",
        "seg-5.ts?n=11",
        "#EXT-X-DISCONTINUITY",
        "#EXTINF:2.000,",
        "seg-0.ts?n=12",
        "",
      ].join("\n"),
    );
    expect(text).not.toContain("ENDLIST");
  });

  it("renders a master playlist with one variant per rendition", () => {
    const text = renderMasterPlaylist([
      { uri: "720p/index.m3u8", bandwidth: 500000, width: 1280, height: 720, codecs: "avc1.4d401f,mp4a.40.2" },
      { uri: "360p/index.m3u8", bandwidth: 250000, width: 640, height: 360, codecs: "avc1.4d401e,mp4a.40.2" },
    ]);
    expect(text.split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      '#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
      "720p/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=250000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
      "360p/index.m3u8",
      "",
    ]);
  });
});

describe("daily restart of the simulated stream", () => {
  const DAY = LIVE_RESTART_PERIOD_MS;
  const epoch = Date.UTC(2024, 0, 1);
  it.each([
    ["before the epoch", epoch - 5, epoch],
    ["at the epoch", epoch, epoch],
    ["within the first day", epoch + DAY - 1, epoch],
    ["at a restart", epoch + 3 * DAY, epoch + 3 * DAY],
    ["years later", epoch + 700 * DAY + 12_345, epoch + 700 * DAY],
  ])("%s", (_label, now, start) => {
    expect(liveRestartMs(now, epoch)).toBe(start);
  });

  it("keeps the discontinuity sequence under a day of loops however late it is", () => {
    const now = epoch + 700 * DAY + DAY - 1;
    const window = liveWindow({
      nowMs: now,
      epochMs: liveRestartMs(now, epoch),
      segmentSeconds: 2,
      windowSize: 4,
      fileDurations: [2, 2, 2, 2, 2, 2],
    });
    expect(window.discontinuitySequence).toBeLessThan(DAY / 12_000);
    expect(window.discontinuitySequence).toBeGreaterThan(7000);
  });
});
