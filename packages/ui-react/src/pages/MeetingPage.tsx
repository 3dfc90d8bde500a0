import { APP_TOKENS, INITIAL_MEETING_SCREENS, type Loadable, type OpenedRoom } from "@livehall/application";
import { cutRoomName, formatCount, roomName } from "@livehall/domain";
import { lazy, Suspense, useCallback, useId, useMemo } from "react";
import { of } from "rxjs";
import { BarrageControls } from "../chat/BarrageControls";
import { useBarrageSettings } from "../chat/barrage-settings";
import { ChatPlaceholder } from "../chat/ChatPlaceholder";
import { ErrorState } from "../components/ErrorState";
import { PageShell } from "../components/PageShell";
import { useDocumentTitle, useEventName } from "../hooks/use-document-title";
import { useLocale, useT } from "../i18n/I18nProvider";
import { CookieNotice } from "../login/CookieNotice";
import { LoginPrompt } from "../login/LoginPrompt";
import { ScreenSwitcher } from "../meeting/ScreenSwitcher";
import { BoardPlayer } from "../player/BoardPlayer";
import { SmallWindowOverlay } from "../player/SmallWindowOverlay";
import { usePlayerStatus } from "../player/use-player-status";
import { VideoPlayer } from "../player/VideoPlayer";
import { RoomScopeProvider } from "../services/RoomScopeProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { LazyRoomOverlays, LazyRoomStrip } from "../tools/room-extras";
import { MarketingModalHost } from "../tools/marketing/MarketingModalHost";
import { RoomToolbar, RoomToolDrawer } from "../tools/RoomToolbar";
import { TrialBanner } from "../trial/TrialBanner";
import { AnnouncementBar } from "../watch/AnnouncementBar";
import { CallToActionCard } from "../watch/CallToActionCard";
import { flowCaption, playsMedia } from "../watch/flow-caption";
import { LikeButton } from "../watch/LikeButton";
import { useChatAfterFirstFrame } from "../watch/use-chat-after-first-frame";
import { useLiveRoom } from "../watch/use-live-room";
import { useRoomPlayback } from "../watch/use-play-flow";
import { usePlayerWatermark } from "../watch/use-player-watermark";
import { useRoomCallToActions } from "../watch/use-room-call-to-actions";
import { useWatchRoom } from "../watch/use-watch-room";
import { useWatchSession } from "../watch/use-watch-session";
import { ViewerBar } from "../watch/ViewerBar";
import { WatchSkeleton } from "../watch/WatchSkeleton";
import { WatchStage } from "../watch/WatchStage";
import "./WatchPage.css";
import "./MeetingPage.css";

const IDLE: Loadable<OpenedRoom> = { status: "idle" };
const SETTLED_PLAYBACK: ReadonlySet<string> = new Set(["playing", "paused", "error", "complete"]);
const ChatPanel = lazy(() => import("../chat/ChatPanel"));
const Barrage = lazy(() => import("../chat/Barrage"));

export interface MeetingPageProps {
  readonly eventNumber: string;
  readonly roomNumber: string;
}

/**
 * `/event/:n/meeting/:room`: a seminar or meeting room (decision 0039). The room opens like the
 * watch page's (WatchRoom, room scope, session, trial) and its main screen plays in the page's one
 * player from the start; the room's other screens (MeetingScreens) show beside it on a wide page
 * and below it on a narrow one, each a button that makes it the large one (the former large one
 * goes back beside it). The title — heading and document title — is the room name in the viewer's
 * language cut at 19 characters plus an ellipsis (§9). Board, barrage, chat (after the first
 * frame), likes, the toolbar and its drawer, announcement and call-to-action tools are the watch
 * page's own components, in the same places.
 */
