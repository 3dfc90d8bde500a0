import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO, PersonalBriefDTO, WechatLoginResultDTO } from "@livehall/wire";
import {
  chooseOnDevWechat,
  sendCode,
  solvedCaptcha,
  startWechatMobile,
  startWechatPc,
  wechatAuth,
  wechatMobileCode,
} from "../testing/login-flows";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Issue 11 item 8 (decision 0023): a WeChat login's state is bound to the browser that started it
 * (an HttpOnly nonce cookie). An attacker who starts a flow and hands the victim the callback
 * (login CSRF, or binding the attacker's WeChat account to the victim) is refused.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const OTHER_BROWSER = "此微信登录不是在本浏览器发起的，请重新登录";
const CONSENT = {
  privacyPolicyVersion: "2025.1",
  privacyPolicyLanguageType: "zh-Hans",
  userAgreementVersion: "2025.1",
  userAgreementLanguageType: "zh-Hans",
};

const brief = async (token: string) =>
  (await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`, bearer(token))).body.data.liveUserBO;

/** A victim's browser: its own nonce cookie from a WeChat flow it started itself. */
async function victimCookie(): Promise<string> {
  const redirectUri = encodeURIComponent(`${t.url}/mobile/wechatAuthResult`);
  return (await startWechatMobile(t, `type=3&redirectUri=${redirectUri}&virtualEventNumber=${DEMO.number}`)).cookie;
}

/** A victim logged in with an e-mail code: an ID audience with no WeChat account yet. */
async function victimLoggedIn(account: string): Promise<AuthResultDTO> {
  const code = await sendCode(t, DEMO.id, account, 2);
  const { body } = await t.api<AuthResultDTO>(
    "/api/sso/events/login-code",
    postJson({ code, identityType: 2, virtualEventNumber: DEMO.number, account, captcha: await solvedCaptcha(t), ...CONSENT }),
  );
  if (body.code !== "200") throw new Error(`code login failed: ${JSON.stringify(body)}`);
  return body.data;
}

describe("WeChat mobile OAuth: the callback must come from the browser that started it", () => {
  it.each([
    ["without a nonce cookie", () => Promise.resolve(undefined)],
    ["with its own (different) nonce cookie", victimCookie],
    ["with a forged nonce cookie", () => Promise.resolve(`lh_wechat_nonce=${"A".repeat(43)}`)],
  ])("refuses the attacker's code and state in the victim's browser %s (login CSRF)", async (_case, cookieOf) => {
    const attacker = await wechatMobileCode(t, DEMO.number, "confirm", "Mallory");
    const cookie = await cookieOf();
    const { status, body } = await wechatAuth(t, { code: attacker.code, state: attacker.state, ...(cookie ? { cookie } : {}) });
    expect(status).toBe(200);
    expect(body.data).toEqual({ loginType: 5, audienceLoginBO: null, wechatAuthUrl: "", msg: OTHER_BROWSER });
  });

  it("does not bind the attacker's WeChat account to a logged-in victim", async () => {
    const victim = await victimLoggedIn("victim-bind@livehall.test");
    const attacker = await wechatMobileCode(t, DEMO.number, "confirm", "Mallory Bind");
    const { body } = await wechatAuth(t, { code: attacker.code, state: attacker.state, cookie: await victimCookie() }, victim.accessToken);
    expect(body.data).toMatchObject({ loginType: 5, audienceLoginBO: null, msg: OTHER_BROWSER });
    expect((await brief(victim.accessToken))?.thirdOpenId ?? "").toBe("");

    // The attacker's WeChat account logging in properly is someone else, not the victim.
    const own = await wechatMobileCode(t, DEMO.number, "confirm", "Mallory Bind");
    const mallory = (await wechatAuth(t, own)).body.data.audienceLoginBO;
    expect((await brief(mallory?.accessToken ?? ""))?.liveUserId).not.toBe((await brief(victim.accessToken))?.liveUserId);
  });

  it("the refusal consumes nothing: the starting browser completes the login, once; a replay is refused", async () => {
    const started = await wechatMobileCode(t, DEMO.number, "confirm", "Rightful");
    expect((await wechatAuth(t, { code: started.code, state: started.state })).body.data.msg).toBe(OTHER_BROWSER);
    const done = await wechatAuth(t, started);
    expect(done.body.data.loginType).toBe(2);
    expect(await brief(done.body.data.audienceLoginBO?.accessToken ?? "")).toMatchObject({ userType: 3, nickName: "Rightful" });
    const replay = await wechatAuth(t, started);
    expect(replay.body.data).toMatchObject({ loginType: 5, audienceLoginBO: null });
    const elsewhere = await wechatAuth(t, { code: started.code, state: started.state, cookie: await victimCookie() });
    expect(elsewhere.body.data).toMatchObject({ loginType: 5, audienceLoginBO: null });
  });

  it("sets the nonce as an HttpOnly, SameSite=Lax cookie scoped to the WeChat calls", async () => {
    const response = await fetch(
      `${t.url}/api/sso/wechat/auth-url?type=3&redirectUri=%2Fmobile%2FwechatAuthResult&virtualEventNumber=${DEMO.number}`,
    );
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lh_wechat_nonce=[A-Za-z0-9_-]{43}; Path=\/api\/sso\/wechat; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });
});

describe("WeChat PC QR login: only the PC that started it gets the tokens", () => {
  it("another browser polling the requestId (e.g. read from the QR code) gets nothing; the PC still does", async () => {
    const pc = await startWechatPc(t, `virtualEventNumber=${DEMO.number}&browserFingerprint=fp-pc`);
    expect(new URL(pc.data.loginUrl).searchParams.get("requestId")).toBe(pc.data.requestId);
    await fetch(await chooseOnDevWechat(pc.data.loginUrl, "confirm", "Polled"));
    const status = `/api/sso/wechat/noauth-login-status?requestId=${pc.data.requestId}`;
    for (const headers of [{}, { cookie: await victimCookie() }]) {
      const stolen = await t.api<WechatLoginResultDTO>(status, { headers });
      expect(stolen.body.data).toMatchObject({ loginType: 5, audienceLoginBO: null, msg: OTHER_BROWSER });
    }
    const own = await t.api<WechatLoginResultDTO>(status, { headers: { cookie: pc.cookie } });
    expect(own.body.data.loginType).toBe(2);
    expect(own.body.data.audienceLoginBO?.accessToken).toBeTruthy();
  });
});
