import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, TEST_API_BASE } from "../../testing/api-setup";
import { FetchBreakoutApi } from "./fetch-breakout-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchBreakoutApi(http) };
}

const view = {
  openFlag: 1,
  mainRoomId: "room-20001",
  mainRoomNumber: "20001",
  allowReturnFlag: 1,
  rooms: [{ roomId: "room-20011", roomNumber: "20011", names: { "zh-Hans": "分组 1", en: "Breakout 1" } }],
  assignedRoomId: "room-20011",
};

describe("FetchBreakoutApi", () => {
  it("GETs the room's breakout and reads it", async () => {
    const { fake, api } = setup();
    fake.ok(view);
    expect(await api.load("event-10001", "room 20011")).toEqual({
      open: true,
      mainRoom: { roomId: "room-20001", roomNumber: "20001", names: {} },
      rooms: [{ roomId: "room-20011", roomNumber: "20011", names: { "zh-Hans": "分组 1", en: "Breakout 1" } }],
      allowReturn: true,
      assignedRoomId: "room-20011",
    });
    expect(fake.lastRequest!.init.method).toBe("GET");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/event-10001/rooms/room%2020011/breakout`);
  });

  it("reads no assignment as null", async () => {
    const { fake, api } = setup();
    fake.ok({ ...view, openFlag: 0, rooms: [], assignedRoomId: "" });
    expect(await api.load("e", "r")).toMatchObject({ open: false, rooms: [], assignedRoomId: null });
  });

  it.each<[string, unknown]>([
    ["no data", null],
    ["a flag as text", { ...view, openFlag: "1" }],
    ["a room without a number", { ...view, rooms: [{ roomId: "x" }] }],
  ])("rejects an unreadable answer: %s", async (_case, data) => {
    const { fake, api } = setup();
    fake.ok(data);
    await expect(api.load("e", "r")).rejects.toBeInstanceOf(ApiFailure);
  });

  it("rejects a refusal with its body code", async () => {
    const { fake, api } = setup();
    fake.json({ code: "151002", msg: "no room", data: null });
    await expect(api.load("e", "r")).rejects.toMatchObject({ kind: "body", code: "151002" });
  });
});
