import type { BreakoutInfo, BreakoutRoomInfo, BreakoutToolState } from "@livehall/application";

const main: BreakoutRoomInfo = { roomId: "room-20001", roomNumber: "20001", names: { "zh-Hans": "主会场", en: "Main Hall" } };
const room = (n: number): BreakoutRoomInfo => ({
  roomId: `room-2001${n}`,
  roomNumber: `2001${n}`,
  names: { "zh-Hans": `分组讨论 ${n}`, en: `Breakout ${n}`, "zh-Hant": `分組討論 ${n}`, ar: `غرفة فرعية ${n}` },
});
const rooms = [room(1), room(2), room(3)];
const open = (assignedRoomId: string | null, allowReturn = false): BreakoutInfo => ({
  open: true,
  mainRoom: main,
  rooms,
  allowReturn,
  assignedRoomId,
});

/** Every state of the BREAKOUT panel, for stories and tests. */
export const BREAKOUT_STATES: Readonly<Record<string, BreakoutToolState>> = {
  loading: { status: "loading", breakout: null, hereRoomId: main.roomId, assigned: null, canReturn: false, canJoin: false },
  failed: { status: "failed", breakout: null, hereRoomId: main.roomId, assigned: null, canReturn: false, canJoin: false },
  closed: {
    status: "ready",
    breakout: { open: false, mainRoom: main, rooms: [], allowReturn: false, assignedRoomId: null },
    hereRoomId: main.roomId,
    assigned: null,
    canReturn: false,
    canJoin: false,
  },
  notAssigned: { status: "ready", breakout: open(null), hereRoomId: main.roomId, assigned: null, canReturn: false, canJoin: false },
  assignedElsewhere: {
    status: "ready",
    breakout: open(room(2).roomId),
    hereRoomId: main.roomId,
    assigned: room(2),
    canReturn: false,
    canJoin: true,
  },
  inRoom: {
    status: "ready",
    breakout: open(room(1).roomId),
    hereRoomId: room(1).roomId,
    assigned: room(1),
    canReturn: false,
    canJoin: false,
  },
  inRoomMayReturn: {
    status: "ready",
    breakout: open(room(1).roomId, true),
    hereRoomId: room(1).roomId,
    assigned: room(1),
    canReturn: true,
    canJoin: false,
  },
};
