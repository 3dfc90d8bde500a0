import { lazy, Suspense } from "react";
import { useT } from "../i18n/I18nProvider";
import { BoardPlayer } from "../player/BoardPlayer";
import { VideoPlayer } from "../player/VideoPlayer";
import { LazyRoomOverlays } from "../tools/room-extras";
import { flowCaption, playsMedia } from "../watch/flow-caption";
import { WatchStage } from "../watch/WatchStage";
import type { RoomPage } from "./use-room-page";

// The barrage's code loads after the video's first frame, with the chat's (useChatAfterFirstFrame).
const Barrage = lazy(() => import("../chat/Barrage"));

export interface RoomVideoStageProps {
  readonly page: RoomPage;
  /** The player's accessible name: the room (the meeting page adds the screen shown large). */
  readonly label: string;
}

/**
 * A room page's stage: the page's one player (the play flow's media, notice, caption, background
 * and watermark; covered and muted while the organiser masks it) beside or with the board
 * (WatchStage), the barrage over the video once the chat may show and the viewer has it on, and
 * the tools' overlays. Nothing while the room is not open or when the trial has run out (the
 * trial banner says why).
 */
export function RoomVideoStage({ page, label }: RoomVideoStageProps) {
  const t = useT();
  const { opened, flow, board, live, barrage } = page;
  if (opened === null || page.trialEnded) return null;
  const { playUrl } = opened;
  const notice = flow.noticeKey !== null ? t(flow.noticeKey) : playUrl === null && !playsMedia(flow) ? t("error.liveNotConfigured") : null;
  return (
    <WatchStage
      layout={board.layout}
      boardShown={board.status !== "hidden" && board.status !== "blocked"}
      board={<BoardPlayer board={board} />}
      video={
        <>
          <VideoPlayer
            label={label}
            masked={live.maskPlayer}
            playType={flow.type}
            notice={notice}
            caption={flowCaption(flow, t)}
            backgroundUrl={flow.backgroundUrl}
            watermark={page.watermark}
          />
          {page.chatShown && barrage.on && playUrl !== null ? (
            <Suspense fallback={null}>
              <Barrage region={barrage.region} />
            </Suspense>
          ) : null}
          {page.roomId !== null ? (
            <Suspense fallback={null}>
              <LazyRoomOverlays />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
