import { WATCH_ROOM_TOPICS, type RoomPush } from "@livehall/application";
import { TOPICS } from "@livehall/wire";
import { describe, expect, it } from "vitest";
import { MAPPED_TOPICS, mapRoomPush } from "./map-room-push";

const cta = {
  callToActionId: "cta-1",
  callToActionSn: "sn-1",
  title: "Slides",
  buttonText: "Get",
  jumpUrlType: 2,
  jumpUrl: "https://example.com/s",
  endTime: "",
};
const drawBody = {
  drawId: "draw-1",
  title: "Mug",
  from: "commented",
  winnerCount: 1,
  status: "drawn",
  eligibleCount: 3,
  rollNames: ["Ada", "Bo"],
  drawnAt: 1,
};
const quizBody = {
  quizId: "quiz-1",
  question: "2+2?",
  options: ["3", "4"],
  winnerCount: 2,
  status: "open",
  remainingMs: 29_000,
  answerCount: 5,
  correctOption: 0,
};
const questionBody = {
  questionId: "q-1",
  askerId: "u-2",
  nickName: "Bob",
  content: "Why?",
  askTime: 1_700_000_000_000,
  upVotes: 2,
  upVotedFlag: 0,
  answeredFlag: 1,
  answer: null,
  privateAnswerFlag: 1,
  answerTime: 1_700_000_001_000,
};
const question = {
  questionId: "q-1",
  askerId: "u-2",
  nickname: "Bob",
  content: "Why?",
  askTime: 1_700_000_000_000,
  upVotes: 2,
  upVoted: false,
  answered: true,
  answer: null,
  privateAnswer: true,
};
const paperBody = {
  examId: "exam-1",
  title: "Quiz",
  seconds: 60,
  startTime: 1,
  endTime: 60_001,
  endedFlag: 0,
  remainingMs: 60_000,
  maxScore: 5,
  questions: [
    {
      questionId: "radio",
      questionHeading: "2 + 2",
      questionType: 4,
      requiredFlag: 1,
      questionOrder: 1,
      questionOptionRestricted: 0,
      smsVerifyFlag: 0,
      options: [{ optionId: "r4", optionContent: "4" }],
      points: 5,
    },
  ],
};
const paper = {
  examId: "exam-1",
  title: "Quiz",
  seconds: 60,
  ended: false,
  remainingMs: 60_000,
  maxScore: 5,
  idViewersOnly: false,
  questions: [
    {
      questionId: "radio",
      heading: "2 + 2",
      questionType: 4,
      required: true,
      order: 1,
      optionLimit: 0,
      verify: false,
      options: [{ optionId: "r4", content: "4" }],
      points: 5,
    },
  ],
};
const chatBody = { messageId: 9, liveUserId: "u-1", nickName: "Ada", content: "hi", sendTime: 1_700_000_000_000 };

