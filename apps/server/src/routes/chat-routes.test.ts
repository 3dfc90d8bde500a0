import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PATHS,
  API_PREFIX,
  CHAT_RATE_COUNT,
  CHAT_RATE_WINDOW_MS,
  MAX_CHAT_LENGTH,
  TOPICS,
  type CallToActionListDTO,
  type ChatHistoryDTO,
  type ChatMessageBody,
} from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { DEMO_CHANNELS, joinedClient, pushes } from "../testing/realtime-client";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

/** A one-room variant of the demo event (unlimited access, demo tenant). */
const variant = (number: string, changes: Record<string, unknown>): Record<string, unknown> => ({
  ...demoDefinition(),
  virtualEventNumber: number,
  virtualEventId: `event-${number}`,
  name: `Chat ${number}`,
  mainVenueNumber: `${number}1`,
  mainSeminarNumber: `${number}1`,
  rooms: [{ roomNumber: `${number}1`, roomMode: 1, names: { "zh-Hans": "直播间" } }],
  ...changes,
});

/** Interactive access on: anonymous viewers must log in to chat. */
const LOGIN_EVENT = { id: "event-10007", room: "100071" } as const;
/** Nicknames may not be changed: anonymous viewers chat under their anonymous label. */
const FIXED_NICKNAME_EVENT = { id: "event-10008", room: "100081" } as const;

let t: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  const eventsDir = eventsDirWith({
    demo: demoDefinition(),
    login: variant("10007", { interactAccessFlag: 1 }),
    fixed: variant("10008", { interactAccessFlag: 0, nicknameChangeFlag: 0 }),
  });
  t = await startTestServer({ eventsDir, adminToken: "test-admin-token-0123456789-0123456789abcdef" });
  admin = { authorization: "Bearer test-admin-token-0123456789-0123456789abcdef" };
});
afterAll(async () => {
  await t.stop();
});

const chats = (room: string = DEMO.mainRoom, eventId: string = DEMO.id, query = ""): string =>
  API_PREFIX + API_PATHS.chats(eventId, room) + query;

async function send(viewer: TestViewer, content: string, room: string = DEMO.mainRoom, eventId: string = DEMO.id) {
  return t.api<ChatMessageBody>(chats(room, eventId), postJson({ content }, viewer.headers));
}

async function history(viewer: TestViewer, query = "", room: string = DEMO.mainRoom) {
  return t.api<ChatHistoryDTO>(chats(room, DEMO.id, query), bearer(viewer.accessToken));
}

async function sent(viewer: TestViewer, content: string, room: string = DEMO.mainRoom): Promise<ChatMessageBody> {
  const { body } = await send(viewer, content, room);
  if (body.code !== "200") throw new Error(`send failed: ${JSON.stringify(body)}`);
  return body.data;
}

