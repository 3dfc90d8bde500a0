import { describe, expect, it } from "vitest";
import { FLV_TAG, type FlvTag } from "./flv-file";
import { flvDue, flvPosition, flvStart, flvTimeline, type FlvCursor } from "./flv-pacer";

const video = (timestampMs: number, keyframe = false): FlvTag => ({ type: FLV_TAG.video, timestampMs, keyframe, body: Buffer.alloc(2) });
const audio = (timestampMs: number): FlvTag => ({ type: FLV_TAG.audio, timestampMs, keyframe: false, body: Buffer.alloc(2) });

// A 1 s loop with keyframes at 0 and 500 ms; the audio tag at 1005 ms overruns the loop and is dropped.
const timeline = flvTimeline([video(0, true), audio(10), video(40), video(500, true), audio(510), video(540), audio(1005)], 1000);
// A loop whose first keyframe comes 100 ms in.
const lateKey = flvTimeline([audio(0), video(100, true), video(600, true)], 1000);

describe("flvTimeline", () => {
  it("drops tags at or past the loop length", () => {
    expect(timeline.tags.map((t) => t.timestampMs)).toEqual([0, 10, 40, 500, 510, 540]);
  });
  it("refuses a loop without a keyframe", () => {
    expect(() => flvTimeline([video(0), audio(10)], 1000)).toThrow(/no keyframe/);
    expect(() => flvTimeline([video(1500, true)], 1000)).toThrow(/no keyframe/);
  });
});

describe("flvStart: the keyframe at or before the live position", () => {
  it.each<[string, typeof timeline, number, FlvCursor, number]>([
    ["at the restart", timeline, 0, { loop: 0, index: 0 }, 0],
    ["just before the second keyframe", timeline, 499, { loop: 0, index: 0 }, 0],
    ["on the second keyframe", timeline, 500, { loop: 0, index: 3 }, 500],
    ["late in the loop", timeline, 999, { loop: 0, index: 3 }, 500],
    ["in the third loop", timeline, 2_700, { loop: 2, index: 3 }, 2_500],
    ["a position before the restart", timeline, -50, { loop: 0, index: 0 }, 0],
    ["before the first keyframe of loop 0", lateKey, 50, { loop: 0, index: 1 }, 100],
    ["before the first keyframe of a later loop", lateKey, 3_050, { loop: 2, index: 2 }, 2_600],
  ])("%s", (_case, line, position, cursor, startMs) => {
    expect(flvStart(line, position)).toEqual(cursor);
    expect(flvPosition(line, cursor)).toBe(startMs);
  });
});

describe("flvDue: the tags whose output time has come", () => {
  it.each<[string, FlvCursor, number, number, number[], FlvCursor]>([
    // [case, cursor, startMs, untilMs, output timestamps, next cursor]
    ["the burst up to the live position", { loop: 0, index: 3 }, 500, 20, [0, 10], { loop: 0, index: 5 }],
    ["nothing due yet", { loop: 0, index: 5 }, 500, 39, [], { loop: 0, index: 5 }],
    ["a tag exactly on time", { loop: 0, index: 5 }, 500, 40, [40], { loop: 1, index: 0 }],
    ["across the wrap: timestamps keep increasing", { loop: 0, index: 3 }, 500, 545, [0, 10, 40, 500, 510, 540], { loop: 1, index: 3 }],
    ["a later loop started from loop 2", { loop: 2, index: 3 }, 2_500, 510, [0, 10, 40, 500, 510], { loop: 3, index: 2 }],
  ])("%s", (_case, cursor, startMs, untilMs, stamps, next) => {
    const due = flvDue(timeline, cursor, startMs, untilMs);
    expect(due.tags.map((t) => t.timestampMs)).toEqual(stamps);
    expect(due.next).toEqual(next);
  });

  it("keeps each tag's kind and keyframe flag, and stops at the limit", () => {
    const due = flvDue(timeline, { loop: 0, index: 0 }, 0, 10_000, 4);
    expect(due.tags.map((t) => [t.tag.type, t.tag.keyframe])).toEqual([
      [FLV_TAG.video, true],
      [FLV_TAG.audio, false],
      [FLV_TAG.video, false],
      [FLV_TAG.video, true],
    ]);
    expect(due.next).toEqual({ loop: 0, index: 4 });
  });

  it.each<[string, number, number, FlvCursor]>([
    // [case, maxBytes, tags handed out (17 bytes each on the wire), next cursor]
    ["no budget: everything due", Number.POSITIVE_INFINITY, 6, { loop: 1, index: 0 }],
    ["a budget of two tags", 34, 2, { loop: 0, index: 2 }],
    ["a budget between tags rounds up to the tag that reaches it", 18, 2, { loop: 0, index: 2 }],
    ["a budget smaller than one tag still hands out one", 1, 1, { loop: 0, index: 1 }],
  ])("byte budget: %s", (_case, maxBytes, count, next) => {
    const due = flvDue(timeline, { loop: 0, index: 0 }, 0, 999, 2000, maxBytes);
    expect(due.tags).toHaveLength(count);
    expect(due.bytes).toBe(count * 17);
    expect(due.next).toEqual(next);
  });
});