export function MeetingPage({ eventNumber, roomNumber }: MeetingPageProps) {
  const t = useT();
  const [locale] = useLocale();
  const openRoom = useService(APP_TOKENS.OpenRoom);
  const playStream = useService(APP_TOKENS.PlayStream);
  const state = useObservable(openRoom.state$, IDLE);
  const titleId = useId();
  const { trialEnded } = useWatchSession(eventNumber);
  const { scope, retry } = useWatchRoom(eventNumber, roomNumber);
  const roomId = scope?.context.roomId ?? null;
  const live = useLiveRoom(scope);
  const callToActions = useRoomCallToActions(scope);
  const marketing = scope?.find(APP_TOKENS.MarketingTools) ?? null;
  const meetingScreens = scope?.find(APP_TOKENS.MeetingScreens) ?? null;
  const screens$ = useMemo(() => meetingScreens?.state$ ?? of(INITIAL_MEETING_SCREENS), [meetingScreens]);
  const screens = useObservable(screens$, INITIAL_MEETING_SCREENS);
  const chooseScreen = useCallback((screenId: string) => meetingScreens?.choose(screenId), [meetingScreens]);
  const { flow, board } = useRoomPlayback(scope);
  const [barrage, setBarrage] = useBarrageSettings();
  const playbackStatus = usePlayerStatus(playStream);
  const pausePlayer = useCallback(() => {
    playStream.pause();
  }, [playStream]);
  const showsLive = state.status === "ready" ? state.value.playUrl !== null : null;
  const videoSettled = trialEnded || showsLive === false || flow.noticeKey !== null || SETTLED_PLAYBACK.has(playbackStatus);
  const chatShown = useChatAfterFirstFrame(roomId !== null, videoSettled);

  const eventName = useEventName();
  const name = state.status === "ready" ? roomName(state.value.room, locale) : null;
  const title = name === null ? null : cutRoomName(name);
  const watermark = usePlayerWatermark(flow.watermark, name);
  useDocumentTitle(title ?? t("page.titleWithEvent", { label: t("meeting.page"), event: eventName ?? t("app.name") }));

  let body;
  if (state.status === "ready") {
    const { playUrl } = state.value;
    const heading = title ?? t("meeting.page");
    const screenName = screens.main === null ? heading : `${heading} · ${t("meeting.screen", { number: screens.main.position })}`;
    body = (
      <section className="lh-watch lh-meeting" aria-labelledby={titleId}>
        <div className="lh-watch__header">
          <h1 id={titleId} className="lh-watch__title" title={name ?? undefined}>
            {heading}
          </h1>
          {live.watchNumberShown && live.watchNumber !== null ? (
            <p className="lh-watch__watchers">{t("live.watchers", { count: formatCount(live.watchNumber) })}</p>
          ) : null}
        </div>
        <TrialBanner eventNumber={eventNumber} />
        <div className="lh-watch__layout">
          <div className="lh-watch__main">
            <div className="lh-meeting__stage">
              <div className="lh-meeting__main-screen">
                {trialEnded ? null : (
                  <WatchStage
                    layout={board.layout}
                    boardShown={board.status !== "hidden" && board.status !== "blocked"}
                    board={<BoardPlayer board={board} />}
                    video={
                      <>
                        <VideoPlayer
                          label={screenName}
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
              </div>
              <div className="lh-meeting__screens">
                <ScreenSwitcher view={screens} onChoose={chooseScreen} />
              </div>
            </div>
            {roomId !== null ? (
              <div className="lh-watch__actions">
                <LikeButton />
                {playUrl !== null && !trialEnded ? <BarrageControls settings={barrage} onChange={setBarrage} /> : null}
                <RoomToolbar />
              </div>
            ) : null}
            {roomId !== null ? (
              <Suspense fallback={null}>
                <LazyRoomStrip />
              </Suspense>
            ) : null}
          </div>
          {roomId !== null ? (
            <div className="lh-watch__chat">
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
      <RoomScopeProvider scope={scope}>{body}</RoomScopeProvider>
      <SmallWindowOverlay status={playbackStatus} onPause={pausePlayer} />
      <LoginPrompt />
      <CookieNotice eventNumber={eventNumber} />
    </PageShell>
  );
}
