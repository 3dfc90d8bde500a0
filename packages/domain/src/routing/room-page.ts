import { ROOM_MODE } from "../enums/room";

/** The page a room opens in: the watch page (player) or the meeting page. */
export type RoomPage = "watch" | "meeting";

/**
 * Which page shows a room (§2: "A room with mode live goes to watch; mode seminar goes to
 * meeting"). Meeting rooms also use the meeting page. An unknown mode falls back to the watch page,
 * which can show any room.
 */
export function pageForRoomMode(roomMode: number): RoomPage {
  return roomMode === ROOM_MODE.SEMINAR || roomMode === ROOM_MODE.MEETING ? "meeting" : "watch";
}
