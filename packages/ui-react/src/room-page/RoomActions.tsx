import { RoomToolbar, ROOM_PAGE_PANELS } from "../tools/RoomToolbar";
import type { RoomPage } from "./use-room-page";

/**
 * Below a room page's stage, once the room's features run: the actions row, the room's toolbar
 * alone — the tools have the whole row, so a laptop shows most of them (decision 0054);
 * the like button and the barrage's controls are the chat column's (RoomReactions). The tools'
 * strip (red envelope, feed) is in RoomExtras: it arrives after the room opened and must not move
 * the player or the chat (decision 0043).
 */
export function RoomActions({ page }: { readonly page: RoomPage }) {
  if (page.roomId === null) return null;
  return (
    <div className="lh-watch__actions">
      <RoomToolbar panels={ROOM_PAGE_PANELS} />
    </div>
  );
}