describe("POST /api/events/{eventId}/rooms/{roomId}/chats", () => {
  it("stores the trimmed message, answers it and pushes CHAT_MESSAGE to the room's other viewers", async () => {
    const other = await joinedClient(t, [TOPICS.CHAT_MESSAGE]);
    const viewer = await anonymousViewer(t, "小明");
    const before = Date.now();
    const { status, body } = await send(viewer, "  Hello <b>all</b> 👋🏽\n  ");
    expect(status).toBe(200);
    expect(body.code).toBe("200");
    const message = body.data;
    expect(message).toMatchObject({ liveUserId: viewer.audienceId, nickName: "小明", content: "Hello <b>all</b> 👋🏽" });
    expect(message.messageId).toBeGreaterThan(0);
    expect(message.sendTime).toBeGreaterThanOrEqual(before);
    expect(pushes(await other.next())).toEqual([{ op: TOPICS.CHAT_MESSAGE, body: message }]);
    const listed = await history(viewer);
    expect(listed.body.data.list.at(-1)).toEqual(message);
    other.close();
  });

  it("takes the room by number or id, and ids only grow", async () => {
    const viewer = await anonymousViewer(t, "Ids");
    const first = await sent(viewer, "by number", DEMO.seminarRoom);
    const second = await sent(viewer, "by id", "room-20002");
    expect(second.messageId).toBeGreaterThan(first.messageId);
    const { body } = await history(viewer, "", "room-20002");
    expect(body.data.list.slice(-2).map((m) => m.content)).toEqual(["by number", "by id"]);
  });

  it.each([
    { why: "an empty message", content: "", msg: /empty/ },
    { why: "only spaces", content: " \n\t ", msg: /empty/ },
    { why: `more than ${MAX_CHAT_LENGTH} characters`, content: "x".repeat(MAX_CHAT_LENGTH + 1), msg: /at most 500/ },
    { why: `${MAX_CHAT_LENGTH + 1} emoji`, content: "😀".repeat(MAX_CHAT_LENGTH + 1), msg: /at most 500/ },
    { why: "a NUL character", content: "a\u0000b", msg: /control characters/ },
    { why: "a lone surrogate", content: "a\ud800b", msg: /Unicode/ },
  ])("refuses $why with 400 / 100400", async ({ content, msg }) => {
    const viewer = await anonymousViewer(t, "Bad");
    const { status, body } = await send(viewer, content);
    expect(status).toBe(400);
    expect(body.code).toBe("100400");
    expect(body.msg).toMatch(msg);
  });

  it(`accepts exactly ${MAX_CHAT_LENGTH} emoji (code points, not UTF-16 units)`, async () => {
    const viewer = await anonymousViewer(t, "Emoji");
    expect((await send(viewer, "😀".repeat(MAX_CHAT_LENGTH))).body.code).toBe("200");
  });

  it.each([
    { why: "no body", init: { method: "POST" }, status: 400 },
    { why: "content as a number", body: { content: 5 }, status: 400 },
    { why: "no content", body: {}, status: 400 },
  ])("answers $status for $why", async ({ init, body, status }) => {
    const viewer = await anonymousViewer(t, "Shape");
    const answer = await t.api(chats(), init ? { ...init, headers: viewer.headers } : postJson(body, viewer.headers));
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe("100400");
  });

  it("needs a nickname from an anonymous viewer while nicknames may be changed (100115, HTTP 403)", async () => {
    const viewer = await anonymousViewer(t);
    const { status, body } = await send(viewer, "hi");
    expect(status).toBe(403);
    expect(body).toEqual({ code: "100115", msg: "Set a nickname before chatting" });
  });

  it("needs a login from an anonymous viewer when the event's interactive access is on (100114, HTTP 403)", async () => {
    // No nickname: with interactive access on an anonymous viewer may not set one either.
    const viewer = await anonymousViewer(t, undefined, LOGIN_EVENT.id);
    const { status, body } = await send(viewer, "hi", LOGIN_EVENT.room, LOGIN_EVENT.id);
    expect(status).toBe(403);
    expect(body.code).toBe("100114");
  });

  it("lets an anonymous viewer chat under their anonymous label when nicknames cannot be changed", async () => {
    const viewer = await anonymousViewer(t, undefined, FIXED_NICKNAME_EVENT.id);
    const { body } = await send(viewer, "hi", FIXED_NICKNAME_EVENT.room, FIXED_NICKNAME_EVENT.id);
    expect(body.code).toBe("200");
    expect(body.data.nickName).toMatch(/^观众\d{4}$/);
  });

  it(`refuses more than ${CHAT_RATE_COUNT} messages within ${CHAT_RATE_WINDOW_MS / 1000} s with HTTP 429 / 100105`, async () => {
    const viewer = await anonymousViewer(t, "Fast");
    const other = await anonymousViewer(t, "Other");
    for (let i = 0; i < CHAT_RATE_COUNT; i++) expect((await send(viewer, `m${i}`)).body.code).toBe("200");
    const refused = await send(viewer, "one too many");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("100105");
    expect((await send(other, "others still may")).body.code).toBe("200");
    t.advance(CHAT_RATE_WINDOW_MS);
    expect((await send(viewer, "after the window")).body.code).toBe("200");
  });

  it("refuses a viewer banned from chat (100113, HTTP 403) until the ban is lifted; content is checked first", async () => {
    const viewer = await anonymousViewer(t, "Banned");
    const ban = API_PREFIX + ADMIN_PATHS.ban(DEMO.number, viewer.audienceId);
    expect((await t.api(ban, postJson({ banType: 1 }, admin))).body.code).toBe("200");
    const refused = await send(viewer, "hi");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("100113");
    expect((await send(viewer, " ")).body.code).toBe("100400");
    expect((await history(viewer)).body.data.chatBanFlag).toBe(1);
    expect((await t.api(ban, postJson({ banType: 1, banFlag: 0 }, admin))).body.code).toBe("200");
    expect((await history(viewer)).body.data.chatBanFlag).toBe(0);
    expect((await send(viewer, "back")).body.code).toBe("200");
  });

  it("checks the ban before the login and nickname rules", async () => {
    const viewer = await anonymousViewer(t, undefined, LOGIN_EVENT.id);
    await t.api(API_PREFIX + ADMIN_PATHS.ban("10007", viewer.audienceId), postJson({ banType: 1 }, admin));
    expect((await send(viewer, "hi", LOGIN_EVENT.room, LOGIN_EVENT.id)).body.code).toBe("100113");
  });

  it("an online ban is not a chat ban: the viewer's session is revoked instead (100046)", async () => {
    const viewer = await anonymousViewer(t, "Online");
    await t.api(API_PREFIX + ADMIN_PATHS.ban(DEMO.number, viewer.audienceId), postJson({ banType: 2 }, admin));
    expect((await send(viewer, "hi")).body.code).toBe("100046");
  });

  it.each([
    { why: "no token", headers: {}, status: 401, code: "401" },
    { why: "a forged token", headers: { authorization: "Bearer eyJhIjoxfQ.c2ln" }, status: 401, code: "401" },
  ])("answers $status for $why", async ({ headers, status, code }) => {
    const answer = await t.api(chats(), postJson({ content: "hi" }, headers));
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });

  it("answers 151002 for a room the event does not have and 401 for a token of another event", async () => {
    const viewer = await anonymousViewer(t, "Rooms");
    expect((await send(viewer, "hi", "99999")).body.code).toBe("151002");
    const elsewhere = await anonymousViewer(t, "Else", FIXED_NICKNAME_EVENT.id);
    expect((await send(elsewhere, "hi")).status).toBe(401);
  });
});

