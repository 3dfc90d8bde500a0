import { ROOM_LAYOUT, type RoomLayout } from "@livehall/domain";
import type { ReactNode } from "react";
import "./WatchStage.css";

export interface WatchStageProps {
  /** §3 room layout: 1 video-board, 2 board-video, 3 video only, 4 board large with the video small. */
  readonly layout: RoomLayout;
  /** The video area (player, barrage over it). */
  readonly video: ReactNode;
  /** The board area (BoardPlayer; renders nothing while the board is hidden). Left out in layout 3. */
  readonly board: ReactNode;
  /** Whether the board shows now (waiting, playing or error): without it the video takes the stage. */
  readonly boardShown: boolean;
}

/**
 * The watch stage `.lh-watch__stage[data-layout]`: the video and board areas in the DOM order of
 * the layout (video first in 1 and 3, board first in 2 and 4), switching live when the layout
 * message arrives. Keyed children, so React moves the areas and the <video> keeps playing.
 */
export function WatchStage({ layout, video, board, boardShown }: WatchStageProps) {
  const videoArea = (
    <div key="video" className="lh-watch__video">
      {video}
    </div>
  );
  const boardArea =
    layout === ROOM_LAYOUT.VIDEO ? null : (
      <div key="board" className="lh-watch__board">
        {board}
      </div>
    );
  const boardFirst = layout === 2 || layout === 4;
  return (
    <div className="lh-watch__stage" data-layout={layout} data-board={boardShown && layout !== ROOM_LAYOUT.VIDEO ? "shown" : "none"}>
      {boardFirst ? [boardArea, videoArea] : [videoArea, boardArea]}
    </div>
  );
}
