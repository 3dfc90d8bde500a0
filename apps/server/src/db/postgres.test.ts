import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PATHS,
  API_PREFIX,
  type AuthResultDTO,
  type BoardPlayAddrDTO,
  type CallToActionListDTO,
  type ChatHistoryDTO,
  type ChatMessageBody,
  type FabulousDTO,
  type LivePlayAddrDTO,
  type WatchMediasDTO,
} from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { signAssertion } from "../services/external-auth";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { createTestSchema, postgresSkipReason, type TestSchema } from "../testing/test-database";
import { anonymousViewer } from "../testing/viewers";

/**
 * The PostgreSQL path, run only when LIVEHALL_TEST_DATABASE_URL names a database this test may
 * create schemas in (e.g. postgres://livehall@127.0.0.1:55432/livehall_test); it works in a fresh
 * schema of its own. `npm test` also runs the whole server suite there (LIVEHALL_TEST_DB=postgres).
 */
describe.skipIf(postgresSkipReason !== null)(`on PostgreSQL${postgresSkipReason ? ` — skipped: ${postgresSkipReason}` : ""}`, () => {
  let t: TestServer;
  let schema: TestSchema;
  beforeAll(async () => {
    schema = await createTestSchema();
    t = await startTestServer({ databaseUrl: schema.databaseUrl, captchaMaxNumber: 50 });
  });
  afterAll(async () => {
    await t.stop();
    await schema.drop();
  });

  it("migrates, seeds the demo and serves the access-to-play path", async () => {
    expect(t.server.eventNumbers).toEqual([DEMO.number, "10002", "10003", "10004", "10005", "10006", "10007", "10008", "10009", "10010"]);
    const brief = await t.api(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`);
    expect(brief.body).toMatchObject({ code: "200", data: { eventInfoBO: { startTime: "2025-01-01 09:00:00", virtualEventStatus: 1 } } });
    const tokens = await demoTokens(t);
    const rotated = await t.api<AuthResultDTO>("/api/sso/events/audience/refresh-token", postJson({ refreshToken: tokens.refreshToken }));
    expect(rotated.body.code).toBe("200");
    const play = await t.api<LivePlayAddrDTO>(
      `/api/events/${DEMO.id}/rooms/room-20001/live-play-addr`,
      bearer(rotated.body.data.accessToken),
    );
    expect(play.body.data.playAddrs[0]?.resolutions).toHaveLength(2);
    // Within the refresh grace window the old token gets the same pair again (decision 0022).
    expect((await t.api("/api/sso/events/audience/refresh-token", postJson({ refreshToken: tokens.refreshToken }))).body).toEqual(
      rotated.body,
    );
  });

  it("runs the gate: single-use captcha, password, white-list code, single-use external nonce", async () => {
    const captcha = await solvedCaptcha(t);
    const password = { tenantId: DEMO.tenantId, virtualEventId: "event-10004", accessType: 2, verifyCode: "livehall", captcha };
    expect((await t.api("/api/sso/events/access/auth", postJson(password))).body.code).toBe("200");
    expect((await t.api("/api/sso/events/access/auth", postJson(password))).body.code).toBe("100101");

    const code = await sendCode(t, "event-10005", "demo@livehall.test", 5);
    const wrong = { tenantId: DEMO.tenantId, virtualEventId: "event-10005", accessType: 3, account: "demo@livehall.test" };
    expect(
      (await t.api("/api/sso/events/access/auth", postJson({ ...wrong, verifyCode: "000000", captcha: await solvedCaptcha(t) }))).body.code,
    ).toMatch(/^10010[46]$/);
    expect(
      (await t.api("/api/sso/events/access/auth", postJson({ ...wrong, verifyCode: code, captcha: await solvedCaptcha(t) }))).body.code,
    ).toBe("200");

    const now = Date.now();
    const assertion = signAssertion(
      { eventNumber: "10006", subject: "pg", iat: now, exp: now + 60_000, nonce: "nonce-on-postgres" },
      "livehall-demo-external-secret-10006",
    );
    expect((await t.api("/api/sso/events/external/token", postJson({ assertion }))).body.code).toBe("200");
    expect((await t.api("/api/sso/events/external/token", postJson({ assertion }))).body.code).toBe("100110");
  });

  it("stores chat (growing ids, deletes, since-queries), bans, call-to-actions and like totals", async () => {
    const admin = { authorization: `Bearer ${t.server.admin.token}` };
    const writer = await anonymousViewer(t, "PG");
    const chats = API_PREFIX + API_PATHS.chats(DEMO.id, DEMO.mainRoom);
    const send = async (content: string): Promise<ChatMessageBody> =>
      (await t.api<ChatMessageBody>(chats, postJson({ content }, writer.headers))).body.data;
    const first = await send("one");
    const second = await send("two");
    expect(second.messageId).toBeGreaterThan(first.messageId);
    expect(typeof second.messageId).toBe("number");
    await t.api(API_PREFIX + ADMIN_PATHS.chat(DEMO.number, DEMO.mainRoom, first.messageId), { method: "DELETE", headers: admin });
    const since = (await t.api<ChatHistoryDTO>(`${chats}?sinceId=${second.messageId}`, bearer(writer.accessToken))).body.data;
    expect(since).toEqual({ list: [], hasMore: false, deletedIds: [first.messageId], chatBanFlag: 0 });
    await t.api(API_PREFIX + ADMIN_PATHS.ban(DEMO.number, writer.audienceId), postJson({ banType: 1 }, admin));
    await t.api(API_PREFIX + ADMIN_PATHS.ban(DEMO.number, writer.audienceId), postJson({ banType: 1 }, admin));
    expect((await t.api(chats, postJson({ content: "x" }, writer.headers))).body.code).toBe("100113");
    const tool = { title: "PG", buttonText: "Go", jumpUrlType: 2, jumpUrl: "https://example.com/pg" };
    await Promise.all(
      [1, 2, 3].map(() => t.api(API_PREFIX + ADMIN_PATHS.callToActions(DEMO.number, DEMO.mainRoom), postJson(tool, admin))),
    );
    const tools = (
      await t.api<CallToActionListDTO>(API_PREFIX + API_PATHS.callToActions(DEMO.id, DEMO.mainRoom), bearer(writer.accessToken))
    ).body.data.list;
    // The demo's two seeded tools (a link, and one that opens the demo form: decision 0031), then ours.
    expect(tools.map((item) => item.title)).toEqual(["了解 Livehall", "预约产品演示 · Book a demo", "PG", "PG", "PG"]);
    const like = (n: number) =>
      t.api<FabulousDTO>(`${API_PREFIX}${API_PATHS.fabulous(DEMO.id, DEMO.mainRoom)}?number=${n}`, bearer(writer.accessToken));
    const totals = await Promise.all([5, 5, 5].map(like));
    expect(totals.map((answer) => answer.body.data.fabulousNumber).sort((a, b) => a - b)).toEqual([5, 10, 15]);
  });

  it("stores the player's room settings, room medias, board and stream kinds (0005_player)", async () => {
    const admin = { authorization: `Bearer ${t.server.admin.token}` };
    const viewer = await anonymousViewer(t, "PG", "event-10007");
    const medias = (await t.api<WatchMediasDTO>(API_PREFIX + API_PATHS.watchMedias("event-10007", "30001"), bearer(viewer.accessToken)))
      .body.data;
    expect(medias.videoConfig).toMatchObject({ adShowFlag: 1, adMediaId: "ad", videoShowFlag: 1 });
    expect(medias.list.map((item) => item.mediaId)).toEqual(["trailer-1", "broken", "trailer-2"]);
    const board = await t.api<BoardPlayAddrDTO>(
      `${API_PREFIX}${API_PATHS.boardPlayAddr("event-10007")}?roomId=30003&protocol=UDP`,
      bearer(viewer.accessToken),
    );
    expect(board.body.data.pushStatus).toBe(2);
    const flv = await t.api<LivePlayAddrDTO>(API_PREFIX + API_PATHS.livePlayAddr("event-10007", "30002"), bearer(viewer.accessToken));
    expect(flv.body.data.playAddrs[0]?.resolutions[0]?.url).toMatch(/\/media\/flv\//);
    await t.api(API_PREFIX + ADMIN_PATHS.stockEmpty("10007", "30001"), postJson({ stockEmpty: 1 }, admin));
    expect((await t.api(API_PREFIX + API_PATHS.watchMedias("event-10007", "30001"), bearer(viewer.accessToken))).body.code).toBe("150023");
    await t.api(API_PREFIX + ADMIN_PATHS.loop("10007", "30002"), postJson({ videoLoopPlaybackFlag: 1 }, admin));
    const loop = await t.api<WatchMediasDTO>(API_PREFIX + API_PATHS.watchMedias("event-10007", "30002"), bearer(viewer.accessToken));
    expect(loop.body.data.videoConfig.videoLoopPlaybackFlag).toBe(1);
  });
});
