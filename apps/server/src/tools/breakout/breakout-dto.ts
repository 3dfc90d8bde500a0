import type { BreakoutBody, BreakoutRoomDTO, BreakoutViewDTO } from "@livehall/wire";
import type { RoomRow } from "../../services/event-store";
import { isStringMap, readJson } from "../../services/event-store";
import type { BreakoutState } from "./breakout-store";

/** A room as the breakout answers name it. */
export function breakoutRoomDto(room: RoomRow): BreakoutRoomDTO {
  return { roomId: room.id, roomNumber: room.room_number, names: readJson(room.names, {}, isStringMap) };
}

/** The open breakout rooms of `state` among the main room's defined ones, in room order. */
export function openRooms(defined: readonly RoomRow[], state: BreakoutState): RoomRow[] {
  return defined.filter((room) => state.roomIds.includes(room.id));
}

/** The viewer's answer (GET …/breakout). */
export function breakoutView(main: RoomRow, open: readonly RoomRow[], state: BreakoutState, assigned: string | null): BreakoutViewDTO {
  return {
    openFlag: state.open ? 1 : 0,
    mainRoomId: main.id,
    mainRoomNumber: main.room_number,
    allowReturnFlag: state.allowReturn ? 1 : 0,
    rooms: open.map(breakoutRoomDto),
    assignedRoomId: state.open ? (assigned ?? "") : "",
  };
}

/** The BREAKOUT push after `action`. */
export function breakoutPush(
  action: BreakoutBody["action"],
  main: RoomRow,
  open: readonly RoomRow[],
  state: BreakoutState,
  moves: BreakoutBody["moves"] = [],
): BreakoutBody {
  return {
    action,
    openFlag: state.open ? 1 : 0,
    mainRoomId: main.id,
    mainRoomNumber: main.room_number,
    allowReturnFlag: state.allowReturn ? 1 : 0,
    rooms: open.map(breakoutRoomDto),
    moves,
  };
}
