import type { CallToActionDTO } from "../call-to-action";

/**
 * Every message topic of the live room, shared by server and client. A pushed packet's op is its
 * topic id and its body the topic's JSON (`TopicBodyMap`); clients name the ids they want in
 * `accepts` (auth) and in subscribe/unsubscribe bodies. The ids 200xx below 20300 are the spec's
 * (§7); the spec names the rest without ids, so Livehall assigns them from 20301 on.
 */
export const TOPICS = {
  /** §7 20005: the room's live status changed; body `LiveStatusBody`. */
  LIVE_STATUS: 20005,
  /** §7 20107: room configuration changed; body `RoomConfigBody` (mask player / muting). */
  ROOM_CONFIG: 20107,
  /** §7 20105: message update (chat list changed as a whole, e.g. after moderation). */
  MESSAGE_UPDATE: 20105,
  /** §7 20108: announcement added, updated, cleared or set rolling; body `AnnouncementBody`. */
  ANNOUNCEMENT: 20108,
  /** §7 20021: lucky draw state. */
  LUCKY_DRAW: 20021,
  /** §7 20232: number of viewers; body `WatchNumberBody`. */
  WATCH_NUMBER: 20232,
  /** §7 20241: the event's interactive access flag changed; body `InteractiveAccessFlagBody`. */
  INTERACTIVE_ACCESS_FLAG: 20241,
  /** §7 20206: call (co-host link) status. */
  CALL_STATUS: 20206,
  /** Livehall 20301: board (whiteboard/slides) updates. */
  BOARD: 20301,
  /** Livehall 20302: the room's documents changed. */
  DOCUMENT: 20302,
  /** Livehall 20303: topic (discussion) updates. */
  TOPIC: 20303,
  /** Livehall 20304: vote updates. */
  VOTE: 20304,
  /** Livehall 20305: exam updates. */
  EXAM: 20305,
  /** Livehall 20306: sign-in (check-in) updates. */
  SIGN_IN: 20306,
  /** Livehall 20307: breakout room updates. */
  BREAKOUT: 20307,
  /** Livehall 20308: the main stream's push status changed; body `PushLiveStatusBody`. */
  PUSH_LIVE_STATUS: 20308,
  /** Livehall 20309: loop playback of trailers switched. */
  LOOP_PLAYBACK: 20309,
  /** Livehall 20310: the viewer count is shown or hidden; body `WatchNumberFlagBody`. */
  WATCH_NUMBER_FLAG: 20310,
  /** Livehall 20311: a schedule started or ended (rating form). */
  SCHEDULE_START: 20311,
  /** Livehall 20312: evaluation flag changed (a delete flag reloads the ratings). */
  EVALUATION_FLAG: 20312,
  /** Livehall 20313: the room layout changed (show or destroy the board); body `RoomLayoutBody`. */
  ROOM_LAYOUT: 20313,
  /** Livehall 20314: a viewer was banned from chat or from the room; body `BanStatusBody`. */
  BAN_STATUS: 20314,
  /** Livehall 20315: the board stream's status changed. */
  BOARD_STREAM_STATUS: 20315,
  /** Livehall 20316: a new chat message; body `ChatMessageBody`. */
  CHAT_MESSAGE: 20316,
  /** Livehall 20317: the room's like total; body `LikeCountBody`. */
  LIKE_COUNT: 20317,
  /** Livehall 20318: call-to-action tools changed (replace the tool data); body `CallToActionBody`. */
  CALL_TO_ACTION: 20318,
  /** Livehall 20319: a chat message was deleted by a moderator; body `ChatDeleteBody`. */
  CHAT_DELETE: 20319,
  /** Livehall 20320: Q&A (ask question) updates: asked, up-voted, answered. */
  QUESTION_ANSWER: 20320,
  /** Livehall 20321: award quiz (VIE_ANSWER) updates: started, winners, ended. */
  AWARD_QUIZ: 20321,
  /** Livehall 20322: a gift was sent (the room shows its effect). */
  GIFT: 20322,
  /** Livehall 20323: the gift / invitation ranking changed. */
  RANKING: 20323,
  /** Livehall 20324: goods (product cards) changed, or the one being explained. */
  GOODS: 20324,
  /** Livehall 20325: red envelope sent, grabbed or finished. */
  RED_ENVELOPE: 20325,
  /** Livehall 20326: text live (teletext) posts. */
  TEXT_LIVE: 20326,
  /** Livehall 20327: the room's marketing tools changed. */
  MARKETING_TOOL: 20327,
} as const;

/** The name of one topic. */
export type TopicName = keyof typeof TOPICS;

/** One topic id. */
export type TopicId = (typeof TOPICS)[TopicName];

/** Every topic id; a client decoding pushes accepts these (plus the protocol replies). */
export const TOPIC_IDS: ReadonlySet<number> = new Set<number>(Object.values(TOPICS));

/** Whether `value` is one of the topic ids. */
export function isTopicId(value: number): value is TopicId {
  return TOPIC_IDS.has(value);
}

/** 20005: liveStatus 1 not begun, 2 living (§3). */
export interface LiveStatusBody {
  readonly liveStatus: 1 | 2;
}