describe("GET /api/events/{eventId}/rooms/{roomId}/chats", () => {
  /** A room of its own (event 10008), so other tests' messages do not interfere. */
  const ROOM = FIXED_NICKNAME_EVENT.room;
  const EVENT = FIXED_NICKNAME_EVENT.id;
  const list = async (viewer: TestViewer, query = "") =>
    (await t.api<ChatHistoryDTO>(chats(ROOM, EVENT, query), bearer(viewer.accessToken))).body;
  let viewer: TestViewer;
  let ids: number[];

  beforeAll(async () => {
    viewer = await anonymousViewer(t, undefined, EVENT);
    const before = (await list(viewer)).data.list.length;
    expect(before).toBeLessThanOrEqual(1);
    ids = [];
    for (let i = 1; i <= 12; i++) {
      const writer = await anonymousViewer(t, undefined, EVENT);
      const { body } = await send(writer, `m${i}`, ROOM, EVENT);
      ids.push(body.data.messageId);
    }
  });

  const contents = (dto: ChatHistoryDTO): string[] => dto.list.map((m) => m.content);

  it("without sinceId: the latest messages, oldest first (limit, default 50)", async () => {
    const latest = await list(viewer, "?limit=3");
    expect(latest.code).toBe("200");
    expect(contents(latest.data)).toEqual(["m10", "m11", "m12"]);
    expect(latest.data).toMatchObject({ hasMore: false, deletedIds: [], chatBanFlag: 0 });
    const all = await list(viewer);
    expect(contents(all.data).slice(-12)).toEqual(Array.from({ length: 12 }, (_, i) => `m${i + 1}`));
    const messageIds = all.data.list.map((m) => m.messageId);
    expect(messageIds).toEqual([...messageIds].sort((a, b) => a - b));
  });

  it("with sinceId: the oldest messages above it, paged by hasMore", async () => {
    const since = ids[0] ?? 0;
    const page1 = await list(viewer, `?sinceId=${since}&limit=5`);
    expect(contents(page1.data)).toEqual(["m2", "m3", "m4", "m5", "m6"]);
    expect(page1.data.hasMore).toBe(true);
    const page2 = await list(viewer, `?sinceId=${page1.data.list.at(-1)?.messageId ?? 0}&limit=5`);
    expect(contents(page2.data)).toEqual(["m7", "m8", "m9", "m10", "m11"]);
    expect(page2.data.hasMore).toBe(true);
    const page3 = await list(viewer, `?sinceId=${page2.data.list.at(-1)?.messageId ?? 0}&limit=5`);
    expect(contents(page3.data)).toEqual(["m12"]);
    expect(page3.data.hasMore).toBe(false);
    const caughtUp = await list(viewer, `?sinceId=${ids.at(-1) ?? 0}`);
    expect(caughtUp.data).toEqual({ list: [], hasMore: false, deletedIds: [], chatBanFlag: 0 });
  });

  it("a moderator's delete pushes CHAT_DELETE, drops the message from history and lists it in deletedIds", async () => {
    const client = await joinedClient(t, [TOPICS.CHAT_DELETE], `live://${EVENT}/${ROOM}`, viewer.accessToken);
    const [, second, third] = ids as [number, number, number];
    const removed = await t.api(API_PREFIX + ADMIN_PATHS.chat("10008", ROOM, third), { method: "DELETE", headers: admin });
    expect(removed.body).toMatchObject({
      code: "200",
      data: { messageId: third, roomChannel: `live://${EVENT}/event-10008-room-${ROOM}`, online: 1 },
    });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.CHAT_DELETE, body: { messageId: third } }]);
    expect(contents((await list(viewer)).data)).not.toContain("m3");
    const since = await list(viewer, `?sinceId=${ids.at(-1) ?? 0}`);
    expect(since.data.deletedIds).toEqual([third]);
    const below = await list(viewer, `?sinceId=${second}&limit=2`);
    expect(contents(below.data)).toEqual(["m4", "m5"]);
    expect(below.data.deletedIds).toEqual([]);
    client.close();
  });

  it.each([
    ["sinceId=abc", /sinceId/],
    ["sinceId=-1", /sinceId/],
    ["sinceId=1.5", /sinceId/],
    ["sinceId=01", /sinceId/],
    ["sinceId=", /sinceId/],
    ["sinceId=1e3", /sinceId/],
    ["sinceId=99999999999999999999", /sinceId/],
    ["sinceId=1&sinceId=2", /sinceId/],
    ["limit=0", /limit/],
    ["limit=201", /limit/],
    ["limit=ten", /limit/],
    ["limit=-5", /limit/],
  ])("answers 400 / 100400 for %s", async (query, msg) => {
    const { status, body } = await t.api(chats(DEMO.mainRoom, DEMO.id, `?${query}`), bearer(viewer.accessToken));
    expect(status).toBe(400);
    expect(body.code).toBe("100400");
    expect(body.msg).toMatch(msg);
  });

  it("accepts limit 1 and 200", async () => {
    expect((await list(viewer, "?limit=1")).data.list).toHaveLength(1);
    expect((await list(viewer, "?limit=200")).code).toBe("200");
  });

  it("needs a token of the event, and a room it has", async () => {
    expect((await t.api(chats(ROOM, EVENT))).status).toBe(401);
    expect((await t.api(chats("nope", EVENT), bearer(viewer.accessToken))).body.code).toBe("151002");
  });
});

