import { describe, expect, it } from "vitest";
import { AUTH_REJECTED_CODE, parseAuthBody, parseRoomChannelId, roomChannelId } from "./auth";
import { PacketError } from "./packet";

function reason(run: () => unknown): string {
  try {
    run();
    return "no error";
  } catch (error) {
    return error instanceof PacketError ? error.reason : String(error);
  }
}

describe("room channel ids", () => {
  it.each([
    ["event-10001", "20001", "live://event-10001/20001"],
    ["e1", "r_2.x~y", "live://e1/r_2.x~y"],
  ])("roomChannelId(%s, %s) is %s and parses back", (eventId, roomId, channel) => {
    expect(roomChannelId(eventId, roomId)).toBe(channel);
    expect(parseRoomChannelId(channel)).toEqual({ eventId, roomId });
  });

  it.each([
    ["", "20001"],
    ["event-10001", ""],
    ["a/b", "20001"],
    ["event-10001", "20 01"],
    ["x".repeat(129), "20001"],
  ])("roomChannelId(%j, %j) throws a RangeError", (eventId, roomId) => {
    expect(() => roomChannelId(eventId, roomId)).toThrow(RangeError);
  });

  it.each([
    "",
    "event-10001/20001",
    "live://event-10001",
    "live://event-10001/",
    "live:///20001",
    "live://event-10001/20001/extra",
    "http://event-10001/20001",
    "LIVE://event-10001/20001",
    "live://event 10001/20001",
    "live://event-10001/20001\n",
    ` live://event-10001/20001`,
    `live://${"x".repeat(129)}/20001`,
  ])("parseRoomChannelId(%j) is null", (channel) => {
    expect(parseRoomChannelId(channel)).toBeNull();
  });
});

describe("parseAuthBody", () => {
  it("gives back goim's auth JSON typed", () => {
    const body = { mid: 12, key: "token", room_id: "live://e1/r1", platform: "web", accepts: [20005, 20316] };
    expect(parseAuthBody(body)).toEqual(body);
  });

  it("defaults mid, platform and accepts that goim clients may leave out", () => {
    expect(parseAuthBody({ key: "token", room_id: "live://e1/r1" })).toEqual({
      mid: 0,
      key: "token",
      room_id: "live://e1/r1",
      platform: "",
      accepts: [],
    });
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["a string", "token"],
    ["no key", { room_id: "live://e1/r1" }],
    ["a numeric key", { key: 1, room_id: "live://e1/r1" }],
    ["no room_id", { key: "token" }],
    ["a text mid", { key: "token", room_id: "r", mid: "12" }],
    ["an infinite mid", { key: "token", room_id: "r", mid: Number.POSITIVE_INFINITY }],
    ["a numeric platform", { key: "token", room_id: "r", platform: 1 }],
    ["accepts not a list", { key: "token", room_id: "r", accepts: "20005" }],
    ["accepts with text", { key: "token", room_id: "r", accepts: ["20005"] }],
    ["accepts beyond int32", { key: "token", room_id: "r", accepts: [2 ** 31] }],
  ])("rejects %s with bad-body", (_what, value) => {
    expect(reason(() => parseAuthBody(value))).toBe("bad-body");
  });

  it("rejects with code 401", () => {
    expect(AUTH_REJECTED_CODE).toBe("401");
  });
});
