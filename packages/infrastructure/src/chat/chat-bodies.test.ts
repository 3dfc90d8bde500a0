import { describe, expect, it } from "vitest";
import { parseChatDelete, parseChatMessage, parseMessageIds } from "./chat-bodies";

const good = { messageId: 7, liveUserId: "u-1", nickName: "Ada", content: "hi", sendTime: 1_700_000_000_000 };
/** `good` as the application reads it. */
const read = { messageId: 7, viewerId: "u-1", nickname: "Ada", content: "hi", sendTime: 1_700_000_000_000 };

describe("parseChatMessage", () => {
  it.each<[string, unknown, ReturnType<typeof parseChatMessage>]>([
    ["a full message", good, read],
    ["a numeric id as text and a numeric user id", { ...good, messageId: "7", liveUserId: 42 }, { ...read, viewerId: "42" }],
    [
      "missing nickname, user and time",
      { messageId: 7, content: "hi" },
      { messageId: 7, viewerId: "", nickname: "", content: "hi", sendTime: 0 },
    ],
    ["a bad time", { ...good, sendTime: "soon" }, { ...read, sendTime: 0 }],
    ["markup stays text", { ...good, content: "<img src=x onerror=alert(1)>" }, { ...read, content: "<img src=x onerror=alert(1)>" }],
    ["no content", { ...good, content: undefined }, null],
    ["content not text", { ...good, content: 5 }, null],
    ["no id", { ...good, messageId: undefined }, null],
    ["id 0", { ...good, messageId: 0 }, null],
    ["negative id", { ...good, messageId: -3 }, null],
    ["fractional id", { ...good, messageId: 1.5 }, null],
    ["id as other text", { ...good, messageId: "7a" }, null],
    ["null", null, null],
    ["a list", [good], null],
    ["text", "hi", null],
  ])("%s", (_case, body, expected) => {
    expect(parseChatMessage(body)).toEqual(expected);
  });
});

describe("parseChatDelete and parseMessageIds", () => {
  it.each<[unknown, number | null]>([
    [{ messageId: 3 }, 3],
    [{ messageId: "3" }, 3],
    [{ messageId: 0 }, null],
    [{}, null],
    [null, null],
  ])("CHAT_DELETE %j → %s", (body, expected) => {
    expect(parseChatDelete(body)).toBe(expected);
  });

  it.each<[unknown, number[]]>([
    [
      [1, "2", 0, -1, "x", null, 3.5, 4],
      [1, 2, 4],
    ],
    [undefined, []],
    ["1,2", []],
  ])("ids of %j → %j", (value, expected) => {
    expect(parseMessageIds(value)).toEqual(expected);
  });
});
