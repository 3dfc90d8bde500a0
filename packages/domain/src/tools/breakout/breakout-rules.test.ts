import { describe, expect, it } from "vitest";
import {
  applyBreakoutUpdate,
  breakoutArrival,
  breakoutFollow,
  mayEnterRoom,
  type BreakoutRoomRef,
  type BreakoutState,
  type BreakoutUpdate,
} from "./breakout-rules";

const main: BreakoutRoomRef = { roomId: "m", roomNumber: "20001" };
const a: BreakoutRoomRef = { roomId: "a", roomNumber: "20011" };
const b: BreakoutRoomRef = { roomId: "b", roomNumber: "20012" };

const update = (action: BreakoutUpdate["action"], moves: BreakoutUpdate["moves"] = []): BreakoutUpdate => ({
  action,
  open: action !== "close",
  mainRoom: main,
  rooms: action === "close" ? [] : [a, b],
  allowReturn: true,
  moves,
});

const state = (open: boolean, assignedRoomId: string | null): BreakoutState => ({
  open,
  mainRoom: main,
  rooms: open ? [a, b] : [],
  allowReturn: false,
  assignedRoomId,
});

describe("breakoutFollow", () => {
  it.each<[string, string, BreakoutUpdate, BreakoutRoomRef | null]>([
    ["opening leaves viewers in the main room", "m", update("open"), null],
    ["opening afresh brings a viewer in a breakout room back", "a", update("open"), main],
    ["the viewer assigned goes to their room", "m", update("assign", [{ viewerId: "me", roomId: "a" }]), a],
    ["a viewer moved between breakout rooms follows", "a", update("assign", [{ viewerId: "me", roomId: "b" }]), b],
    ["a viewer already there stays", "a", update("assign", [{ viewerId: "me", roomId: "a" }]), null],
    ["a viewer moved back to the main room goes back", "b", update("assign", [{ viewerId: "me", roomId: null }]), main],
    ["moves of other viewers change nothing", "m", update("assign", [{ viewerId: "other", roomId: "a" }]), null],
    ["a move into a room that is not open goes to the main room", "a", update("assign", [{ viewerId: "me", roomId: "x" }]), main],
    ["closing brings everyone in a breakout room back", "b", update("close"), main],
    ["closing leaves the main room's viewers", "m", update("close"), null],
  ])("%s", (_name, here, pushed, expected) => {
    expect(breakoutFollow(here, "me", pushed)).toEqual(expected);
  });

  it("a viewer without an id follows only closing", () => {
    expect(breakoutFollow("m", null, update("assign", [{ viewerId: "me", roomId: "a" }]))).toBeNull();
    expect(breakoutFollow("a", null, update("close"))).toEqual(main);
  });
});

describe("applyBreakoutUpdate", () => {
  it.each<[string, BreakoutState | null, BreakoutUpdate, string | null]>([
    ["a move of this viewer is their assignment", null, update("assign", [{ viewerId: "me", roomId: "a" }]), "a"],
    ["moves of others keep the assignment", state(true, "b"), update("assign", [{ viewerId: "x", roomId: "a" }]), "b"],
    ["a move back clears it", state(true, "b"), update("assign", [{ viewerId: "me", roomId: null }]), null],
    ["opening afresh clears it", state(true, "b"), update("open"), null],
    ["closing clears it", state(true, "b"), update("close"), null],
  ])("%s", (_name, before, pushed, assigned) => {
    const after = applyBreakoutUpdate(before, "me", pushed);
    expect(after.assignedRoomId).toBe(assigned);
    expect(after.open).toBe(pushed.open);
    expect(after.rooms).toEqual(pushed.rooms);
  });
});

describe("breakoutArrival", () => {
  it.each<[string, string, BreakoutState, BreakoutRoomRef | null]>([
    ["the main room: stay", "m", state(true, "a"), null],
    ["one's own breakout room: stay", "a", state(true, "a"), null],
    ["another breakout room: to one's own", "b", state(true, "a"), a],
    ["a breakout room without an assignment: to the main room", "b", state(true, null), main],
    ["a closed breakout's room: to the main room", "a", state(false, null), main],
  ])("%s", (_name, here, known, expected) => {
    expect(breakoutArrival(here, known)).toEqual(expected);
  });
});

describe("mayEnterRoom", () => {
  const open = { open: true, roomIds: ["a", "b"] };
  it.each<[string, { roomId: string; breakoutOf: string }, { open: boolean; roomIds: string[] }, string | null, boolean]>([
    ["an ordinary room: anyone", { roomId: "m", breakoutOf: "" }, { open: false, roomIds: [] }, null, true],
    ["one's own open breakout room", { roomId: "a", breakoutOf: "m" }, open, "a", true],
    ["another viewer's breakout room", { roomId: "b", breakoutOf: "m" }, open, "a", false],
    ["a breakout room without an assignment", { roomId: "a", breakoutOf: "m" }, open, null, false],
    ["a breakout room that is not open", { roomId: "c", breakoutOf: "m" }, open, "c", false],
    ["a closed breakout", { roomId: "a", breakoutOf: "m" }, { open: false, roomIds: [] }, "a", false],
  ])("%s", (_name, room, breakout, assigned, expected) => {
    expect(mayEnterRoom(room, breakout, assigned)).toBe(expected);
  });
});
