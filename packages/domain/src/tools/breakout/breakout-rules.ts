/**
 * Breakout rooms (issue 13, decision 0032): the rules both sides share. A main room's breakout is
 * open or closed; while open, some of its breakout rooms are open and each viewer is assigned to
 * at most one of them. The server lets a viewer into a breakout room only by its assignment
 * ({@link mayEnterRoom}); the viewer's page follows the organiser's moves ({@link breakoutFollow})
 * and leaves a breakout room it may not stay in ({@link breakoutArrival}).
 */

/** A room as the breakout rules see it. */
export interface BreakoutRoomRef {
  readonly roomId: string;
  readonly roomNumber: string;
}

/** A main room's breakout as a viewer knows it. */
export interface BreakoutState<R extends BreakoutRoomRef = BreakoutRoomRef> {
  readonly open: boolean;
  readonly mainRoom: R;
  /** The open breakout rooms, in room order (empty when closed). */
  readonly rooms: readonly R[];
  /** Whether viewers may go back to the main room by themselves. */
  readonly allowReturn: boolean;
  /** This viewer's breakout room id, null when not assigned. */
  readonly assignedRoomId: string | null;
}

/** What the organiser did: opened (every assignment dropped), moved viewers, or closed. */
export interface BreakoutUpdate<R extends BreakoutRoomRef = BreakoutRoomRef> {
  readonly action: "open" | "assign" | "close";
  readonly open: boolean;
  readonly mainRoom: R;
  readonly rooms: readonly R[];
  readonly allowReturn: boolean;
  /** The viewers moved (assign): into `roomId`, or back to the main room (null). */
  readonly moves: readonly { readonly viewerId: string; readonly roomId: string | null }[];
}

/** The room with `roomId` among the main room and the open breakout rooms, or null. */
export function breakoutRoom<R extends BreakoutRoomRef>(
  state: Pick<BreakoutState<R>, "mainRoom" | "rooms">,
  roomId: string | null,
): R | null {
  if (roomId === null) return null;
  if (state.mainRoom.roomId === roomId) return state.mainRoom;
  return state.rooms.find((room) => room.roomId === roomId) ?? null;
}

/** The state after `update`, for the viewer `viewerId`. */
export function applyBreakoutUpdate<R extends BreakoutRoomRef>(
  state: BreakoutState<R> | null,
  viewerId: string | null,
  update: BreakoutUpdate<R>,
): BreakoutState<R> {
  const previous = state?.mainRoom.roomId === update.mainRoom.roomId ? state.assignedRoomId : null;
  const move = viewerId === null ? undefined : update.moves.find((item) => item.viewerId === viewerId);
  let assignedRoomId: string | null;
  if (!update.open || update.action === "open") assignedRoomId = null;
  else if (move) assignedRoomId = move.roomId;
  else assignedRoomId = previous;
  return { open: update.open, mainRoom: update.mainRoom, rooms: update.rooms, allowReturn: update.allowReturn, assignedRoomId };
}

/**
 * Where the viewer's page goes after `update` while showing room `hereRoomId`: the room to
 * follow into, or null to stay. A move of this viewer takes them to their breakout room (or back to
 * the main room); closing, or opening afresh, takes everyone in a breakout room back to the main
 * room; moves of other viewers change nothing here.
 */
export function breakoutFollow<R extends BreakoutRoomRef>(
  hereRoomId: string,
  viewerId: string | null,
  update: BreakoutUpdate<R>,
): R | null {
  const inBreakout = hereRoomId !== update.mainRoom.roomId;
  if (!update.open || update.action === "open") return inBreakout ? update.mainRoom : null;
  const move = viewerId === null ? undefined : update.moves.find((item) => item.viewerId === viewerId);
  if (!move) return null;
  const target = move.roomId === null ? update.mainRoom : (update.rooms.find((room) => room.roomId === move.roomId) ?? update.mainRoom);
  return target.roomId === hereRoomId ? null : target;
}

/**
 * On arriving in room `hereRoomId` (the page opened it): a breakout room the viewer is not
 * assigned to (closed, or another viewer's) sends them to their own breakout room, else to the main
 * room; null to stay (the main room, an ordinary room, or their own breakout room).
 */
export function breakoutArrival<R extends BreakoutRoomRef>(hereRoomId: string, state: BreakoutState<R>): R | null {
  if (hereRoomId === state.mainRoom.roomId) return null;
  if (state.open && state.assignedRoomId === hereRoomId) return null;
  return (state.open ? breakoutRoom(state, state.assignedRoomId) : null) ?? state.mainRoom;
}

/** The server's rule: whether a viewer assigned to `assignedRoomId` may enter `room` (an ordinary room: always). */
export function mayEnterRoom(
  room: { readonly roomId: string; readonly breakoutOf: string },
  breakout: { readonly open: boolean; readonly roomIds: readonly string[] },
  assignedRoomId: string | null,
): boolean {
  if (room.breakoutOf === "") return true;
  return breakout.open && breakout.roomIds.includes(room.roomId) && assignedRoomId === room.roomId;
}
