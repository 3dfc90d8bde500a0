import { APP_TOKENS, type Loadable, type OpenedRoom } from "@livehall/application";
import { formatCount, roomName } from "@livehall/domain";
import { lazy, Suspense, useCallback, useId } from "react";
import { BarrageControls } from "../chat/BarrageControls";
import { useBarrageSettings } from "../chat/barrage-settings";
import { ChatPlaceholder } from "../chat/ChatPlaceholder";
import { ErrorState } from "../components/ErrorState";
import { RoomAdPictures } from "../decorate/RoomAdPictures";
import { WatchDecorateLayer } from "../decorate/WatchDecorateLayer";
import { PageShell } from "../components/PageShell";
import { useDocumentTitle, useEventName } from "../hooks/use-document-title";
import { useLocale, useT } from "../i18n/I18nProvider";
import { CookieNotice } from "../login/CookieNotice";
import { LoginPrompt } from "../login/LoginPrompt";
import { BoardPlayer } from "../player/BoardPlayer";
import { SmallWindowOverlay } from "../player/SmallWindowOverlay";
import { usePlayerStatus } from "../player/use-player-status";
import { VideoPlayer } from "../player/VideoPlayer";
import { RoomScopeProvider } from "../services/RoomScopeProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { RoomToolbar, RoomToolDrawer } from "../tools/RoomToolbar";
import { TrialBanner } from "../trial/TrialBanner";
import { AnnouncementBar } from "../watch/AnnouncementBar";
import { CallToActionCard } from "../watch/CallToActionCard";
import { LazyRoomOverlays, LazyRoomStrip } from "../tools/room-extras";
import { MarketingModalHost } from "../tools/marketing/MarketingModalHost";
import { LikeButton } from "../watch/LikeButton";
import { useChatAfterFirstFrame } from "../watch/use-chat-after-first-frame";
import { useLiveRoom } from "../watch/use-live-room";
import { useRoomCallToActions } from "../watch/use-room-call-to-actions";
import { useRoomPlayback } from "../watch/use-play-flow";
import { flowCaption, playsMedia } from "../watch/flow-caption";
import { usePlayerWatermark } from "../watch/use-player-watermark";
import { useWatchRoom } from "../watch/use-watch-room";
import { useWatchSession } from "../watch/use-watch-session";
import { ViewerBar } from "../watch/ViewerBar";
import { WatchSkeleton } from "../watch/WatchSkeleton";
import { WatchStage } from "../watch/WatchStage";
import "./WatchPage.css";

const IDLE: Loadable<OpenedRoom> = { status: "idle" };
const SETTLED_PLAYBACK: ReadonlySet<string> = new Set(["playing", "paused", "error", "complete"]);
// The chat's code loads after the video's first frame (useChatAfterFirstFrame).
const ChatPanel = lazy(() => import("../chat/ChatPanel"));
const Barrage = lazy(() => import("../chat/Barrage"));

export interface WatchPageProps {
  readonly eventNumber: string;
  readonly roomNumber: string;
}

/**
 * `/event/:n/watch/:room`: opens the room in the WatchRoom (OpenRoom sends viewers without a
 * token to the access page; the room scope starts and disposes the room's features and reopens the
 * room when its live status disagrees with what is shown) and plays its live stream. The document title is the room name in the viewer's language.
 * While shown it keeps the session (token refresh, second-tab guard, trial clock); the header
 * shows the viewer with login / nickname / logout, and the login prompt and cookie notice live here.
 * A used-up trial shows its message instead of the player. Once the room is open its components
 * read the room's features (RoomScopeProvider): the live room's viewer count (when shown) beside
 * the title and the announcement below the player's column; below the player a like button (Likes) and the
 * room's toolbar (issue 13), whose open tool shows in a drawer over the page. The room's chat shows beside the player on wide screens and below
 * it on narrow ones, and over the video as a barrage (with its toggle and region, remembered in
 * this browser); its box is disabled under a chat ban. The call-to-action tools follow the player.
 * The chat's code loads once the video has settled, so it never delays the first frame. While the
 * room opens, a skeleton (WatchSkeleton) holds the ready page's boxes; what arrives later (viewer
 * count, announcement, call-to-action tools, the chat panel) takes space that was reserved or lies
 * after the player and the chat, so nothing above the fold moves.
 */
