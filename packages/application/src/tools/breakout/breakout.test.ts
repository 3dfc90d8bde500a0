import { describe, expect, it } from "vitest";
import { ApiFailure, WS_TOPIC } from "@livehall/domain";
import { CLOSED_DEMO_BREAKOUT, FakeBreakoutApi, createTestContainer, settle, testRoomContext } from "../../testing";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { APP_TOKENS, getService } from "../../tokens";
import { topicsOf } from "../../watch-room/room-scope";
import { WATCH_ROOM_FEATURES } from "../../watch-room/watch-room-features";
import { Breakout } from "./breakout";
import type { BreakoutInfo, BreakoutInfoUpdate, BreakoutRoomInfo } from "./ports";
import type { BreakoutToolState } from "./services";

const main = CLOSED_DEMO_BREAKOUT.mainRoom;
const a: BreakoutRoomInfo = { roomId: "r-20011", roomNumber: "20011", names: { "zh-Hans": "分组 1" } };
const b: BreakoutRoomInfo = { roomId: "r-20012", roomNumber: "20012", names: { "zh-Hans": "分组 2" } };
const open = (assignedRoomId: string | null, allowReturn = false): BreakoutInfo => ({
  open: true,
  mainRoom: main,
  rooms: [a, b],
  allowReturn,
  assignedRoomId,
});
const update = (
  action: BreakoutInfoUpdate["action"],
  moves: BreakoutInfoUpdate["moves"] = [],
  allowReturn = false,
): BreakoutInfoUpdate => ({
  action,
  open: action !== "close",
  mainRoom: main,
  rooms: action === "close" ? [] : [a, b],
  allowReturn,
  moves,
});

async function started(options: { answer?: BreakoutInfo | Error; roomId?: string; roomNumber?: string } = {}) {
  const breakoutApi = new FakeBreakoutApi();
  const answer = options.answer ?? CLOSED_DEMO_BREAKOUT;
  breakoutApi.answer = () => (answer instanceof Error ? Promise.reject(answer) : answer);
  const harness = createTestContainer({ breakoutApi });
  harness.container.bind(APP_TOKENS.Breakout).to(Breakout);
  const breakout = getService(harness.container, APP_TOKENS.Breakout);
  const states: BreakoutToolState[] = [];
  const attention: ToolAttention[] = [];
  breakout.state$.subscribe((state) => states.push(state));
  breakout.attention$.subscribe((value) => attention.push(value));
  const room = testRoomContext({ viewerId: "viewer-1", roomId: options.roomId ?? "r-20001", roomNumber: options.roomNumber ?? "20001" });
  void breakout.start(room.context);
  await settle();
  const me = room.context.viewerId ?? "";
  const changes = () => harness.realtime.calls.filter((call) => call.method === "changeRoom");
  return { ...harness, breakout, states, attention, room, me, changes, last: () => states.at(-1)! };
}

