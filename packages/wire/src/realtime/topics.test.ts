import { describe, expect, it } from "vitest";
import { CLIENT_OPS, OP, SERVER_OPS } from "./ops";
import { isTopicId, TOPIC_IDS, TOPICS } from "./topics";

describe("TOPICS", () => {
  it("gives every topic its own id", () => {
    const ids = Object.values(TOPICS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(TOPIC_IDS.size).toBe(ids.length);
  });

  it.each([
    ["LIVE_STATUS", 20005],
    ["ROOM_CONFIG", 20107],
    ["MESSAGE_UPDATE", 20105],
    ["ANNOUNCEMENT", 20108],
    ["LUCKY_DRAW", 20021],
    ["WATCH_NUMBER", 20232],
    ["INTERACTIVE_ACCESS_FLAG", 20241],
    ["CALL_STATUS", 20206],
  ] as const)("has §7's %s as %i", (name, id) => {
    expect(TOPICS[name]).toBe(id);
  });

  it("assigns the topics the spec names without ids from 20301 on", () => {
    const spec = new Set<number>([20005, 20107, 20105, 20108, 20021, 20232, 20241, 20206]);
    const assigned = Object.values(TOPICS)
      .filter((id) => !spec.has(id))
      .sort((a, b) => a - b);
    expect(assigned).toEqual(Array.from({ length: assigned.length }, (_, i) => 20301 + i));
    expect(Object.keys(TOPICS)).toEqual(
      expect.arrayContaining([
        "BOARD",
        "DOCUMENT",
        "TOPIC",
        "VOTE",
        "EXAM",
        "SIGN_IN",
        "BREAKOUT",
        "PUSH_LIVE_STATUS",
        "LOOP_PLAYBACK",
        "WATCH_NUMBER_FLAG",
        "SCHEDULE_START",
        "EVALUATION_FLAG",
        "ROOM_LAYOUT",
        "BAN_STATUS",
        "BOARD_STREAM_STATUS",
        "CHAT_MESSAGE",
        "LIKE_COUNT",
        "CALL_TO_ACTION",
        "CHAT_DELETE",
        "QUESTION_ANSWER",
        "AWARD_QUIZ",
        "GIFT",
        "RANKING",
        "GOODS",
        "RED_ENVELOPE",
        "TEXT_LIVE",
        "MARKETING_TOOL",
      ]),
    );
  });

  it("shares no number with a protocol op", () => {
    for (const op of Object.values(OP)) expect(isTopicId(op)).toBe(false);
    expect(isTopicId(TOPICS.CHAT_MESSAGE)).toBe(true);
  });
});

describe("op sets", () => {
  it("lets a client send heartbeat, auth, change room, subscribe and unsubscribe only", () => {
    expect([...CLIENT_OPS].sort((a, b) => a - b)).toEqual([2, 7, 12, 14, 16]);
  });

  it("has the server send the replies and op 9 batches", () => {
    expect([...SERVER_OPS].sort((a, b) => a - b)).toEqual([3, 8, 9, 13, 15, 17]);
  });
});
