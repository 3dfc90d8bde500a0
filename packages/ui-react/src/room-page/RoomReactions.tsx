import { BarrageControls } from "../chat/BarrageControls";
import { LikeButton } from "../watch/LikeButton";
import type { RoomPage } from "./use-room-page";

/**
 * The viewer's reactions to the stream, at the top of the chat column: the like button (Likes;
 * the only Like on the page — the toolbar leaves LIKE out) and the barrage's toggle and region
 * (when the room plays live and the trial has not run out), which show the chat over the video.
 * Beside the chat they leave the row below the stage to the tools (decision 0054).
 */
export function RoomReactions({ page }: { readonly page: RoomPage }) {
  const playsLive = page.opened !== null && page.opened.playUrl !== null;
  return (
    <div className="lh-watch__reactions">
      <LikeButton />
      {playsLive && !page.trialEnded ? <BarrageControls settings={page.barrage} onChange={page.setBarrage} /> : null}
    </div>
  );
}