export function WatchPage({ eventNumber, roomNumber }: WatchPageProps) {
  const t = useT();
  const [locale] = useLocale();
  const openRoom = useService(APP_TOKENS.OpenRoom);
  const playStream = useService(APP_TOKENS.PlayStream);
  const state = useObservable(openRoom.state$, IDLE);
  const titleId = useId();
  const { trialEnded } = useWatchSession(eventNumber);
  const { scope, retry } = useWatchRoom(eventNumber, roomNumber);
  // The room's features follow the open room: reopening it (loading again) keeps them running.
  const roomId = scope?.context.roomId ?? null;
  const live = useLiveRoom(scope);
  const callToActions = useRoomCallToActions(scope);
  const marketing = scope?.find(APP_TOKENS.MarketingTools) ?? null;
  const { flow, board } = useRoomPlayback(scope);
  const [barrage, setBarrage] = useBarrageSettings();
  const playbackStatus = usePlayerStatus(playStream);
  const pausePlayer = useCallback(() => {
    playStream.pause();
  }, [playStream]);
  const showsLive = state.status === "ready" ? state.value.playUrl !== null : null;
  // "buffering" (the element's "waiting") comes before the first frame too.
  const videoSettled = trialEnded || showsLive === false || flow.noticeKey !== null || SETTLED_PLAYBACK.has(playbackStatus);
  const chatShown = useChatAfterFirstFrame(roomId !== null, videoSettled);

  const eventName = useEventName();
  const name = state.status === "ready" ? roomName(state.value.room, locale) : null;
  const watermark = usePlayerWatermark(flow.watermark, name);
  useDocumentTitle(name ?? t("page.titleWithEvent", { label: t("page.watch"), event: eventName ?? t("app.name") }));

  let body;
  if (state.status === "ready") {
    const { playUrl } = state.value;
    const heading = name ?? t("page.watch");
    body = (
      <section className="lh-watch" aria-labelledby={titleId}>
        <div className="lh-watch__header">
          <h1 id={titleId} className="lh-watch__title">
            {heading}
          </h1>
          {live.watchNumberShown && live.watchNumber !== null ? (
            <p className="lh-watch__watchers">{t("live.watchers", { count: live.watchNumber, shown: formatCount(live.watchNumber) })}</p>
          ) : null}
        </div>
        <TrialBanner eventNumber={eventNumber} />
        <div className="lh-watch__layout">
          <div className="lh-watch__main">
            <RoomAdPictures slot="playTop" />
            {trialEnded ? null : (
              <WatchStage
                layout={board.layout}
                boardShown={board.status !== "hidden" && board.status !== "blocked"}
                board={<BoardPlayer board={board} />}
                video={
                  <>
                    <VideoPlayer
                      label={heading}
                      masked={live.maskPlayer}
                      playType={flow.type}
                      notice={
                        flow.noticeKey !== null
                          ? t(flow.noticeKey)
                          : playUrl === null && !playsMedia(flow)
                            ? t("error.liveNotConfigured")
                            : null
                      }
                      caption={flowCaption(flow, t)}
                      backgroundUrl={flow.backgroundUrl}
                      watermark={watermark}
                    />
                    {chatShown && barrage.on && playUrl !== null ? (
                      <Suspense fallback={null}>
                        <Barrage region={barrage.region} />
                      </Suspense>
                    ) : null}
                    {roomId !== null ? (
                      <Suspense fallback={null}>
                        <LazyRoomOverlays />
                      </Suspense>
                    ) : null}
                  </>
                }
              />
            )}
            {roomId !== null ? (
              <div className="lh-watch__actions">
                <LikeButton />
                {playUrl !== null && !trialEnded ? <BarrageControls settings={barrage} onChange={setBarrage} /> : null}
                <RoomToolbar />
              </div>
            ) : null}
          </div>
          {roomId !== null ? (
            <div className="lh-watch__chat">
              <RoomAdPictures slot="chatTop" />
              {chatShown ? (
                <Suspense fallback={<ChatPlaceholder />}>
                  <ChatPanel banned={live.chatBanned} />
                </Suspense>
              ) : (
                <ChatPlaceholder />
              )}
            </div>
          ) : null}
          <div className="lh-watch__extras">
            <RoomAdPictures slot="playBottom" />
            {/* The red envelope and the feed arrive after the room opened: here they never move the player or the chat (decision 0043). */}
            {roomId !== null ? (
              <Suspense fallback={null}>
                <LazyRoomStrip />
              </Suspense>
            ) : null}
            <AnnouncementBar announcement={live.announcement} />
            <CallToActionCard
              items={callToActions.items}
              onOpenTool={marketing ? (item) => void marketing.openFromCallToAction(item) : undefined}
            />
            <MarketingModalHost />
          </div>
        </div>
        <RoomToolDrawer />
      </section>
    );
  } else if (state.status === "error") {
    body = <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={retry} />;
  } else {
    body = <WatchSkeleton banner={<TrialBanner eventNumber={eventNumber} />} />;
  }
  return (
    <PageShell brand={eventName} variant="watch" actions={<ViewerBar eventNumber={eventNumber} />}>
      <WatchDecorateLayer decorate={state.status === "ready" ? state.value.room.decorate : null} />
      <RoomScopeProvider scope={scope}>{body}</RoomScopeProvider>
      <SmallWindowOverlay status={playbackStatus} onPause={pausePlayer} />
      <LoginPrompt />
      <CookieNotice eventNumber={eventNumber} />
    </PageShell>
  );
}
