import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPICS, type ApiEnvelope, type AuthResultDTO, type PersonalBriefDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { CLOSE_CODES } from "../realtime/close-codes";
import { RedisHub } from "../realtime/redis-hub";
import { signAssertion } from "../services/external-auth";
import { chooseOnDevWechat, sendCode, solvedCaptcha, startWechatPc, wechatPcLogin } from "../testing/login-flows";
import { joinedClient, pushes } from "../testing/realtime-client";
import { redisSkipReason, startTestRedis, type TestRedis } from "../testing/redis-server";
import { createTestSchema, postgresSkipReason, type TestSchema } from "../testing/test-database";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { audienceIdOf } from "../testing/viewers";
import { testBackends } from "../testing/test-database";

const ADMIN_TOKEN = "online-ban-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
/** Event 10006's external-auth secret (demo definition). */
const SECRET_10006 = "livehall-demo-external-secret-10006";
const CONSENT = {
  privacyPolicyVersion: "2025.1",
  privacyPolicyLanguageType: "zh-Hans",
  userAgreementVersion: "2025.1",
  userAgreementLanguageType: "zh-Hans",
};
/** Event 10005: white-list access (demo@livehall.test is on the list). */
const WHITE_LIST = { number: "10005", id: "event-10005" } as const;

const banOnline = (t: TestServer, eventNumber: string, audienceId: string) =>
  t.api(`/api${ADMIN_PATHS.ban(eventNumber, audienceId)}`, postJson({ banType: 2 }, admin));

async function codeLogin(t: TestServer, account: string): Promise<ApiEnvelope<AuthResultDTO>> {
  const code = await sendCode(t, DEMO.id, account, 2);
  const login = { code, identityType: 2, virtualEventNumber: DEMO.number, account, captcha: await solvedCaptcha(t), ...CONSENT };
  return (await t.api<AuthResultDTO>("/api/sso/events/login-code", postJson(login))).body;
}

/**
 * Anonymous access auth from a browser without cookies at `address` (a trusted proxy's
 * X-Forwarded-For where the server trusts one): a ban holds against a cookie-less browser from the
 * banned viewer's address for a while (decision 0059), so viewers told apart here come from
 * addresses of their own.
 */
async function anonymous(t: TestServer, browserFingerprint: string, address = "192.0.2.1"): Promise<ApiEnvelope<AuthResultDTO>> {
  return (
    await t.api<AuthResultDTO>(
      "/api/sso/events/access/auth",
      postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0, browserFingerprint }, { "x-forwarded-for": address }),
    )
  ).body;
}

/**
 * Issue 11 item 7: a viewer banned online cannot log in again (code login, white list, WeChat),
 * gets no new anonymous session from the same browser, and its open sockets are closed with 4403
 * — also on another server process (hub control message over Redis).
 */
