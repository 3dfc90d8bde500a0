import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PATHS,
  API_PREFIX,
  OP,
  roomChannelId,
  TOPICS,
  type CallToActionListDTO,
  type ChatHistoryDTO,
  type ChatMessageBody,
  type PersonalBriefDTO,
} from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { DEMO_CHANNELS, joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

/** The demo main room's breakout rooms (event file, decision 0032). */
const DEMO_BREAKOUT_ROOMS = ["20011", "20012", "20013"] as const;
import { anonymousViewer } from "../testing/viewers";

let t: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer({ adminToken: "test-admin-token-0123456789-0123456789abcdef" });
  admin = { authorization: "Bearer test-admin-token-0123456789-0123456789abcdef" };
});
afterAll(async () => {
  await t.stop();
});

const api = (path: string): string => API_PREFIX + path;
const PUSH = api(ADMIN_PATHS.push(DEMO.number, DEMO.mainRoom));
const LIVE = api(ADMIN_PATHS.live(DEMO.number, DEMO.mainRoom));
const ANNOUNCE = api(ADMIN_PATHS.announce(DEMO.number, DEMO.mainRoom));
const BAN = (audienceId: string): string => api(ADMIN_PATHS.ban(DEMO.number, audienceId));
const CHAT = (messageId: string | number): string => api(ADMIN_PATHS.chat(DEMO.number, DEMO.mainRoom, messageId));
const CTA = api(ADMIN_PATHS.callToActions(DEMO.number, DEMO.mainRoom));
const put = (body: unknown, headers: Record<string, string>): RequestInit => ({ ...postJson(body, headers), method: "PUT" });

/** A client in the main room subscribed to `topics`; closed after the test by the caller. */
const viewer = (topics: readonly number[]): Promise<RealtimeTestClient> => joinedClient(t, topics);

describe("admin API authorization", () => {
  const calls: [string, unknown][] = [
    [PUSH, { topic: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }],
    [LIVE, { status: "start" }],
    [ANNOUNCE, { content: "hi" }],
    [BAN("someone"), { banType: 1 }],
  ];
  it.each([
    { why: "DELETE a chat", init: (headers: Record<string, string>): RequestInit => ({ method: "DELETE", headers }), path: CHAT(1) },
    { why: "PUT call-to-actions", init: (headers: Record<string, string>) => put({ list: [] }, headers), path: CTA },
    { why: "POST a call-to-action", init: (headers: Record<string, string>) => postJson({}, headers), path: CTA },
  ])("$why without the admin token → 401", async ({ init, path }) => {
    expect((await t.api(path, init({}))).status).toBe(401);
    expect((await t.api(path, init({ authorization: "Bearer wrong-token-0123456789" }))).status).toBe(401);
  });

  it.each(
    calls.flatMap(([path, body]) => [
      { path, body, headers: {}, why: "no token" },
      { path, body, headers: { authorization: "Bearer wrong-token-0123456789" }, why: "a wrong token" },
      { path, body, headers: { authorization: "Basic dGVzdA==" }, why: "another scheme" },
      { path, body: "{broken", headers: {}, why: "no token and a broken body" },
    ]),
  )("$path with $why → 401", async ({ path, body, headers }) => {
    const init =
      typeof body === "string"
        ? { method: "POST", headers: { "content-type": "application/json", ...headers }, body }
        : postJson(body, headers);
    const { status, body: answer } = await t.api(path, init);
    expect(status).toBe(401);
    expect(answer).toEqual({ code: "401", msg: "Missing or wrong admin token" });
  });

  it("never accepts a viewer's access token", async () => {
    const { accessToken } = await demoTokens(t);
    const { status } = await t.api(LIVE, postJson({ status: "start" }, { authorization: `Bearer ${accessToken}` }));
    expect(status).toBe(401);
  });
});

