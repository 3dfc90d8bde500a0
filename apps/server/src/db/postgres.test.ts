import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { AuthResultDTO, LivePlayAddrDTO } from "@livehall/wire";
import { signAssertion } from "../services/external-auth";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * The PostgreSQL path, run only when LIVEHALL_TEST_DATABASE_URL names a database this test may
 * wipe (e.g. postgres://livehall@127.0.0.1:55432/livehall_test). The default suite uses SQLite.
 */
const url = process.env["LIVEHALL_TEST_DATABASE_URL"];

describe.skipIf(!url)("on PostgreSQL", () => {
  let t: TestServer;
  beforeAll(async () => {
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
    await sql`drop schema public cascade; create schema public`.execute(admin);
    await admin.destroy();
    t = await startTestServer({ databaseUrl: url ?? "", captchaMaxNumber: 50 });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("migrates, seeds the demo and serves the access-to-play path", async () => {
    expect(t.server.eventNumbers).toEqual([DEMO.number, "10002", "10003", "10004", "10005", "10006"]);
    const brief = await t.api(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`);
    expect(brief.body).toMatchObject({ code: "200", data: { eventInfoBO: { startTime: "2025-01-01 09:00:00", virtualEventStatus: 1 } } });
    const tokens = await demoTokens(t);
    const rotated = await t.api<AuthResultDTO>("/api/sso/events/audience/refresh-token", postJson({ refreshToken: tokens.refreshToken }));
    expect(rotated.body.code).toBe("200");
    const play = await t.api<LivePlayAddrDTO>(`/api/events/${DEMO.id}/rooms/room-20001/live-play-addr`, bearer(rotated.body.data.accessToken));
    expect(play.body.data.playAddrs[0]?.resolutions).toHaveLength(2);
    expect((await t.api("/api/sso/events/audience/refresh-token", postJson({ refreshToken: tokens.refreshToken }))).body.code).toBe("100043");
  });

  it("runs the gate: single-use captcha, password, white-list code, single-use external nonce", async () => {
    const captcha = await solvedCaptcha(t);
    const password = { tenantId: DEMO.tenantId, virtualEventId: "event-10004", accessType: 2, verifyCode: "livehall", captcha };
    expect((await t.api("/api/sso/events/access/auth", postJson(password))).body.code).toBe("200");
    expect((await t.api("/api/sso/events/access/auth", postJson(password))).body.code).toBe("100101");

    const code = await sendCode(t, "event-10005", "demo@livehall.test", 5);
    const wrong = { tenantId: DEMO.tenantId, virtualEventId: "event-10005", accessType: 3, account: "demo@livehall.test" };
    expect((await t.api("/api/sso/events/access/auth", postJson({ ...wrong, verifyCode: "000000", captcha: await solvedCaptcha(t) }))).body.code).toMatch(/^10010[46]$/);
    expect((await t.api("/api/sso/events/access/auth", postJson({ ...wrong, verifyCode: code, captcha: await solvedCaptcha(t) }))).body.code).toBe("200");

    const now = Date.now();
    const assertion = signAssertion({ eventNumber: "10006", subject: "pg", iat: now, exp: now + 60_000, nonce: "nonce-on-postgres" }, "livehall-demo-external-secret-10006");
    expect((await t.api("/api/sso/events/external/token", postJson({ assertion }))).body.code).toBe("200");
    expect((await t.api("/api/sso/events/external/token", postJson({ assertion }))).body.code).toBe("100110");
  });
});
