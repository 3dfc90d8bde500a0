import { describe, expect, it } from "vitest";
import { FlvTagReader } from "./flv-tags";

const fileHeader = Buffer.from([0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0]);

/** One FLV tag of `type` whose data starts with `data`, with its trailing previous-tag size. */
function tag(type: number, data: readonly number[]): Buffer {
  const header = Buffer.alloc(11);
  header[0] = type;
  header.writeUIntBE(data.length, 1, 3);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(11 + data.length);
  return Buffer.concat([header, Buffer.from(data), size]);
}

const avcSequenceHeader = tag(9, [0x17, 0, 0, 0, 0, 1]);
const keyFrame = tag(9, [0x17, 1, 0, 0, 0, 9, 9]);
const interFrame = tag(9, [0x27, 1, 0, 0, 0, 8]);
const aacConfig = tag(8, [0xaf, 0, 0x12, 0x10]);
const aacFrame = tag(8, [0xaf, 1, 7, 7]);
const metadata = tag(18, [2, 0, 10]);

describe("FlvTagReader", () => {
  const stream = Buffer.concat([fileHeader, metadata, avcSequenceHeader, aacConfig, keyFrame, aacFrame, interFrame]);

  it.each([1, 2, 7, 13, 64, stream.length])("cuts the same whole tags from chunks of %i bytes", (size) => {
    const reader = new FlvTagReader();
    const tags = [];
    for (let at = 0; at < stream.length; at += size) tags.push(...reader.push(stream.subarray(at, at + size)));
    expect(reader.fileHeader).toEqual(fileHeader);
    expect(tags.map((t) => [t.header, t.keyFrame])).toEqual([
      ["metadata", false],
      ["video", false],
      ["audio", false],
      [null, true],
      [null, false],
      [null, false],
    ]);
    expect(Buffer.concat(tags.map((t) => t.bytes))).toEqual(stream.subarray(13));
  });

  it.each([
    ["bytes that are not FLV", Buffer.from("<html>not a video at all</html>"), "not an FLV stream"],
    [
      "a tag larger than the limit",
      Buffer.concat([
        fileHeader,
        tag(
          9,
          Array.from({ length: 200 }, () => 0x27),
        ),
      ]),
      "an FLV tag of 215 bytes",
    ],
  ])("stops on %s and says why", (_what, bytes, why) => {
    const reader = new FlvTagReader(100);
    expect(reader.push(bytes)).toEqual([]);
    expect(reader.failed).toBe(why);
    expect(reader.push(keyFrame)).toEqual([]);
  });
});