describe.each(testBackends())("online ban attacks (one server, %s)", (_name, backendUrl) => {
  let t: TestServer;
  beforeAll(async () => {
    const databaseUrl = await backendUrl();
    t = await startTestServer({
      adminToken: ADMIN_TOKEN,
      captchaMaxNumber: 50,
      trustProxy: 1,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
    });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("a banned viewer logging in again by code gets 100403, not a fresh session", async () => {
    const first = await codeLogin(t, "banned-code@example.com");
    expect(first.code).toBe("200");
    expect((await banOnline(t, DEMO.number, audienceIdOf(first.data.accessToken))).body.code).toBe("200");
    t.advance(61_000); // codes are rate-limited per account
    const again = await codeLogin(t, "banned-code@example.com");
    expect(again).toMatchObject({ code: "100403", msg: "您无权限进入该会场" });
  });

  it("a banned white-list viewer passing the gate again gets 100403", async () => {
    const pass = async () => {
      const code = await sendCode(t, WHITE_LIST.id, "demo@livehall.test", 5);
      const body = {
        tenantId: DEMO.tenantId,
        virtualEventId: WHITE_LIST.id,
        accessType: 3,
        account: "demo@livehall.test",
        verifyCode: code,
        captcha: await solvedCaptcha(t),
      };
      return (await t.api<AuthResultDTO>("/api/sso/events/access/auth", postJson(body))).body;
    };
    const first = await pass();
    expect(first.code).toBe("200");
    await banOnline(t, WHITE_LIST.number, audienceIdOf(first.data.accessToken));
    t.advance(61_000);
    expect((await pass()).code).toBe("100403");
  });

  it("a banned WeChat viewer scanning again is refused", async () => {
    const first = await wechatPcLogin(t, DEMO.number, "Mallory", "fp-mallory");
    await banOnline(t, DEMO.number, audienceIdOf(first.accessToken));
    // The PC that started the login polls with its WeChat nonce cookie (decision 0023's item 8 binding).
    const started = await startWechatPc(t, `virtualEventNumber=${DEMO.number}&browserFingerprint=fp-mallory`);
    await fetch(await chooseOnDevWechat(started.data.loginUrl, "confirm", "Mallory"));
    const status = await t.api(`/api/sso/wechat/noauth-login-status?requestId=${started.data.requestId}`, {
      headers: { cookie: started.cookie },
    });
    expect(status.body).toMatchObject({ code: "100403" });
  });

  it("a banned external-auth viewer exchanging a fresh assertion gets 100403", async () => {
    const now = (await t.api<PersonalBriefDTO>("/api/watch/personal/breif?virtualEventNumber=10006")).body.data.systemTime;
    const exchange = async () => {
      const claims = {
        eventNumber: "10006",
        subject: "banned-subject",
        nickname: "Eve",
        iat: now,
        exp: now + 60_000,
        nonce: crypto.randomUUID(),
      };
      return (await t.api<AuthResultDTO>("/api/sso/events/external/token", postJson({ assertion: signAssertion(claims, SECRET_10006) })))
        .body;
    };
    const first = await exchange();
    expect(first.code).toBe("200");
    await banOnline(t, "10006", audienceIdOf(first.data.accessToken));
    expect((await exchange()).code).toBe("100403");
  });

  it("a banned anonymous viewer's browser gets no new anonymous session (access auth 100403)", async () => {
    const first = await anonymous(t, "fp-banned-anon");
    await banOnline(t, DEMO.number, audienceIdOf(first.data.accessToken));
    expect((await anonymous(t, "fp-banned-anon")).code).toBe("100403");
    expect((await anonymous(t, "fp-someone-else", "192.0.2.2")).code).toBe("200");
  });

  it("the banned viewer's open socket gets the ban status and is closed with 4403; its token is refused on a new socket", async () => {
    const tokens = await anonymous(t, "fp-socket", "192.0.2.3");
    const socket = await joinedClient(t, [TOPICS.BAN_STATUS], undefined, tokens.data.accessToken);
    const bystander = await joinedClient(t, [TOPICS.BAN_STATUS]);
    const audienceId = audienceIdOf(tokens.data.accessToken);
    await banOnline(t, DEMO.number, audienceId);
    expect(pushes(await socket.next())).toEqual([{ op: TOPICS.BAN_STATUS, body: { banType: 2, liveUserId: audienceId, banFlag: 1 } }]);
    expect((await socket.closed).code).toBe(CLOSE_CODES.banned);
    expect(pushes(await bystander.next())).toHaveLength(1);
    expect(bystander.pending()).toBe(0);
    await expect(joinedClient(t, [], undefined, tokens.data.accessToken)).rejects.toThrow(/100046/);
    expect((await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(tokens.data.accessToken))).body.code).toBe(
      "100046",
    );
    bystander.close();
  });
});

// Several processes (REDIS_URL) need PostgreSQL: both servers share one schema.
const twoServersSkip = redisSkipReason ?? postgresSkipReason;
describe.skipIf(twoServersSkip !== null)(
  `online ban across two servers sharing one redis-server and PostgreSQL${twoServersSkip ? ` — skipped: ${twoServersSkip}` : ""}`,
  () => {
    let redis: TestRedis;
    let schema: TestSchema;
    let dataDir: string;
    let a: TestServer;
    let b: TestServer;

    const onSharedData = (): Promise<TestServer> =>
      startTestServer({ dataDir, redisUrl: redis.url, adminToken: ADMIN_TOKEN, databaseUrl: schema.databaseUrl });

    beforeAll(async () => {
      redis = await startTestRedis();
      schema = await createTestSchema();
      dataDir = mkdtempSync(join(tmpdir(), "livehall-ban-test-"));
      a = await onSharedData();
      b = await onSharedData();
    });
    afterAll(async () => {
      await a.stop();
      await b.stop();
      await redis.stop();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("a ban made on server A closes the viewer's socket on server B with 4403", async () => {
      const tokens = await anonymous(a, "fp-other-process");
      const onB = await joinedClient(b, [TOPICS.BAN_STATUS], undefined, tokens.data.accessToken);
      const hub = b.server.hub;
      if (!(hub instanceof RedisHub)) throw new Error("expected a RedisHub");
      await hub.settled();
      await banOnline(a, DEMO.number, audienceIdOf(tokens.data.accessToken));
      expect((await onB.closed).code).toBe(CLOSE_CODES.banned);
    });
  },
);
