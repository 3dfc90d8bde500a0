import { APP_TOKENS, IDLE_PLAYBACK, type Loadable, type OpenedRoom } from "@livehall/application";
import { LIVE_STATUS, formatCount, roomName } from "@livehall/domain";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { BarrageControls } from "../chat/BarrageControls";
import { useBarrageSettings } from "../chat/barrage-settings";
import { ChatPlaceholder } from "../chat/ChatPlaceholder";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { PageShell } from "../components/PageShell";
import { useDocumentTitle, useEventName } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useLocale, useT } from "../i18n/I18nProvider";
import { CookieNotice } from "../login/CookieNotice";
import { LoginPrompt } from "../login/LoginPrompt";
import { VideoPlayer } from "../player/VideoPlayer";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import type { OpenRoomService, PlayStreamService } from "../services/use-cases";
import { TrialBanner } from "../trial/TrialBanner";
import { AnnouncementBar } from "../watch/AnnouncementBar";
import { CallToActionCard } from "../watch/CallToActionCard";
import { LikeButton } from "../watch/LikeButton";
import { useChatAfterFirstFrame } from "../watch/use-chat-after-first-frame";
import { useLiveRoom } from "../watch/use-live-room";
import { useRoomCallToActions } from "../watch/use-room-call-to-actions";
import { useRoomChat } from "../watch/use-room-chat";
import { useRoomLikes } from "../watch/use-room-likes";
import { useRoomPresence } from "../watch/use-room-presence";
import { useWatchSession } from "../watch/use-watch-session";
import { ViewerBar } from "../watch/ViewerBar";
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
 * `/event/:n/watch/:room`: opens the room (OpenRoom sends viewers without a token to the access
 * page) and plays its live stream. The document title is the room name in the viewer's language.
 * While shown it keeps the session (token refresh, second-tab guard, trial clock); the header
 * shows the viewer with login / nickname / logout, and the login prompt and cookie notice live here.
 * A used-up trial shows its message instead of the player. Once the room is open it listens to the
 * live room (§4 Websocket): the viewer count (when shown) beside the title, the announcement above
 * the player, and a live status that disagrees with what the page shows opens the room again (the
 * player starts when the room goes live, and stops when it ends). Below the player a like button
 * (Likes, guarded by the anonymous interception); while the room is open the viewer's presence is
 * reported every 30 s (Presence). The room's chat shows beside the player on wide screens and below
 * it on narrow ones, and over the video as a barrage (with its toggle and region, remembered in
 * this browser); its box is disabled under a chat ban. The call-to-action tools follow the player.
 * The chat's code loads once the video has settled, so it never delays the first frame.
 */
export function WatchPage({ eventNumber, roomNumber }: WatchPageProps) {
  const t = useT();
  const [locale] = useLocale();
  const openRoom = useService<OpenRoomService>(APP_TOKENS.OpenRoom);
  const playStream = useService<PlayStreamService>(APP_TOKENS.PlayStream);
  const state = useObservable(openRoom.state$, IDLE);
  const titleId = useId();
  const { trialEnded } = useWatchSession(eventNumber);
  const open = () => {
    // The player library loads while the room's address does (first frame sooner).
    playStream.warmUp({ live: true });
    void openRoom.run(eventNumber, roomNumber);
  };
  useRunOnce(`${eventNumber}/${roomNumber}`, open);

  // The live room follows the last opened room: reopening it (loading again) keeps it listening.
  const openedRoomId = state.status === "ready" ? state.value.room.roomId : null;
  const [roomId, setRoomId] = useState<string | null>(null);
  if (openedRoomId !== null && openedRoomId !== roomId) setRoomId(openedRoomId);
  const live = useLiveRoom(eventNumber, roomId);
  useRoomLikes(eventNumber, roomId);
  useRoomChat(eventNumber, roomId);
  const callToActions = useRoomCallToActions(eventNumber, roomId);
  const [barrage, setBarrage] = useBarrageSettings();
  const playback = useObservable(playStream.state$, IDLE_PLAYBACK);
  useRoomPresence(eventNumber, roomId, state.status === "ready" ? state.value.room.pageSession : null);
  const showsLive = state.status === "ready" ? state.value.playUrl !== null : null;
  // "buffering" (the element's "waiting") comes before the first frame too.
  const videoSettled = trialEnded || showsLive === false || SETTLED_PLAYBACK.has(playback.status);
  const chatShown = useChatAfterFirstFrame(roomId !== null, videoSettled);
  const followedStatus = useRef<number | null>(null);
  useEffect(() => {
    const status = live.liveStatus;
    if (status === null || showsLive === null || status === followedStatus.current) return;
    followedStatus.current = status;
    if ((status === LIVE_STATUS.LIVING) === showsLive) return;
    if (status === LIVE_STATUS.LIVING) playStream.warmUp({ live: true });
    void openRoom.run(eventNumber, roomNumber);
  }, [live.liveStatus, showsLive, openRoom, playStream, eventNumber, roomNumber]);

  const eventName = useEventName();
  const name = state.status === "ready" ? roomName(state.value.room, locale) : null;
  useDocumentTitle(name ?? t("page.titleWithEvent", { label: t("page.watch"), event: eventName ?? t("app.name") }));

  let body;
  if (state.status === "ready") {
    const { playUrl } = state.value;
    const heading = name ?? t("page.watch");
    body = (
      <section className="lh-watch" aria-labelledby={titleId}>
        <div className="lh-watch__header">
          <h1 id={titleId} className="lh-watch__title">{heading}</h1>
          {live.watchNumberShown && live.watchNumber !== null
            ? <p className="lh-watch__watchers">{t("live.watchers", { count: formatCount(live.watchNumber) })}</p>
            : null}
        </div>
        <AnnouncementBar announcement={live.announcement} />
        <TrialBanner eventNumber={eventNumber} />
        <div className="lh-watch__layout">
          <div className="lh-watch__main">
            {trialEnded ? null : playUrl === null
              ? <p className="lh-watch__not-live" role="status">{t("error.liveNotConfigured")}</p>
              : (
                  <div className="lh-watch__stage">
                    <VideoPlayer url={playUrl} label={heading} masked={live.maskPlayer} />
                    {chatShown && barrage.on ? <Suspense fallback={null}><Barrage region={barrage.region} /></Suspense> : null}
                  </div>
                )}
            {roomId !== null
              ? (
                  <div className="lh-watch__actions">
                    <LikeButton eventNumber={eventNumber} />
                    {playUrl !== null && !trialEnded ? <BarrageControls settings={barrage} onChange={setBarrage} /> : null}
                  </div>
                )
              : null}
            <CallToActionCard items={callToActions.items} />
          </div>
          {roomId !== null
            ? (
                <div className="lh-watch__chat">
                  {chatShown
                    ? <Suspense fallback={<ChatPlaceholder />}><ChatPanel banned={live.chatBanned} /></Suspense>
                    : <ChatPlaceholder />}
                </div>
              )
            : null}
        </div>
      </section>
    );
  } else if (state.status === "error") {
    body = <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={open} />;
  } else {
    body = <LoadingState label={t("loading.room")} />;
  }
  return (
    <PageShell brand={eventName} variant="watch" actions={<ViewerBar eventNumber={eventNumber} />}>
      {body}
      <LoginPrompt />
      <CookieNotice eventNumber={eventNumber} />
    </PageShell>
  );
}