describe("POST /api/admin/events/{event}/rooms/{room}/push", () => {
  it("pushes any topic to the room's subscribed viewers and answers the channel and local online count", async () => {
    const subscribed = await viewer([TOPICS.ROOM_CONFIG]);
    const other = await viewer([TOPICS.LIVE_STATUS]);
    const { status, body } = await t.api(PUSH, postJson({ topic: TOPICS.ROOM_CONFIG, body: { liveViewPageShowFlag: 1 } }, admin));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: "200", data: { roomChannel: DEMO_CHANNELS.main, topic: TOPICS.ROOM_CONFIG, online: 2 } });
    expect(pushes(await subscribed.next())).toEqual([{ op: TOPICS.ROOM_CONFIG, body: { liveViewPageShowFlag: 1 } }]);
    other.send(OP.HEARTBEAT);
    expect((await other.next()).op).toBe(OP.HEARTBEAT_REPLY);
    subscribed.close();
    other.close();
  });

  it.each([
    { why: "an unknown topic", body: { topic: 12345, body: {} }, status: 400, code: "100400", msg: /topic/ },
    { why: "a topic as text", body: { topic: "20005", body: {} }, status: 400, code: "100400", msg: /topic/ },
    { why: "a body that is a list", body: { topic: TOPICS.LIVE_STATUS, body: [1] }, status: 400, code: "100400", msg: /body/ },
    { why: "a body that is a string", body: { topic: TOPICS.LIVE_STATUS, body: "x" }, status: 400, code: "100400", msg: /body/ },
    { why: "no body", body: { topic: TOPICS.LIVE_STATUS }, status: 400, code: "100400", msg: /body/ },
    {
      why: "a body over 16 KB",
      body: { topic: TOPICS.LIVE_STATUS, body: { x: "y".repeat(17_000) } },
      status: 400,
      code: "100400",
      msg: /16 KB/,
    },
  ])("refuses $why", async ({ body, status, code, msg }) => {
    const answer = await t.api(PUSH, postJson(body, admin));
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(answer.body.msg).toMatch(msg);
  });

  it("answers 151001 for an unknown event and 151002 for an unknown room", async () => {
    const push = { topic: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } };
    expect((await t.api(api(ADMIN_PATHS.push("99999", "20001")), postJson(push, admin))).body.code).toBe("151001");
    expect((await t.api(api(ADMIN_PATHS.push(DEMO.number, "nope")), postJson(push, admin))).body.code).toBe("151002");
    expect((await t.api(api(ADMIN_PATHS.push(DEMO.number, "<x>")), postJson(push, admin))).status).toBe(400);
  });
});

describe("POST …/announce", () => {
  it("pushes ANNOUNCEMENT (ADD by default; ROLLING rolls; CLEAR needs no text)", async () => {
    const client = await viewer([TOPICS.ANNOUNCEMENT]);
    await t.api(ANNOUNCE, postJson({ content: "Welcome" }, admin));
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 1, content: "Welcome" } }]);
    await t.api(ANNOUNCE, postJson({ content: "Rolling", event: 4 }, admin));
    expect(pushes(await client.next())).toEqual([
      { op: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 4, content: "Rolling", rollingFlag: 1 } },
    ]);
    const cleared = await t.api(ANNOUNCE, postJson({ event: 3 }, admin));
    expect(cleared.body).toMatchObject({ code: "200", data: { announcementEvent: 3 } });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 3, content: "" } }]);
    client.close();
  });

  it.each([
    { why: "an added announcement without text", body: { event: 1 }, msg: /content/ },
    { why: "an unknown event", body: { content: "x", event: 5 }, msg: /event/ },
    { why: "content that is not text", body: { content: 5 }, msg: /content/ },
  ])("refuses $why with 400", async ({ body, msg }) => {
    const answer = await t.api(ANNOUNCE, postJson(body, admin));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(msg);
  });
});

