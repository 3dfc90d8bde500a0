import { BoardPlay } from "../board/board-play";
import { CallToActions } from "../call-to-action/call-to-actions";
import { Chat } from "../chat/chat";
import { Likes } from "../likes/likes";
import { Presence } from "../likes/presence";
import { LiveRoom, LIVE_ROOM_TOPICS } from "../live-room/live-room";
import { PlayFlow } from "../play-flow/play-flow";
import { RealtimeSession } from "../realtime/realtime-session";
import { WatchDuration } from "../watch-duration/watch-duration";
import { APP_TOKENS } from "../tokens";
import type { RoomFeatureRegistration } from "./room-feature-registration";

/**
 * The features every watch room has, in start order: the realtime session first (the features
 * after it listen to its pushes), then the live room, chat, likes, presence, call-to-actions, the play flow, the board and
 * the watch duration. An app binds each under
 * APP_TOKENS.RoomFeature in its composition root; later features (toolbar tools) add their own
 * registrations beside these.
 */
export const WATCH_ROOM_FEATURES: readonly RoomFeatureRegistration[] = [
  { id: "realtimeSession", token: APP_TOKENS.RealtimeSession, type: RealtimeSession, order: 100 },
  { id: "liveRoom", token: APP_TOKENS.LiveRoom, type: LiveRoom, order: 200, topics: LIVE_ROOM_TOPICS },
  { id: "chat", token: APP_TOKENS.Chat, type: Chat, order: 300 },
  { id: "likes", token: APP_TOKENS.Likes, type: Likes, order: 400 },
  { id: "presence", token: APP_TOKENS.Presence, type: Presence, order: 500 },
  { id: "callToActions", token: APP_TOKENS.CallToActions, type: CallToActions, order: 600 },
  { id: "playFlow", token: APP_TOKENS.PlayFlow, type: PlayFlow, order: 700 },
  { id: "board", token: APP_TOKENS.BoardPlay, type: BoardPlay, order: 800 },
  { id: "watchDuration", token: APP_TOKENS.WatchDuration, type: WatchDuration, order: 900 },
];
