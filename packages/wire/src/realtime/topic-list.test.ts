import { describe, expect, it } from "vitest";
import { PacketError, type Packet } from "./packet";
import { readTopicListBody, topicListBody } from "./topic-list";

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const sub = (text: string): Packet => ({ ver: 1, op: 14, seq: 1, body: ascii(text) });

describe("subscribe and unsubscribe bodies", () => {
  it.each([
    [[20005, 20105], "20005,20105"],
    [[20232], "20232"],
    [[], ""],
  ])("topicListBody(%j) is %j", (ids, text) => {
    expect(topicListBody(ids)).toEqual(ascii(text));
    expect(readTopicListBody(sub(text))).toEqual(ids);
  });

  it.each([
    [" 20005 , 20105 ", [20005, 20105]],
    ["  ", []],
    ["-1", [-1]],
  ])("readTopicListBody(%j) is %j", (text, ids) => {
    expect(readTopicListBody(sub(text))).toEqual(ids);
  });

  it.each(["20005,,20105", "20005,", "abc", "2e4", "0x4e25", "1.5", "2147483648", "12345678901"])(
    "readTopicListBody(%j) → bad-body",
    (text) => {
      expect(() => readTopicListBody(sub(text))).toThrow(PacketError);
      try {
        readTopicListBody(sub(text));
      } catch (error) {
        expect((error as PacketError).reason).toBe("bad-body");
      }
    },
  );
});