/** 20107: liveViewPageShowFlag 1 shows the mask player (which controls muting), 0 hides it. */
export interface RoomConfigBody {
  readonly liveViewPageShowFlag: 0 | 1;
}

/**
 * 20108: announcementEvent ADD 1, UPDATE 2, CLEAR 3, ROLLING 4 (§3). `content` is the
 * announcement's text for ADD and UPDATE ("" otherwise); `rollingFlag` (ROLLING) 1 scrolls it.
 */
export interface AnnouncementBody {
  readonly announcementEvent: 1 | 2 | 3 | 4;
  readonly content: string;
  readonly rollingFlag?: 0 | 1;
}

/** 20232: the number of viewers in the room (shown as e.g. 12.3k above 10000, §9). */
export interface WatchNumberBody {
  readonly watchNumber: number;
}

/** 20310: watchNumberFlag 1 shows the viewer count, 0 hides it. */
export interface WatchNumberFlagBody {
  readonly watchNumberFlag: 0 | 1;
}

/** 20241: interactAccessFlag 1: interactions need a login; 0: anonymous viewers may interact. */
export interface InteractiveAccessFlagBody {
  readonly interactAccessFlag: 0 | 1;
}

/** 20308: pushStatus of the main stream 0 not started, 1 pending, 2 push started (§3). */
export interface PushLiveStatusBody {
  readonly pushStatus: 0 | 1 | 2;
}

/** 20313: layoutFlag 1 video-board, 2 board-video, 3 video (no board), 4 board (§3). */
export interface RoomLayoutBody {
  readonly layoutFlag: 1 | 2 | 3 | 4;
}

/** 20309: videoLoopPlaybackFlag 1 loops the trailers, 0 stops after the last (§3 video config). */
export interface LoopPlaybackBody {
  readonly videoLoopPlaybackFlag: 0 | 1;
}

/**
 * 20315: the board stream's pushStatus (§3 board status 0 not started, 1 pending, 2 push started).
 * With 2, `boardsPlayUrl` is the board's HLS address (the client asks board-play-addr again for
 * the protocol it needs); otherwise "".
 */
export interface BoardStreamStatusBody {
  readonly pushStatus: 0 | 1 | 2;
  readonly boardsPlayUrl: string;
}

/**
 * 20314: banType 1 bans `liveUserId` from chat (the chat box is disabled), 2 from the room (the
 * viewer sees '您无权限进入该会场' and goes to the landing page). `banFlag` 0 lifts the ban;
 * absent or 1 imposes it.
 */
export interface BanStatusBody {
  readonly banType: 1 | 2;
  readonly liveUserId: string;
  readonly banFlag?: 0 | 1;
}

/**
 * 20316: one chat message. `messageId` increases within a room (history is fetched "since" the
 * last one seen); `sendTime` is milliseconds since the epoch; `content` is plain text.
 */
export interface ChatMessageBody {
  readonly messageId: number;
  readonly liveUserId: string;
  readonly nickName: string;
  readonly content: string;
  readonly sendTime: number;
  /** §3 user type of a sender who is not an audience: 7 for the atmosphere master (decision 0030); absent for viewers. */
  readonly userType?: number;
}

/** 20319: the chat message `messageId` was removed by a moderator. */
export interface ChatDeleteBody {
  readonly messageId: number;
}

/** 20317: fabulousNumber, the room's like total. */
export interface LikeCountBody {
  readonly fabulousNumber: number;
}

/** 20318: the room's call-to-action tools as GET .../call-to-actions lists them (they replace the current ones). */
export interface CallToActionBody {
  readonly list: readonly CallToActionDTO[];
}

/** The body of each topic issue 4 wires, by topic id. */
export interface TopicBodyMap {
  [TOPICS.LIVE_STATUS]: LiveStatusBody;
  [TOPICS.ROOM_CONFIG]: RoomConfigBody;
  [TOPICS.ANNOUNCEMENT]: AnnouncementBody;
  [TOPICS.WATCH_NUMBER]: WatchNumberBody;
  [TOPICS.WATCH_NUMBER_FLAG]: WatchNumberFlagBody;
  [TOPICS.INTERACTIVE_ACCESS_FLAG]: InteractiveAccessFlagBody;
  [TOPICS.PUSH_LIVE_STATUS]: PushLiveStatusBody;
  [TOPICS.ROOM_LAYOUT]: RoomLayoutBody;
  [TOPICS.LOOP_PLAYBACK]: LoopPlaybackBody;
  [TOPICS.BOARD_STREAM_STATUS]: BoardStreamStatusBody;
  [TOPICS.BAN_STATUS]: BanStatusBody;
  [TOPICS.CHAT_MESSAGE]: ChatMessageBody;
  [TOPICS.CHAT_DELETE]: ChatDeleteBody;
  [TOPICS.LIKE_COUNT]: LikeCountBody;
  [TOPICS.CALL_TO_ACTION]: CallToActionBody;
}

/** The body type of topic `T` (`unknown` for topics whose body issue 4 does not define). */
export type TopicBody<T extends number> = T extends keyof TopicBodyMap ? TopicBodyMap[T] : unknown;