describe("Breakout (issue 13, decision 0032)", () => {
  it("listens to BREAKOUT and stands behind the BREAKOUT button", () => {
    const registration = WATCH_ROOM_FEATURES.find((item) => item.id === "breakout");
    expect(registration).toMatchObject({ toolbarButton: "BREAKOUT", order: 2100 });
    expect(topicsOf(WATCH_ROOM_FEATURES)).toContain(WS_TOPIC.BREAKOUT);
  });

  it("follows a move of this viewer: change room (op 12), a message, the breakout room's watch route", async () => {
    const { realtime, navigator, notifier, changes, me, last } = await started();
    expect(last()).toMatchObject({ status: "ready", assigned: null, canJoin: false, canReturn: false });
    realtime.push({ kind: "breakoutChanged", update: update("open") });
    realtime.push({ kind: "breakoutChanged", update: update("assign", [{ viewerId: "someone-else", roomId: a.roomId }]) });
    expect(changes()).toEqual([]);
    expect(navigator.navigations).toEqual([]);
    realtime.push({ kind: "breakoutChanged", update: update("assign", [{ viewerId: me, roomId: b.roomId }]) });
    expect(changes()).toEqual([{ method: "changeRoom", roomId: "r-20012" }]);
    expect(navigator.navigations.map((item) => item.path)).toEqual(["/event/10001/watch/20012"]);
    expect(notifier.notices).toContainEqual({ level: "info", key: "breakout.moved" });
    expect(last().assigned).toEqual(b);
  });

  it("in a breakout room, closing brings the viewer back to the main room", async () => {
    const { realtime, navigator, notifier, changes, last } = await started({
      answer: open("r-20011", true),
      roomId: "r-20011",
      roomNumber: "20011",
    });
    expect(last()).toMatchObject({ canReturn: true, canJoin: false, assigned: a });
    expect(navigator.navigations).toEqual([]);
    realtime.push({ kind: "breakoutChanged", update: update("close") });
    expect(changes()).toEqual([{ method: "changeRoom", roomId: "r-20001" }]);
    expect(navigator.navigations.map((item) => item.path)).toEqual(["/event/10001/watch/20001"]);
    expect(notifier.notices).toContainEqual({ level: "info", key: "breakout.back" });
    expect(last()).toMatchObject({ canReturn: false, assigned: null });
  });

  it("goes back to the main room when the viewer asks and the organiser allows it, not otherwise", async () => {
    const refused = await started({ answer: open("r-20011", false), roomId: "r-20011", roomNumber: "20011" });
    refused.breakout.returnToMain();
    expect(refused.navigator.navigations).toEqual([]);
    const allowed = await started({ answer: open("r-20011", true), roomId: "r-20011", roomNumber: "20011" });
    allowed.breakout.returnToMain();
    expect(allowed.navigator.navigations.map((item) => item.path)).toEqual(["/event/10001/watch/20001"]);
  });

  it("a viewer assigned while away finds a badge and a pop-up in the main room, and joins from the panel", async () => {
    const { breakout, attention, navigator, changes, last } = await started({ answer: open("r-20012") });
    expect(navigator.navigations).toEqual([]);
    expect(last()).toMatchObject({ canJoin: true, assigned: b });
    expect(attention.at(-1)).toEqual({ badge: true, popUp: "r-20012" });
    breakout.seen();
    expect(attention.at(-1)).toEqual({ badge: false, popUp: "r-20012" });
    breakout.joinAssigned();
    expect(changes()).toEqual([{ method: "changeRoom", roomId: "r-20012" }]);
    expect(navigator.navigations.map((item) => item.path)).toEqual(["/event/10001/watch/20012"]);
  });

  it("leaves a breakout room it was not assigned to (an address typed by hand) for its own, else the main room", async () => {
    const other = await started({ answer: open("r-20012"), roomId: "r-20011", roomNumber: "20011" });
    expect(other.navigator.navigations.map((item) => item.path)).toEqual(["/event/10001/watch/20012"]);
    const none = await started({ answer: { ...CLOSED_DEMO_BREAKOUT }, roomId: "r-20011", roomNumber: "20011" });
    expect(none.navigator.navigations.map((item) => item.path)).toEqual(["/event/10001/watch/20001"]);
  });

  it("a failed load shows failed, and a later push still counts", async () => {
    const { realtime, last, me } = await started({ answer: new ApiFailure("body", "100016", 200, "") });
    expect(last().status).toBe("failed");
    realtime.push({ kind: "breakoutChanged", update: update("assign", [{ viewerId: me, roomId: a.roomId }]) });
    expect(last()).toMatchObject({ status: "ready", assigned: a });
  });

  it("does nothing after the room closed", async () => {
    const { breakout, realtime, room, navigator, me } = await started();
    room.close();
    breakout.dispose();
    realtime.push({ kind: "breakoutChanged", update: update("assign", [{ viewerId: me, roomId: a.roomId }]) });
    expect(navigator.navigations).toEqual([]);
  });
});
