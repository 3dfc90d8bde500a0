import { describe, expect, it } from "vitest";
import { WS_OP, WS_TOPIC } from "./websocket";

describe("websocket enumerations (§7)", () => {
  it.each([
    [
      "WS_OP",
      WS_OP,
      {
        HEARTBEAT: 2,
        HEARTBEAT_REPLY: 3,
        AUTH: 7,
        AUTH_REPLY: 8,
        MESSAGE: 9,
        CHANGE_ROOM: 12,
        CHANGE_ROOM_REPLY: 13,
        SUBSCRIBE: 14,
        UNSUBSCRIBE: 16,
      },
    ],
    [
      "WS_TOPIC",
      WS_TOPIC,
      {
        LIVE_STATUS: 20005,
        MESSAGE_UPDATE: 20105,
        ROOM_CONFIG: 20107,
        ANNOUNCEMENT: 20108,
        LUCKY_DRAW: 20021,
        WATCH_NUMBER: 20232,
        INTERACTIVE_ACCESS_FLAG: 20241,
        CALL_STATUS: 20206,
        PUSH_LIVE_STATUS: 20308,
        WATCH_NUMBER_FLAG: 20310,
        LOOP_PLAYBACK: 20309,
        BOARD_STREAM_STATUS: 20315,
        ROOM_LAYOUT: 20313,
        BAN_STATUS: 20314,
        CHAT_MESSAGE: 20316,
        LIKE_COUNT: 20317,
        CALL_TO_ACTION: 20318,
        CHAT_DELETE: 20319,
        TOPIC: 20303,
        GIFT: 20322,
        RANKING: 20323,
        GOODS: 20324,
        RED_ENVELOPE: 20325,
        TEXT_LIVE: 20326,
        MARKETING_TOOL: 20327,
        BREAKOUT: 20307,
        SIGN_IN: 20306,
        AWARD_QUIZ: 20321,
        QUESTION_ANSWER: 20320,
        EXAM: 20305,
      },
    ],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
