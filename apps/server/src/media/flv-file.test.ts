import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_DIR } from "../app-paths";
import { encodeFlvTag, FLV_TAG, parseFlv, type FlvTag } from "./flv-file";

const header = (): Buffer => Buffer.from([0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0]);
/** A tag of any type byte (script data and unknown types too) as written in a file. */
const tag = (type: number, timestampMs: number, ...body: number[]): Buffer =>
  encodeFlvTag({ type: type as FlvTag["type"], timestampMs, keyframe: false, body: Buffer.from(body) }, timestampMs);
const avcConfig = tag(FLV_TAG.video, 0, 0x17, 0, 0, 0, 0, 1, 0x4d);
const keyframe = (ts: number): Buffer => tag(FLV_TAG.video, ts, 0x17, 1, 0, 0, 0, 0xaa);
const interframe = (ts: number): Buffer => tag(FLV_TAG.video, ts, 0x27, 1, 0, 0, 0, 0xbb);
const aacConfig = tag(FLV_TAG.audio, 0, 0xaf, 0, 0x11, 0x90);
const aac = (ts: number): Buffer => tag(FLV_TAG.audio, ts, 0xaf, 1, 0x21);
const script = tag(FLV_TAG.script, 0, 2, 0, 10);
const flv = (...parts: Buffer[]): Buffer => Buffer.concat([header(), ...parts]);

describe("parseFlv", () => {
  it("reads the committed demo FLV: header, AVC + AAC sequence headers, a keyframe at every 2 s segment start", () => {
    const file = join(DEFAULT_MEDIA_DIR, "demo", "360p", "live.flv");
    const parsed = parseFlv(readFileSync(file), file);
    expect(parsed.header.toString("latin1", 0, 3)).toBe("FLV");
    expect(parsed.header).toHaveLength(13);
    expect(parsed.sequenceHeaders.map((t) => t.type)).toEqual([FLV_TAG.video, FLV_TAG.audio]);
    // The AudioSpecificConfig itself, not ffmpeg's empty header written before it.
    expect(parsed.sequenceHeaders[1]?.body.length).toBeGreaterThan(2);
    expect(parsed.tags[0]).toMatchObject({ type: FLV_TAG.video, keyframe: true, timestampMs: 0 });
    expect(parsed.tags.filter((t) => t.keyframe).map((t) => t.timestampMs)).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(parsed.tags.some((t) => t.type === FLV_TAG.audio)).toBe(true);
  });

  it("keeps media tags in order, flags keyframes and sets sequence headers and script data aside", () => {
    const parsed = parseFlv(flv(script, avcConfig, aacConfig, keyframe(0), aac(10), interframe(40), keyframe(80)), "x.flv");
    expect(parsed.tags.map((t) => [t.type, t.timestampMs, t.keyframe])).toEqual([
      [FLV_TAG.video, 0, true],
      [FLV_TAG.audio, 10, false],
      [FLV_TAG.video, 40, false],
      [FLV_TAG.video, 80, true],
    ]);
    expect(parsed.sequenceHeaders.map((t) => t.body[1])).toEqual([0, 0]);
  });

  it("skips an empty AAC sequence header (ffmpeg's placeholder) and keeps the AudioSpecificConfig after it", () => {
    const emptyAac = tag(FLV_TAG.audio, 0, 0xaf, 0);
    const parsed = parseFlv(flv(avcConfig, emptyAac, aacConfig, keyframe(0), aac(10)), "e.flv");
    expect(parsed.sequenceHeaders.map((t) => t.body.length)).toEqual([7, 4]);
  });

  it("refuses AAC audio whose only sequence header is empty", () => {
    expect(() => parseFlv(flv(avcConfig, tag(FLV_TAG.audio, 0, 0xaf, 0), keyframe(0), aac(10)), "a.flv")).toThrow(/AudioSpecificConfig/);
  });

  it("accepts video without audio", () => {
    expect(parseFlv(flv(avcConfig, keyframe(0)), "v.flv").sequenceHeaders).toHaveLength(1);
  });

  const badPrevious = flv(avcConfig, keyframe(0));
  badPrevious.writeUInt32BE(99, badPrevious.length - 4);
  it.each([
    ["not an FLV", Buffer.from("this is not a video at all"), /no FLV signature/],
    ["an empty file", Buffer.alloc(0), /no FLV signature/],
    ["another version", Buffer.from([0x46, 0x4c, 0x56, 2, 5, 0, 0, 0, 9, 0, 0, 0, 0]), /version/],
    ["a truncated tag", flv(avcConfig, keyframe(0)).subarray(0, 30), /truncated/],
    ["a wrong PreviousTagSize", badPrevious, /PreviousTagSize/],
    ["no decoder configuration", flv(keyframe(0)), /no AVC decoder configuration/],
    ["a first frame that is not a keyframe", flv(avcConfig, interframe(0), keyframe(40)), /first video frame/],
    ["no keyframe at all", flv(avcConfig), /no keyframe/],
    ["video that is not AVC", flv(tag(FLV_TAG.video, 0, 0x12, 0)), /not AVC/],
    ["audio that is not AAC", flv(avcConfig, keyframe(0), tag(FLV_TAG.audio, 0, 0x2f, 1)), /not AAC/],
    ["AAC without its config", flv(avcConfig, keyframe(0), aac(10)), /AudioSpecificConfig/],
    ["an unknown tag type", flv(avcConfig, keyframe(0), tag(7, 0, 1)), /unknown tag type 7/],
  ])("refuses %s, naming the file", (_case, data, problem) => {
    expect(() => parseFlv(data, "media/x/live.flv")).toThrow(/media\/x\/live\.flv/);
    expect(() => parseFlv(data, "media/x/live.flv")).toThrow(problem);
  });
});

describe("encodeFlvTag", () => {
  it.each([
    [0, [0, 0, 0, 0]],
    [1234, [0, 0x04, 0xd2, 0]],
    [0x1234567, [0x23, 0x45, 0x67, 0x01]],
  ])("writes timestamp %i with its extension byte, then the PreviousTagSize", (timestampMs, bytes) => {
    const out = encodeFlvTag({ type: FLV_TAG.audio, timestampMs: 5, keyframe: false, body: Buffer.from([0xaf, 1, 7]) }, timestampMs);
    expect([...out.subarray(4, 8)]).toEqual(bytes);
    expect(out[0]).toBe(FLV_TAG.audio);
    expect(out.readUIntBE(1, 3)).toBe(3);
    expect(out.readUInt32BE(out.length - 4)).toBe(14);
    expect(parseFlv(Buffer.concat([header(), avcConfig, keyframe(0), aacConfig, out]), "y.flv").tags.at(-1)?.timestampMs).toBe(timestampMs);
  });
});
