import { ApiFailure } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { breakoutWayOut, NOT_ASSIGNED_CODE } from "./breakout-way-out";
import type { BreakoutApi, BreakoutInfo, BreakoutRoomInfo } from "./ports";

const MAIN: BreakoutRoomInfo = { roomId: "room-main", roomNumber: "20001", names: { "1": "主会场" } };
const ROOM_A: BreakoutRoomInfo = { roomId: "room-a", roomNumber: "20011", names: { "1": "分组 A" } };
const ROOM_B: BreakoutRoomInfo = { roomId: "room-b", roomNumber: "20012", names: { "1": "分组 B" } };

function state(overrides: Partial<BreakoutInfo> = {}): BreakoutInfo {
  return { open: true, mainRoom: MAIN, rooms: [ROOM_A, ROOM_B], allowReturn: true, assignedRoomId: null, ...overrides };
}

const notAssigned = new ApiFailure("body", NOT_ASSIGNED_CODE, 200, "");

/** A BreakoutApi answering `answer` (or failing with it), recording what it was asked. */
function api(answer: BreakoutInfo | Error): BreakoutApi & { readonly asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    load: (eventId, roomId) => {
      asked.push(`${eventId}/${roomId}`);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

describe("breakoutWayOut", () => {
  it.each([
    ["another viewer's breakout room: to the viewer's own", ROOM_B.roomNumber, state({ assignedRoomId: ROOM_A.roomId }), ROOM_A],
    ["a breakout room, the viewer unassigned: to the main room", ROOM_B.roomNumber, state(), MAIN],
    ["a closed breakout room: to the main room", ROOM_B.roomNumber, state({ open: false, rooms: [] }), MAIN],
    ["a closed breakout room not in the list any more: to the main room", "20099", state({ open: false, rooms: [] }), MAIN],
    ["the main room itself refused (an online ban): nowhere", MAIN.roomNumber, state(), null],
    ["the viewer's own room refused after all: nowhere (no loop)", ROOM_A.roomNumber, state({ assignedRoomId: ROOM_A.roomId }), null],
  ] as const)("%s", async (_case, roomNumber, answer, expected) => {
    await expect(breakoutWayOut(api(answer), "event-1", roomNumber, notAssigned)).resolves.toEqual(expected);
  });

  it.each([
    ["another body code", new ApiFailure("body", "151001", 200, "")],
    ["a network failure", new ApiFailure("network", "", 0, "")],
    ["not an ApiFailure", new Error(NOT_ASSIGNED_CODE)],
  ])("asks nothing and gives null for %s", async (_case, error) => {
    const breakout = api(state());
    await expect(breakoutWayOut(breakout, "event-1", ROOM_B.roomNumber, error)).resolves.toBeNull();
    expect(breakout.asked).toEqual([]);
  });

  it("gives null when the breakout state cannot be read", async () => {
    await expect(breakoutWayOut(api(new Error("offline")), "event-1", ROOM_B.roomNumber, notAssigned)).resolves.toBeNull();
  });

  it("asks the refused room's breakout state, by its number", async () => {
    const breakout = api(state());
    await breakoutWayOut(breakout, "event-1", ROOM_B.roomNumber, notAssigned);
    expect(breakout.asked).toEqual(["event-1/20012"]);
  });
});
