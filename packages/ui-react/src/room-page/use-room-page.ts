import {
  APP_TOKENS,
  type BoardView,
  type LiveRoomState,
  type Loadable,
  type OpenedRoom,
  type PlayFlowView,
  type RoomScope,
} from "@livehall/application";
import { roomName } from "@livehall/domain";
import { useCallback, useId } from "react";
import { useBarrageSettings, type BarrageSettings } from "../chat/barrage-settings";
import { useEventName } from "../hooks/use-document-title";
import { useLocale } from "../i18n/I18nProvider";
import type { PlayerWatermark } from "../player/VideoPlayer";
import { usePlayerStatus } from "../player/use-player-status";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { useChatAfterFirstFrame } from "../watch/use-chat-after-first-frame";
import { useLiveRoom } from "../watch/use-live-room";
import { useRoomPlayback } from "../watch/use-play-flow";
import { usePlayerWatermark } from "../watch/use-player-watermark";
import { useWatchRoom } from "../watch/use-watch-room";
import { useWatchSession } from "../watch/use-watch-session";

const IDLE: Loadable<OpenedRoom> = { status: "idle" };
// "buffering" (the element's "waiting") comes before the first frame too.
const SETTLED_PLAYBACK: ReadonlySet<string> = new Set(["playing", "paused", "error", "complete"]);

/** What a room page (watch or meeting) shows of its room, from {@link useRoomPage}. */
export interface RoomPage {
  readonly eventNumber: string;
  readonly roomNumber: string;
  /** The OpenRoom use case's state: the ready room, its error, or opening. */
  readonly state: Loadable<OpenedRoom>;
  /** The open room, once ready (null while it opens or failed). */
  readonly opened: OpenedRoom | null;
  /** The room's features (RoomScopeProvider); null until the room is open. */
  readonly scope: RoomScope | null;
  /** The open room's id: the room's features run (null before). */
  readonly roomId: string | null;
  readonly retry: () => void;
  /** The heading's id (the page's section is labelled by it). */
  readonly titleId: string;
  /** The event's name for the shell's brand and the document title (null until known). */
  readonly eventName: string | null;
  /** The room's whole name in the viewer's language (null until ready). */
  readonly name: string | null;
  /** The trial clock ran out: the page shows its message instead of the player. */
  readonly trialEnded: boolean;
  readonly live: LiveRoomState;
  readonly flow: PlayFlowView;
  readonly board: BoardView;
  readonly watermark: PlayerWatermark | null;
  readonly barrage: BarrageSettings;
  readonly setBarrage: (next: BarrageSettings) => void;
  readonly playbackStatus: ReturnType<typeof usePlayerStatus>;
  readonly pausePlayer: () => void;
  /** The organiser shows viewers' avatars (watch decorate `userIconFlag`, decision 0046). */
  readonly userIcons: boolean;
  /** The chat (and barrage) may show: the video settled, so its code never delays the first frame. */
  readonly chatShown: boolean;
}

/**
 * The one room composition of the watch and meeting pages: opens the room of the route in the
 * WatchRoom (closed when the page goes), keeps the session while shown (token refresh, second-tab
 * guard, trial clock), and reads what the page's parts show of the open room — its live room,
 * play flow and board, the player's status and the viewer's barrage choice. The chat's code loads
 * only once the video has settled (useChatAfterFirstFrame). The room's features follow the open
 * room: reopening it (loading again) keeps them running.
 */
export function useRoomPage(eventNumber: string, roomNumber: string): RoomPage {
  const [locale] = useLocale();
  const openRoom = useService(APP_TOKENS.OpenRoom);
  const playStream = useService(APP_TOKENS.PlayStream);
  const state = useObservable(openRoom.state$, IDLE);
  const titleId = useId();
  const { trialEnded } = useWatchSession(eventNumber);
  const { scope, retry } = useWatchRoom(eventNumber, roomNumber);
  const roomId = scope?.context.roomId ?? null;
  const live = useLiveRoom(scope);
  const { flow, board } = useRoomPlayback(scope);
  const [barrage, setBarrage] = useBarrageSettings();
  const playbackStatus = usePlayerStatus(playStream);
  const pausePlayer = useCallback(() => {
    playStream.pause();
  }, [playStream]);
  const opened = state.status === "ready" ? state.value : null;
  const showsLive = opened === null ? null : opened.playUrl !== null;
  const videoSettled = trialEnded || showsLive === false || flow.noticeKey !== null || SETTLED_PLAYBACK.has(playbackStatus);
  const chatShown = useChatAfterFirstFrame(roomId !== null, videoSettled);
  const eventName = useEventName();
  const name = opened === null ? null : roomName(opened.room, locale);
  const watermark = usePlayerWatermark(flow.watermark, name);
  return {
    eventNumber,
    roomNumber,
    userIcons: opened?.room.decorate.userIcons ?? false,
    state,
    opened,
    scope,
    roomId,
    retry,
    titleId,
    eventName,
    name,
    trialEnded,
    live,
    flow,
    board,
    watermark,
    barrage,
    setBarrage,
    playbackStatus,
    pausePlayer,
    chatShown,
  };
}
