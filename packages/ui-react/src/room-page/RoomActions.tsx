import { Suspense } from "react";
import { BarrageControls } from "../chat/BarrageControls";
import { LazyRoomStrip } from "../tools/room-extras";
import { RoomToolbar } from "../tools/RoomToolbar";
import { LikeButton } from "../watch/LikeButton";
import type { RoomPage } from "./use-room-page";

/**
 * Below a room page's stage, once the room's features run: the actions row — the like button
 * (Likes), the barrage's toggle and region (when the room plays live and the trial has not run
 * out) and the room's toolbar (issue 13) — and then the tools' strip.
 */
export function RoomActions({ page }: { readonly page: RoomPage }) {
  if (page.roomId === null) return null;
  const playsLive = page.opened !== null && page.opened.playUrl !== null;
  return (
    <>
      <div className="lh-watch__actions">
        <LikeButton />
        {playsLive && !page.trialEnded ? <BarrageControls settings={page.barrage} onChange={page.setBarrage} /> : null}
        <RoomToolbar />
      </div>
      <Suspense fallback={null}>
        <LazyRoomStrip />
      </Suspense>
    </>
  );
}