describe("GET /api/events/{eventId}/rooms/{roomId}/call-to-actions", () => {
  it("lists the demo main room's seeded tools (one opens a marketing tool); the seminar room has none", async () => {
    const viewer = await anonymousViewer(t);
    const main = await t.api<CallToActionListDTO>(API_PREFIX + API_PATHS.callToActions(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken));
    expect(main.body).toEqual({
      code: "200",
      msg: "success",
      data: {
        list: [
          {
            callToActionId: "cta-20001-1",
            callToActionSn: "cta-20001-1",
            title: "了解 Livehall",
            buttonText: "查看",
            jumpUrlType: 2,
            jumpUrl: "https://example.com/livehall",
            endTime: "",
          },
          {
            callToActionId: "cta-20001-form",
            callToActionSn: "sn-20001-form",
            title: "预约产品演示 · Book a demo",
            buttonText: "预约 Book",
            jumpUrlType: 2,
            jumpUrl: "",
            endTime: "",
            marketingAppId: "mkt-form",
          },
        ],
      },
    });
    const seminar = await t.api<CallToActionListDTO>(
      API_PREFIX + API_PATHS.callToActions(DEMO.id, "room-20002"),
      bearer(viewer.accessToken),
    );
    expect(seminar.body.data).toEqual({ list: [] });
  });

  it("needs a token and a known room", async () => {
    expect((await t.api(API_PREFIX + API_PATHS.callToActions(DEMO.id, DEMO.mainRoom))).status).toBe(401);
    const viewer = await anonymousViewer(t);
    expect((await t.api(API_PREFIX + API_PATHS.callToActions(DEMO.id, "nope"), bearer(viewer.accessToken))).body.code).toBe("151002");
  });

  it("follows the admin API: PUT replaces the list and pushes CALL_TO_ACTION", async () => {
    const viewer = await anonymousViewer(t);
    const client = await joinedClient(t, [TOPICS.CALL_TO_ACTION], DEMO_CHANNELS.seminar, viewer.accessToken);
    const tool = { title: "Sign up", buttonText: "Go", jumpUrlType: 1, jumpUrl: "https://example.com/s", endTime: "2030-01-01 10:00:00" };
    const put = await t.api(API_PREFIX + ADMIN_PATHS.callToActions(DEMO.number, DEMO.seminarRoom), {
      ...postJson({ list: [tool] }, admin),
      method: "PUT",
    });
    expect(put.body.code).toBe("200");
    const [pushed] = pushes(await client.next());
    expect(pushed?.op).toBe(TOPICS.CALL_TO_ACTION);
    const listed = await t.api<CallToActionListDTO>(
      API_PREFIX + API_PATHS.callToActions(DEMO.id, DEMO.seminarRoom),
      bearer(viewer.accessToken),
    );
    expect(listed.body.data.list).toEqual([expect.objectContaining(tool)]);
    expect(pushed?.body).toEqual(listed.body.data);
    client.close();
  });
});