describe("POST /api/admin/events/{event}/audiences/{audienceId}/ban", () => {
  const audienceOf = async (accessToken: string): Promise<string> => {
    const { body } = await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`, bearer(accessToken));
    const id = body.data.liveUserBO?.liveUserId;
    if (!id) throw new Error("no viewer");
    return id;
  };

  it("a chat ban pushes BAN_STATUS to every room of the event and keeps the viewer's session", async () => {
    const { accessToken } = await demoTokens(t);
    const audienceId = await audienceOf(accessToken);
    const main = await viewer([TOPICS.BAN_STATUS]);
    const seminar = await joinedClient(t, [TOPICS.BAN_STATUS], DEMO_CHANNELS.seminar);
    const { body } = await t.api(BAN(audienceId), postJson({ banType: 1 }, admin));
    expect(body).toMatchObject({
      code: "200",
      data: {
        liveUserId: audienceId,
        banType: 1,
        // The demo's rooms: main, seminar, the three-screen seminar (decision 0039) and the main room's three breakout rooms (decision 0032).
        roomChannels: [
          DEMO_CHANNELS.main,
          DEMO_CHANNELS.seminar,
          roomChannelId(DEMO.id, "room-20003"),
          ...DEMO_BREAKOUT_ROOMS.map((room) => roomChannelId(DEMO.id, `room-${room}`)),
        ],
        revokedSessions: 0,
      },
    });
    const expected = [{ op: TOPICS.BAN_STATUS, body: { banType: 1, liveUserId: audienceId, banFlag: 1 } }];
    expect(pushes(await main.next())).toEqual(expected);
    expect(pushes(await seminar.next())).toEqual(expected);
    expect((await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(accessToken))).body.code).toBe("200");
    main.close();
    seminar.close();
  });

  it("an online ban also revokes the viewer's sessions: their token answers 100046, also on the websocket", async () => {
    const { accessToken } = await demoTokens(t);
    const audienceId = await audienceOf(accessToken);
    const bystander = await viewer([TOPICS.BAN_STATUS]);
    const { body } = await t.api(BAN(audienceId), postJson({ banType: 2 }, admin));
    expect(body).toMatchObject({ code: "200", data: { banType: 2, revokedSessions: 1 } });
    expect(pushes(await bystander.next())).toEqual([{ op: TOPICS.BAN_STATUS, body: { banType: 2, liveUserId: audienceId, banFlag: 1 } }]);
    expect((await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(accessToken))).body.code).toBe("100046");
    await expect(joinedClient(t, [], undefined, accessToken)).rejects.toThrow(/100046/);
    bystander.close();
  });

  it("stores the ban: banFlag 0 lifts it and pushes BAN_STATUS with banFlag 0; lifting twice is harmless", async () => {
    const target = await anonymousViewer(t, "Lifted");
    const bystander = await viewer([TOPICS.BAN_STATUS]);
    const history = async (): Promise<ChatHistoryDTO> =>
      (await t.api<ChatHistoryDTO>(api(API_PATHS.chats(DEMO.id, DEMO.mainRoom)), bearer(target.accessToken))).body.data;
    await t.api(BAN(target.audienceId), postJson({ banType: 1, banFlag: 1 }, admin));
    await t.api(BAN(target.audienceId), postJson({ banType: 1 }, admin));
    expect(pushes(await bystander.next())).toEqual([
      { op: TOPICS.BAN_STATUS, body: { banType: 1, liveUserId: target.audienceId, banFlag: 1 } },
    ]);
    expect(pushes(await bystander.next())).toHaveLength(1);
    expect((await history()).chatBanFlag).toBe(1);
    const lifted = await t.api(BAN(target.audienceId), postJson({ banType: 1, banFlag: 0 }, admin));
    expect(lifted.body).toMatchObject({ code: "200", data: { liveUserId: target.audienceId, banType: 1, banFlag: 0, revokedSessions: 0 } });
    expect(pushes(await bystander.next())).toEqual([
      { op: TOPICS.BAN_STATUS, body: { banType: 1, liveUserId: target.audienceId, banFlag: 0 } },
    ]);
    expect((await history()).chatBanFlag).toBe(0);
    expect((await t.api(BAN(target.audienceId), postJson({ banType: 1, banFlag: 0 }, admin))).body.code).toBe("200");
    bystander.close();
  });

  it("answers 404 for an audience the event does not know and 400 for a bad ban type", async () => {
    expect((await t.api(BAN("no-such-viewer"), postJson({ banType: 2 }, admin))).status).toBe(404);
    const { accessToken } = await demoTokens(t);
    const answer = await t.api(BAN(await audienceOf(accessToken)), postJson({ banType: 3 }, admin));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/banType/);
    const flag = await t.api(BAN(await audienceOf(accessToken)), postJson({ banType: 1, banFlag: 2 }, admin));
    expect(flag.status).toBe(400);
    expect(flag.body.msg).toMatch(/banFlag/);
  });
});

describe("DELETE /api/admin/events/{event}/rooms/{room}/chats/{messageId}", () => {
  it("deletes the message, pushes CHAT_DELETE and answers the same when asked again", async () => {
    const writer = await anonymousViewer(t, "Writer");
    const { body } = await t.api<ChatMessageBody>(
      api(API_PATHS.chats(DEMO.id, DEMO.mainRoom)),
      postJson({ content: "rude" }, writer.headers),
    );
    const { messageId } = body.data;
    const client = await viewer([TOPICS.CHAT_DELETE]);
    const removed = await t.api(CHAT(messageId), { method: "DELETE", headers: admin });
    expect(removed.body).toEqual({ code: "200", msg: "success", data: { roomChannel: DEMO_CHANNELS.main, messageId, online: 1 } });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.CHAT_DELETE, body: { messageId } }]);
    const listed = await t.api<ChatHistoryDTO>(api(API_PATHS.chats(DEMO.id, DEMO.mainRoom)), bearer(writer.accessToken));
    expect(listed.body.data.list.map((m) => m.messageId)).not.toContain(messageId);
    expect((await t.api(CHAT(messageId), { method: "DELETE", headers: admin })).body.code).toBe("200");
    client.close();
  });

  it("answers 404 for a message the room does not have (another room's too) and 400 for a malformed id", async () => {
    const writer = await anonymousViewer(t, "Seminar");
    const { body } = await t.api<ChatMessageBody>(
      api(API_PATHS.chats(DEMO.id, DEMO.seminarRoom)),
      postJson({ content: "elsewhere" }, writer.headers),
    );
    const elsewhere = await t.api(CHAT(body.data.messageId), { method: "DELETE", headers: admin });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ code: "404", msg: `Unknown chat message ${body.data.messageId} in room ${DEMO.mainRoom}` });
    expect((await t.api(CHAT(999_999_999), { method: "DELETE", headers: admin })).status).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "01", "9".repeat(20)]) {
      const answer = await t.api(CHAT(bad), { method: "DELETE", headers: admin });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.msg).toMatch(/messageId/);
    }
    expect((await t.api(api(ADMIN_PATHS.chat(DEMO.number, "nope", 1)), { method: "DELETE", headers: admin })).body.code).toBe("151002");
  });
});

describe("…/call-to-actions", () => {
  const tool = { title: "Register", buttonText: "Go", jumpUrlType: 2, jumpUrl: "https://example.com/register" };
  const listed = async (): Promise<CallToActionListDTO> => {
    const { accessToken } = await demoTokens(t);
    return (await t.api<CallToActionListDTO>(api(API_PATHS.callToActions(DEMO.id, DEMO.mainRoom)), bearer(accessToken))).body.data;
  };

  it("PUT replaces the room's tools (ids generated when absent) and pushes CALL_TO_ACTION with the whole list", async () => {
    const client = await viewer([TOPICS.CALL_TO_ACTION]);
    const given = [
      { ...tool, callToActionId: "reg", callToActionSn: "SN-1", endTime: "2030-05-01 18:00:00" },
      { ...tool, title: " QR ", jumpUrlType: 1 },
    ];
    const { body } = await t.api<{ list: unknown[] }>(CTA, put({ list: given }, admin));
    expect(body.code).toBe("200");
    const list = (await listed()).list;
    expect(list[0]).toEqual({ ...given[0] });
    expect(list[1]).toMatchObject({ title: "QR", jumpUrlType: 1, endTime: "" });
    expect(list[1]?.callToActionId).toMatch(/\S/);
    expect(body.data).toMatchObject({ roomChannel: DEMO_CHANNELS.main, list, online: 1 });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.CALL_TO_ACTION, body: { list } }]);
    client.close();
  });

  it("POST appends one tool and pushes the new list; PUT {list: []} clears", async () => {
    await t.api(CTA, put({ list: [{ ...tool, callToActionId: "first" }] }, admin));
    const client = await viewer([TOPICS.CALL_TO_ACTION]);
    const added = await t.api<{ list: { callToActionId: string }[] }>(CTA, postJson({ ...tool, title: "Second" }, admin));
    expect(added.body.data.list.map((item) => item.callToActionId)[0]).toBe("first");
    expect((await listed()).list.map((item) => item.title)).toEqual(["Register", "Second"]);
    expect(pushes(await client.next())[0]?.body).toEqual({ list: (await listed()).list });
    await t.api(CTA, put({ list: [] }, admin));
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.CALL_TO_ACTION, body: { list: [] } }]);
    expect((await listed()).list).toEqual([]);
    client.close();
  });

  it("holds at most 20 tools", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ ...tool, callToActionId: `t${i}` }));
    expect((await t.api(CTA, put({ list: twenty }, admin))).body.code).toBe("200");
    const more = await t.api(CTA, postJson(tool, admin));
    expect(more.status).toBe(400);
    expect(more.body.msg).toMatch(/20/);
    const tooMany = await t.api(CTA, put({ list: [...twenty, tool] }, admin));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toMatch(/list/);
    await t.api(CTA, put({ list: [] }, admin));
  });

  it.each([
    { why: "a javascript: URL", item: { ...tool, jumpUrl: "javascript:alert(1)" }, msg: /list\.0\.jumpUrl.*http/ },
    { why: "a data: URL", item: { ...tool, jumpUrl: "data:text/html,<b>x</b>" }, msg: /jumpUrl/ },
    { why: "a relative URL", item: { ...tool, jumpUrl: "/register" }, msg: /jumpUrl/ },
    { why: "a URL with credentials", item: { ...tool, jumpUrl: "https://example.com@evil.test/" }, msg: /jumpUrl/ },
    { why: "an end time in another format", item: { ...tool, endTime: "2030-01-01T10:00:00Z" }, msg: /endTime/ },
    { why: "an end time that does not exist", item: { ...tool, endTime: "2030-02-30 10:00:00" }, msg: /endTime/ },
    { why: "an empty title", item: { ...tool, title: "  " }, msg: /title/ },
    { why: "a 101-character title", item: { ...tool, title: "x".repeat(101) }, msg: /title.*100/ },
    { why: "a jump url type 3", item: { ...tool, jumpUrlType: 3 }, msg: /jumpUrlType/ },
    { why: "no button text", item: { title: "T", jumpUrlType: 2, jumpUrl: "https://a.test" }, msg: /buttonText/ },
    { why: "a junk id", item: { ...tool, callToActionId: "<x>" }, msg: /callToActionId/ },
  ])("refuses $why with 400 naming the field", async ({ item, msg }) => {
    const answer = await t.api(CTA, put({ list: [item] }, admin));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
    expect(answer.body.msg).toMatch(msg);
  });

  it("refuses one id twice, a list that is not a list, and a bad appended tool", async () => {
    const twice = await t.api(
      CTA,
      put(
        {
          list: [
            { ...tool, callToActionId: "a" },
            { ...tool, callToActionId: "a" },
          ],
        },
        admin,
      ),
    );
    expect(twice.body.msg).toMatch(/list\.1\.callToActionId.*twice/);
    expect((await t.api(CTA, put({ list: {} }, admin))).status).toBe(400);
    const appended = await t.api(CTA, postJson({ ...tool, jumpUrl: "ftp://x" }, admin));
    expect(appended.status).toBe(400);
    expect(appended.body.msg).toMatch(/^Invalid body field 'jumpUrl'/);
  });
});