describe("mapRoomPush: a readable body becomes the application's push", () => {
  it.each<[string, number, unknown, RoomPush]>([
    ["LIVE_STATUS", TOPICS.LIVE_STATUS, { liveStatus: 2 }, { kind: "liveStatusChanged", liveStatus: 2 }],
    ["PUSH_LIVE_STATUS", TOPICS.PUSH_LIVE_STATUS, { pushStatus: 2 }, { kind: "pushStatusChanged", pushStatus: 2 }],
    ["WATCH_NUMBER", TOPICS.WATCH_NUMBER, { watchNumber: 12_345 }, { kind: "watchNumberChanged", watchNumber: 12_345 }],
    ["WATCH_NUMBER_FLAG off", TOPICS.WATCH_NUMBER_FLAG, { watchNumberFlag: 0 }, { kind: "watchNumberShownChanged", shown: false }],
    ["WATCH_NUMBER_FLAG on", TOPICS.WATCH_NUMBER_FLAG, { watchNumberFlag: 1 }, { kind: "watchNumberShownChanged", shown: true }],
    [
      "ANNOUNCEMENT add",
      TOPICS.ANNOUNCEMENT,
      { announcementEvent: 1, content: "Welcome" },
      { kind: "announcementChanged", event: 1, content: "Welcome" },
    ],
    [
      "ANNOUNCEMENT rolling",
      TOPICS.ANNOUNCEMENT,
      { announcementEvent: 4, content: "", rollingFlag: 1 },
      { kind: "announcementChanged", event: 4, content: "", rolling: true },
    ],
    [
      "INTERACTIVE_ACCESS_FLAG",
      TOPICS.INTERACTIVE_ACCESS_FLAG,
      { interactAccessFlag: 0 },
      { kind: "interactAccessChanged", interactAccess: false },
    ],
    [
      "INTERACTIVE_ACCESS_FLAG on (interactions need a login)",
      TOPICS.INTERACTIVE_ACCESS_FLAG,
      { interactAccessFlag: 1 },
      { kind: "interactAccessChanged", interactAccess: true },
    ],
    ["ROOM_CONFIG", TOPICS.ROOM_CONFIG, { liveViewPageShowFlag: 1 }, { kind: "maskPlayerChanged", maskPlayer: true }],
    ["ROOM_LAYOUT", TOPICS.ROOM_LAYOUT, { layoutFlag: 1 }, { kind: "layoutChanged", layout: 1 }],
    ["LOOP_PLAYBACK", TOPICS.LOOP_PLAYBACK, { videoLoopPlaybackFlag: 1 }, { kind: "loopPlaybackChanged", loopPlayback: true }],
    [
      "BOARD_STREAM_STATUS with its address trimmed",
      TOPICS.BOARD_STREAM_STATUS,
      { pushStatus: 2, boardsPlayUrl: " http://b/board.m3u8 " },
      { kind: "boardStreamChanged", boardStream: { pushStatus: 2, url: "http://b/board.m3u8" } },
    ],
    [
      "BOARD_STREAM_STATUS without an address",
      TOPICS.BOARD_STREAM_STATUS,
      { pushStatus: 0 },
      { kind: "boardStreamChanged", boardStream: { pushStatus: 0, url: "" } },
    ],
    [
      "BAN_STATUS: the wire's liveUserId is the viewerId",
      TOPICS.BAN_STATUS,
      { banType: 1, liveUserId: "u-7", banFlag: 1 },
      { kind: "banChanged", banType: 1, viewerId: "u-7", banned: true },
    ],
    [
      "BAN_STATUS lifted",
      TOPICS.BAN_STATUS,
      { banType: 2, liveUserId: 7, banFlag: 0 },
      { kind: "banChanged", banType: 2, viewerId: "7", banned: false },
    ],
    [
      "CHAT_MESSAGE",
      TOPICS.CHAT_MESSAGE,
      chatBody,
      { kind: "chatMessage", message: { messageId: 9, viewerId: "u-1", nickname: "Ada", content: "hi", sendTime: 1_700_000_000_000 } },
    ],
    ["CHAT_DELETE", TOPICS.CHAT_DELETE, { messageId: 3 }, { kind: "chatMessageDeleted", messageId: 3 }],
    ["MESSAGE_UPDATE with a body", TOPICS.MESSAGE_UPDATE, {}, { kind: "chatChanged" }],
    ["MESSAGE_UPDATE with null", TOPICS.MESSAGE_UPDATE, null, { kind: "chatChanged" }],
    ["LIKE_COUNT", TOPICS.LIKE_COUNT, { fabulousNumber: 50 }, { kind: "likeCountChanged", total: 50 }],
    [
      "CALL_TO_ACTION",
      TOPICS.CALL_TO_ACTION,
      { list: [cta] },
      {
        kind: "callToActionsChanged",
        items: [
          {
            callToActionId: "cta-1",
            callToActionSn: "sn-1",
            title: "Slides",
            buttonText: "Get",
            jumpUrlType: 2,
            jumpUrl: "https://example.com/s",
            endsAt: null,
          },
        ],
      },
    ],
    ["CALL_TO_ACTION empty", TOPICS.CALL_TO_ACTION, { list: [] }, { kind: "callToActionsChanged", items: [] }],
    [
      "CHAT_MESSAGE of the atmosphere master (user type 7)",
      TOPICS.CHAT_MESSAGE,
      { messageId: 5, liveUserId: "atmosphere", nickName: "Team", content: "Hi", sendTime: 1, userType: 7 },
      {
        kind: "chatMessage",
        message: { messageId: 5, viewerId: "atmosphere", nickname: "Team", content: "Hi", sendTime: 1, atmosphere: true },
      },
    ],
    [
      "GIFT",
      TOPICS.GIFT,
      {
        sendId: 3,
        giftId: "rocket",
        name: "Rocket",
        imageUrl: "",
        effect: "rain",
        count: 2,
        valueCents: 17600,
        liveUserId: "u-1",
        nickName: "Ada",
        sendTime: 9,
      },
      {
        kind: "giftSent",
        gift: {
          sendId: 3,
          giftId: "rocket",
          name: "Rocket",
          imageUrl: "",
          effect: "rain",
          count: 2,
          valueCents: 17600,
          viewerId: "u-1",
          nickname: "Ada",
          sendTime: 9,
        },
      },
    ],
    [
      "RANKING with invitations",
      TOPICS.RANKING,
      {
        gifts: [{ rank: 1, liveUserId: "u-1", nickName: "Ada", value: 100 }, { rank: "x" }],
        invitations: [{ rank: 1, liveUserId: "u-2", nickName: "Bo", value: 2 }],
      },
      {
        kind: "rankingChanged",
        ranking: {
          gifts: [{ rank: 1, viewerId: "u-1", nickname: "Ada", value: 100 }],
          invitations: [{ rank: 1, viewerId: "u-2", nickname: "Bo", value: 2 }],
        },
      },
    ],
    [
      "RANKING without invitations",
      TOPICS.RANKING,
      { gifts: [], invitations: null },
      { kind: "rankingChanged", ranking: { gifts: [], invitations: null } },
    ],
    [
      "GOODS",
      TOPICS.GOODS,
      {
        list: [{ goodsId: "g1", title: "Mug", imageUrl: "https://x.example/m.png", priceCents: 1999, url: "https://shop.example/m" }],
        explainingId: "g1",
      },
      {
        kind: "goodsChanged",
        shelf: {
          cards: [{ goodsId: "g1", title: "Mug", imageUrl: "https://x.example/m.png", priceCents: 1999, url: "https://shop.example/m" }],
          explainingId: "g1",
        },
      },
    ],
    [
      "RED_ENVELOPE",
      TOPICS.RED_ENVELOPE,
      { envelopeId: "r1", greeting: "Hi", count: 10, totalCents: 1000, remaining: 9, sendTime: 5 },
      {
        kind: "redEnvelopeChanged",
        envelope: { envelopeId: "r1", greeting: "Hi", count: 10, totalCents: 1000, remaining: 9, sendTime: 5 },
      },
    ],
    [
      "TOPIC",
      TOPICS.TOPIC,
      { postId: 1, kind: "topic", content: "Next?", sendTime: 2 },
      { kind: "feedPost", post: { postId: 1, kind: "topic", content: "Next?", sendTime: 2 } },
    ],
    [
      "TEXT_LIVE",
      TOPICS.TEXT_LIVE,
      { postId: 2, kind: "text-live", content: "Goal", sendTime: 3 },
      { kind: "feedPost", post: { postId: 2, kind: "textLive", content: "Goal", sendTime: 3 } },
    ],
    [
      "MARKETING_TOOL",
      TOPICS.MARKETING_TOOL,
      {
        items: [
          { marketingAppId: "f", marketingAppType: 3, marketingAppName: "Price" },
          { marketingAppId: "x", marketingAppType: 42 },
        ],
      },
      { kind: "marketingToolsChanged", items: [{ marketingAppId: "f", marketingAppType: 3, name: "Price", toolType: "COLLECT_FORM" }] },
    ],
    ["MARKETING_TOOL empty", TOPICS.MARKETING_TOOL, { items: [] }, { kind: "marketingToolsChanged", items: [] }],
    [
      "BREAKOUT",
      TOPICS.BREAKOUT,
      {
        action: "assign",
        openFlag: 1,
        mainRoomId: "room-20001",
        mainRoomNumber: "20001",
        allowReturnFlag: 0,
        rooms: [{ roomId: "room-20011", roomNumber: "20011", names: { en: "Breakout 1" } }],
        moves: [
          { liveUserId: "u-1", roomId: "room-20011", roomNumber: "20011" },
          { liveUserId: "u-2", roomId: "", roomNumber: "" },
        ],
      },
      {
        kind: "breakoutChanged",
        update: {
          action: "assign",
          open: true,
          mainRoom: { roomId: "room-20001", roomNumber: "20001", names: {} },
          rooms: [{ roomId: "room-20011", roomNumber: "20011", names: { en: "Breakout 1" } }],
          allowReturn: false,
          moves: [
            { viewerId: "u-1", roomId: "room-20011" },
            { viewerId: "u-2", roomId: null },
          ],
        },
      },
    ],
    [
      "LUCKY_DRAW: the winners' liveUserId is their viewerId",
      TOPICS.LUCKY_DRAW,
      { draw: { ...drawBody, winners: [{ liveUserId: "u-2", nickName: "Bo" }, { nickName: "no id" }] } },
      {
        kind: "luckyDrawChanged",
        draw: {
          drawId: "draw-1",
          title: "Mug",
          from: "commented",
          winnerCount: 1,
          status: "drawn",
          eligibleCount: 3,
          rollNames: ["Ada", "Bo"],
          winners: [{ viewerId: "u-2", nickname: "Bo" }],
        },
      },
    ],
    [
      "AWARD_QUIZ: winners in rank order",
      TOPICS.AWARD_QUIZ,
      {
        quiz: {
          ...quizBody,
          winners: [
            { liveUserId: "u-3", nickName: "Cy", rank: 2 },
            { liveUserId: "u-1", nickName: "Ada", rank: 1 },
          ],
        },
      },
      {
        kind: "awardQuizChanged",
        quiz: {
          quizId: "quiz-1",
          question: "2+2?",
          options: ["3", "4"],
          winnerCount: 2,
          status: "open",
          remainingMs: 29_000,
          answerCount: 5,
          correctOption: 0,
          winners: [
            { viewerId: "u-1", nickname: "Ada", rank: 1 },
            { viewerId: "u-3", nickname: "Cy", rank: 2 },
          ],
          idViewersOnly: false,
        },
      },
    ],
    [
      "SIGN_IN",
      TOPICS.SIGN_IN,
      { signIn: { signInId: "sign-in-1", title: "Day 1", status: "ended", remainingMs: 0, count: 42 } },
      {
        kind: "signInChanged",
        signIn: { signInId: "sign-in-1", title: "Day 1", status: "ended", remainingMs: 0, count: 42, idViewersOnly: false },
      },
    ],
    [
      "QUESTION_ANSWER answered privately",
      TOPICS.QUESTION_ANSWER,
      { type: "answered", question: questionBody },
      { kind: "questionChanged", change: "answered", question },
    ],
    ["EXAM started", TOPICS.EXAM, { type: "started", exam: paperBody }, { kind: "examStarted", exam: paper }],
    ["EXAM ended", TOPICS.EXAM, { type: "ended", examId: "exam-1" }, { kind: "examEnded", examId: "exam-1" }],
    [
      "EXAM reviewed (names the viewer, no score)",
      TOPICS.EXAM,
      { type: "reviewed", examId: "exam-1", liveUserId: "u-1" },
      { kind: "examReviewed", examId: "exam-1", viewerId: "u-1" },
    ],
  ])("%s", (_case, topic, body, push) => {
    expect(mapRoomPush(topic, body)).toEqual({ push });
  });
});

