import type { BreakoutInfo, BreakoutInfoUpdate, BreakoutRoomInfo } from "@livehall/application";

type Fields = Readonly<Record<string, unknown>>;

function record(value: unknown): Fields | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

const ID = /^[A-Za-z0-9._~-]{1,128}$/;

function id(value: unknown): string | null {
  return typeof value === "string" && ID.test(value) ? value : null;
}

function flag(value: unknown): boolean | null {
  return value === 0 || value === 1 ? value === 1 : null;
}

function names(value: unknown): Record<string, string> {
  const fields = record(value) ?? {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A `BreakoutRoomDTO`, or null without a room id and number. */
function room(value: unknown): BreakoutRoomInfo | null {
  const fields = record(value);
  const roomId = id(fields?.["roomId"]);
  const roomNumber = id(fields?.["roomNumber"]);
  return fields && roomId !== null && roomNumber !== null ? { roomId, roomNumber, names: names(fields["names"]) } : null;
}

function rooms(value: unknown): BreakoutRoomInfo[] | null {
  if (!Array.isArray(value)) return null;
  const read = value.map(room);
  return read.every((item) => item !== null) ? read : null;
}

/** The wire's `BreakoutViewDTO` (GET …/breakout) in the application's words, or null when it cannot be read. */
export function parseBreakoutView(value: unknown): BreakoutInfo | null {
  const fields = record(value);
  if (!fields) return null;
  const open = flag(fields["openFlag"]);
  const allowReturn = flag(fields["allowReturnFlag"]);
  const mainRoomId = id(fields["mainRoomId"]);
  const mainRoomNumber = id(fields["mainRoomNumber"]);
  const list = rooms(fields["rooms"]);
  const assigned = fields["assignedRoomId"];
  if (open === null || allowReturn === null || mainRoomId === null || mainRoomNumber === null || list === null) return null;
  if (typeof assigned !== "string") return null;
  return {
    open,
    mainRoom: { roomId: mainRoomId, roomNumber: mainRoomNumber, names: {} },
    rooms: list,
    allowReturn,
    assignedRoomId: assigned === "" ? null : assigned,
  };
}

const ACTIONS = new Set(["open", "assign", "close"]);

/** The BREAKOUT push (`BreakoutBody`): moves keep the viewer's id as `viewerId` (the wire's `liveUserId`); null when unreadable. */
export function parseBreakoutPush(value: unknown): BreakoutInfoUpdate | null {
  const fields = record(value);
  if (!fields) return null;
  const action = fields["action"];
  const open = flag(fields["openFlag"]);
  const allowReturn = flag(fields["allowReturnFlag"]);
  const mainRoomId = id(fields["mainRoomId"]);
  const mainRoomNumber = id(fields["mainRoomNumber"]);
  const list = rooms(fields["rooms"]);
  const rawMoves = fields["moves"];
  if (typeof action !== "string" || !ACTIONS.has(action) || open === null || allowReturn === null) return null;
  if (mainRoomId === null || mainRoomNumber === null || list === null || !Array.isArray(rawMoves)) return null;
  const moves: { viewerId: string; roomId: string | null }[] = [];
  for (const item of rawMoves) {
    const move = record(item);
    const viewerId = id(move?.["liveUserId"]);
    const roomId = move?.["roomId"];
    if (viewerId === null || typeof roomId !== "string" || (roomId !== "" && id(roomId) === null)) return null;
    moves.push({ viewerId, roomId: roomId === "" ? null : roomId });
  }
  return {
    action: action as BreakoutInfoUpdate["action"],
    open,
    mainRoom: { roomId: mainRoomId, roomNumber: mainRoomNumber, names: {} },
    rooms: list,
    allowReturn,
    moves,
  };
}
