import { ApiFailure, breakoutArrival } from "@livehall/domain";
import type { BreakoutApi, BreakoutRoomInfo } from "./ports";

/** The body code of a breakout room the viewer may not enter (decision 0042), from watch-init as from the websocket. */
export const NOT_ASSIGNED_CODE = "100403";

/**
 * Where a page whose room refused it (watch-init answered 100403: a breakout room the viewer is not
 * assigned to, decision 0042) goes instead: their own open breakout room, else the main room; null
 * when the refusal is not a breakout room's (an online ban, another main room) or the breakout
 * state cannot be read. The breakout state read answers in any breakout room for this.
 */
export async function breakoutWayOut(
  api: BreakoutApi,
  eventId: string,
  roomNumber: string,
  error: unknown,
): Promise<BreakoutRoomInfo | null> {
  if (!(error instanceof ApiFailure) || error.code !== NOT_ASSIGNED_CODE) return null;
  try {
    const state = await api.load(eventId, roomNumber);
    if (state.mainRoom.roomNumber === roomNumber) return null;
    const here = state.rooms.find((room) => room.roomNumber === roomNumber)?.roomId ?? `number:${roomNumber}`;
    const target = breakoutArrival(here, state);
    return target && target.roomNumber !== roomNumber ? target : null;
  } catch {
    return null;
  }
}