describe("mapRoomPush: a body a handled topic cannot use is dropped as bad-push, never thrown", () => {
  it.each<[string, number, unknown]>([
    ["LIVE_STATUS 3", TOPICS.LIVE_STATUS, { liveStatus: 3 }],
    ["LIVE_STATUS as text", TOPICS.LIVE_STATUS, { liveStatus: "2" }],
    ["PUSH_LIVE_STATUS 7", TOPICS.PUSH_LIVE_STATUS, { pushStatus: 7 }],
    ["WATCH_NUMBER as text", TOPICS.WATCH_NUMBER, { watchNumber: "many" }],
    ["WATCH_NUMBER negative", TOPICS.WATCH_NUMBER, { watchNumber: -1 }],
    ["WATCH_NUMBER_FLAG 2", TOPICS.WATCH_NUMBER_FLAG, { watchNumberFlag: 2 }],
    ["ANNOUNCEMENT event 9", TOPICS.ANNOUNCEMENT, { announcementEvent: 9, content: "?" }],
    ["INTERACTIVE_ACCESS_FLAG missing", TOPICS.INTERACTIVE_ACCESS_FLAG, {}],
    ["INTERACTIVE_ACCESS_FLAG 2", TOPICS.INTERACTIVE_ACCESS_FLAG, { interactAccessFlag: 2 }],
    ["INTERACTIVE_ACCESS_FLAG as text", TOPICS.INTERACTIVE_ACCESS_FLAG, { interactAccessFlag: "1" }],
    ["ROOM_CONFIG as text", TOPICS.ROOM_CONFIG, { liveViewPageShowFlag: "1" }],
    ["ROOM_LAYOUT 5", TOPICS.ROOM_LAYOUT, { layoutFlag: 5 }],
    ["LOOP_PLAYBACK 3", TOPICS.LOOP_PLAYBACK, { videoLoopPlaybackFlag: 3 }],
    ["BOARD_STREAM_STATUS 7", TOPICS.BOARD_STREAM_STATUS, { pushStatus: 7, boardsPlayUrl: "" }],
    ["BAN_STATUS type 3", TOPICS.BAN_STATUS, { banType: 3, liveUserId: "u" }],
    ["BAN_STATUS type 7", TOPICS.BAN_STATUS, { banType: 7, liveUserId: "u-1" }],
    ["BAN_STATUS without a viewer", TOPICS.BAN_STATUS, { banType: 1 }],
    ["CHAT_MESSAGE with a bad id", TOPICS.CHAT_MESSAGE, { messageId: "x", content: "bad" }],
    ["CHAT_MESSAGE null", TOPICS.CHAT_MESSAGE, null],
    ["CHAT_DELETE without an id", TOPICS.CHAT_DELETE, { nothing: true }],
    ["LIKE_COUNT as text", TOPICS.LIKE_COUNT, { fabulousNumber: "60" }],
    ["LIKE_COUNT negative", TOPICS.LIKE_COUNT, { fabulousNumber: -1 }],
    ["CALL_TO_ACTION without a list", TOPICS.CALL_TO_ACTION, { nothing: true }],
    ["MARKETING_TOOL without items", TOPICS.MARKETING_TOOL, { list: [] }],
    [
      "BREAKOUT with an unknown action",
      TOPICS.BREAKOUT,
      { action: "explode", openFlag: 1, mainRoomId: "m", mainRoomNumber: "1", allowReturnFlag: 0, rooms: [], moves: [] },
    ],
    [
      "BREAKOUT with a move without a viewer",
      TOPICS.BREAKOUT,
      { action: "assign", openFlag: 1, mainRoomId: "m", mainRoomNumber: "1", allowReturnFlag: 0, rooms: [], moves: [{ roomId: "r" }] },
    ],
    [
      "BREAKOUT with a room id that is no id",
      TOPICS.BREAKOUT,
      { action: "open", openFlag: 1, mainRoomId: "m/1", mainRoomNumber: "1", allowReturnFlag: 0, rooms: [], moves: [] },
    ],
    ["LUCKY_DRAW without a draw id", TOPICS.LUCKY_DRAW, { draw: { ...drawBody, drawId: "" } }],
    ["AWARD_QUIZ with one option", TOPICS.AWARD_QUIZ, { quiz: { ...quizBody, options: ["only"] } }],
    ["SIGN_IN without an id", TOPICS.SIGN_IN, { signIn: { count: 3 } }],
    ["QUESTION_ANSWER of an unknown kind", TOPICS.QUESTION_ANSWER, { type: "deleted", question: questionBody }],
    ["QUESTION_ANSWER without an id", TOPICS.QUESTION_ANSWER, { type: "asked", question: { ...questionBody, questionId: "" } }],
    ["EXAM started without a paper", TOPICS.EXAM, { type: "started" }],
    ["EXAM ended without an id", TOPICS.EXAM, { type: "ended" }],
    ["EXAM reviewed without a viewer", TOPICS.EXAM, { type: "reviewed", examId: "exam-1" }],
    ["EXAM reviewed without an exam", TOPICS.EXAM, { type: "reviewed", liveUserId: "u-1" }],
    ["EXAM of an unknown kind", TOPICS.EXAM, { type: "paused", examId: "exam-1" }],
    ["GIFT with an unknown effect", TOPICS.GIFT, { sendId: 1, giftId: "g", name: "G", effect: "explode", count: 1, valueCents: 1 }],
    ["GIFT without a send id", TOPICS.GIFT, { giftId: "g", name: "G", effect: "float", count: 1, valueCents: 1 }],
    ["RANKING without gifts", TOPICS.RANKING, { invitations: [] }],
    ["GOODS with a list that is not one", TOPICS.GOODS, { list: "x" }],
    ["RED_ENVELOPE with a negative count", TOPICS.RED_ENVELOPE, { envelopeId: "r", count: -1, totalCents: 1, remaining: 0 }],
    ["TOPIC of an unknown kind", TOPICS.TOPIC, { postId: 1, kind: "poll", content: "x" }],
    ["TEXT_LIVE without content", TOPICS.TEXT_LIVE, { postId: 1, kind: "text-live" }],
    ["a list for a body", TOPICS.WATCH_NUMBER, [{ watchNumber: 1 }]],
    ["a number for a body", TOPICS.LIKE_COUNT, 7],
    ["undefined for a body", TOPICS.CHAT_DELETE, undefined],
  ])("%s", (_case, topic, body) => {
    expect(mapRoomPush(topic, body)).toEqual({ dropped: "bad-push" });
  });

  it.each([...MAPPED_TOPICS].filter((topic) => topic !== TOPICS.MESSAGE_UPDATE))("topic %i drops odd bodies without throwing", (topic) => {
    for (const body of [null, undefined, 0, "", "x", [], {}, { list: "x" }, { messageId: {} }, Object.create(null) as unknown]) {
      expect(mapRoomPush(topic, body)).toEqual({ dropped: "bad-push" });
    }
  });
});

describe("mapRoomPush: topics", () => {
  it.each([TOPICS.BOARD, TOPICS.CALL_STATUS, 1000])("topic %i, which the client does not read, is unhandled", (topic) => {
    expect(mapRoomPush(topic, { anything: 1 })).toEqual({ dropped: "unhandled-topic" });
  });

  it("reads every topic the watch room's features register, and no other", () => {
    expect([...MAPPED_TOPICS].sort()).toEqual([...WATCH_ROOM_TOPICS].sort());
  });
});
