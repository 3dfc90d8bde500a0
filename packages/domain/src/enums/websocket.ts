/**
 * §7 websocket (im) operations and topics. The operation numbers are those of the goim protocol
 * the im address speaks (goImUrl): the spec lists auth 7, heartbeat 2, subscribe 14, unsubscribe
 * 16, change room 12 as sent and 8, 3, 13, 9 as received; the received names are goim's.
 */
export const WS_OP = {
  HEARTBEAT: 2,
  HEARTBEAT_REPLY: 3,
  AUTH: 7,
  AUTH_REPLY: 8,
  MESSAGE: 9,
  CHANGE_ROOM: 12,
  CHANGE_ROOM_REPLY: 13,
  SUBSCRIBE: 14,
  UNSUBSCRIBE: 16,
} as const;
export type WsOp = (typeof WS_OP)[keyof typeof WS_OP];

/**
 * Message topics: the ids the spec gives (§7, 200xx), plus the ids Livehall assigns (203xx,
 * decision 0014) to topics the spec names without ids — the same ids as the wire's `TOPICS`.
 */
export const WS_TOPIC = {
  LIVE_STATUS: 20005,
  MESSAGE_UPDATE: 20105,
  ROOM_CONFIG: 20107,
  ANNOUNCEMENT: 20108,
  LUCKY_DRAW: 20021,
  WATCH_NUMBER: 20232,
  INTERACTIVE_ACCESS_FLAG: 20241,
  CALL_STATUS: 20206,
  /** Livehall's id: the main stream's push status changed. */
  PUSH_LIVE_STATUS: 20308,
  /** Livehall's id: the viewer count is shown or hidden. */
  WATCH_NUMBER_FLAG: 20310,
  /** Livehall's id: loop playback of trailers switched (`{videoLoopPlaybackFlag}`). */
  LOOP_PLAYBACK: 20309,
  /** Livehall's id: the board stream's status (`{pushStatus, boardsPlayUrl}`). */
  BOARD_STREAM_STATUS: 20315,
  /** Livehall's id: the room layout changed (show or destroy the board). */
  ROOM_LAYOUT: 20313,
  /** Livehall's id: a viewer was banned from chat or from the room. */
  BAN_STATUS: 20314,
  /** Livehall's id: a new chat message (a message id, its sender, nickname, text and send time). */
  CHAT_MESSAGE: 20316,
  /** Livehall's id: the room's like total (`{fabulousNumber}`). */
  LIKE_COUNT: 20317,
  /** Livehall's id: the call-to-action tools changed (`{list}`, replaces the current ones). */
  CALL_TO_ACTION: 20318,
  /** Livehall's id: a moderator deleted a chat message (`{messageId}`). */
  CHAT_DELETE: 20319,
  /** Livehall's id: a topic (discussion) post (`{postId, kind, content, sendTime}`). */
  TOPIC: 20303,
  /** Livehall's id: a gift was sent (the room shows its effect). */
  GIFT: 20322,
  /** Livehall's id: the gift / invitation ranking changed. */
  RANKING: 20323,
  /** Livehall's id: the goods (product cards) or the one explained changed. */
  GOODS: 20324,
  /** Livehall's id: a red envelope was sent or grabbed. */
  RED_ENVELOPE: 20325,
  /** Livehall's id: a text-live (teletext) post. */
  TEXT_LIVE: 20326,
  /** Livehall's id: the room's marketing tools changed (`{items}`, replaces the list; decision 0031). */
  MARKETING_TOOL: 20327,
  /** Livehall's id: breakout rooms opened, viewers moved, or closed (decision 0032). */
  BREAKOUT: 20307,
  /** Livehall's id: a check-in window started, counted or ended (`{signIn}`). */
  SIGN_IN: 20306,
  /** Livehall's id: an award quiz (VIE_ANSWER) started, has winners or ended (`{quiz}`). */
  AWARD_QUIZ: 20321,
  /** Livehall's id: Q&A (ask question): asked, up-voted, answered, marked. */
  QUESTION_ANSWER: 20320,
  /** Livehall's id: an exam started or ended. */
  EXAM: 20305,
} as const;
export type WsTopic = (typeof WS_TOPIC)[keyof typeof WS_TOPIC];
