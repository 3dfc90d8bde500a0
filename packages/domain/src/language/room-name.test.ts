import { describe, expect, it } from "vitest";
import { roomName } from "./room-name";

const names = { "zh-Hans": "主会场", en: "Main Hall" };

describe("roomName", () => {
  it.each([
    ["the viewer's language", { names }, "en", "Main Hall"],
    ["zh-Hans when the language has none", { names }, "ar", "主会场"],
    ["null when the room has no name", { names: {} }, "en", null],
  ])("%s", (_case, room, language, expected) => {
    expect(roomName(room, language)).toBe(expected);
  });
});
