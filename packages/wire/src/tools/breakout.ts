/**
 * Breakout rooms (issue 13, decision 0032): the organiser opens some of a main room's breakout
 * rooms (rooms of the event whose definition names the main room, `breakoutOf`), assigns viewers
 * to them and closes them again. Viewers learn it from the BREAKOUT push (20307) and follow with a
 * change of room (op 12) into the room they were assigned, and back.
 */

/** A breakout room as viewers see it. */
export interface BreakoutRoomDTO {
  readonly roomId: string;
  readonly roomNumber: string;
  /** The room's name per language type (`zh-Hans` always). */
  readonly names: Readonly<Record<string, string>>;
}

/**
 * GET /events/{eventId}/rooms/{roomId}/breakout: the breakout state of the main room of `{roomId}`
 * (the room itself, or the main room it is a breakout room of) as the viewer sees it.
 * `openFlag` 1 while breakout rooms are open; `rooms` the open ones (empty when closed);
 * `assignedRoomId` the viewer's breakout room ("" when none); `allowReturnFlag` 1 when the viewer
 * may go back to the main room by themselves.
 */
export interface BreakoutViewDTO {
  readonly openFlag: 0 | 1;
  readonly mainRoomId: string;
  readonly mainRoomNumber: string;
  readonly allowReturnFlag: 0 | 1;
  readonly rooms: readonly BreakoutRoomDTO[];
  readonly assignedRoomId: string;
}

/** One viewer moved: into the breakout room `roomId` / `roomNumber`, or back to the main room when both are "". */
export interface BreakoutMoveDTO {
  readonly liveUserId: string;
  readonly roomId: string;
  readonly roomNumber: string;
}

/**
 * 20307 BREAKOUT, pushed to the main room and to each of its breakout rooms whenever the state
 * changes: opened (every `moves` empty), viewers assigned (`moves` lists them), closed
 * (`openFlag` 0: everyone in a breakout room goes back to the main room).
 */
export interface BreakoutBody {
  /** What the organiser did: "open" (assignments start afresh), "assign" (`moves`), "close". */
  readonly action: "open" | "assign" | "close";
  readonly openFlag: 0 | 1;
  readonly mainRoomId: string;
  readonly mainRoomNumber: string;
  readonly allowReturnFlag: 0 | 1;
  readonly rooms: readonly BreakoutRoomDTO[];
  readonly moves: readonly BreakoutMoveDTO[];
}

/** The viewer's breakout call, under API_PREFIX. */
export const breakoutPath = (eventId: string, roomId: string): string =>
  `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/breakout`;

/** The admin API's breakout state: every open room with its viewers. */
export interface BreakoutAdminDTO {
  readonly openFlag: 0 | 1;
  readonly mainRoomNumber: string;
  readonly allowReturnFlag: 0 | 1;
  readonly rooms: readonly (BreakoutRoomDTO & { readonly liveUserIds: readonly string[] })[];
}

/** Most breakout rooms one main room may open at once. */
export const MAX_BREAKOUT_ROOMS = 50;
/** Most viewers one assign call moves. */
export const MAX_BREAKOUT_ASSIGNMENTS = 500;
