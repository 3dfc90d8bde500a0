import { BarrageControls } from "../chat/BarrageControls";
import { RoomToolbar } from "../tools/RoomToolbar";
import { LikeButton } from "../watch/LikeButton";
import type { RoomPage } from "./use-room-page";

/**
 * Below a room page's stage, once the room's features run: the actions row — the like button
 * (Likes), the barrage's toggle and region (when the room plays live and the trial has not run
 * out) and the room's toolbar (issue 13). The tools' strip (red envelope, feed) is in RoomExtras:
 * it arrives after the room opened and must not move the player or the chat (decision 0043).
 */
export function RoomActions({ page }: { readonly page: RoomPage }) {
  if (page.roomId === null) return null;
  const playsLive = page.opened !== null && page.opened.playUrl !== null;
  return (
    <div className="lh-watch__actions">
      <LikeButton />
      {playsLive && !page.trialEnded ? <BarrageControls settings={page.barrage} onChange={page.setBarrage} /> : null}
      <RoomToolbar />
    </div>
  );
}
