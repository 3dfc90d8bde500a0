import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PersonalBriefDTO, WechatLoginResultDTO, WechatSignDTO } from "@livehall/wire";
import { chooseOnDevWechat, startWechatPc, wechatAuth, wechatMobileCode, wechatPcLogin } from "../testing/login-flows";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** Event 10004 (password gate) has no WeChat login. */
const NO_WECHAT = "10004";
const STATUS = "/api/sso/wechat/noauth-login-status";
const TEN_MINUTES = 10 * 60 * 1000;

const auth = (returned: { code?: string | null; state?: string | null; cookie?: string }, token?: string) => wechatAuth(t, returned, token);
const brief = async (token: string) =>
  (await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`, bearer(token))).body.data.liveUserBO;
const authUrl = (redirectUri: string, eventNumber: string = DEMO.number) =>
  t.api(`/api/sso/wechat/auth-url?type=3&redirectUri=${encodeURIComponent(redirectUri)}&virtualEventNumber=${eventNumber}`);

async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  t.advance(ms);
  try {
    return await run();
  } finally {
    t.advance(-ms);
  }
}

describe("GET /api/sso/wechat/sign", () => {
  it("signs the page address with the development ticket (WeChat's SHA-1 rule)", async () => {
    const page = `${t.url}/event/10001/watch/20001?x=1#top`;
    const { body } = await t.api<WechatSignDTO>(`/api/sso/wechat/sign?url=${encodeURIComponent(page)}&virtualEventNumber=${DEMO.number}`);
    expect(body.code).toBe("200");
    const { appId, timestamp, nonceStr, signature } = body.data;
    expect(appId).toBe("dev-wechat-app");
    const expected = createHash("sha1")
      .update(`jsapi_ticket=dev-jsapi-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page.split("#")[0]}`)
      .digest("hex");
    expect(signature).toBe(expected);
  });

  it("answers 100111 for an event without WeChat login", async () => {
    const { body } = await t.api(`/api/sso/wechat/sign?url=${encodeURIComponent(t.url)}&virtualEventNumber=${NO_WECHAT}`);
    expect(body.code).toBe("100111");
  });
});

describe("mobile OAuth: auth-url → development WeChat → POST auth", () => {
  it("leads to the development WeChat page, which says what it stands in for", async () => {
    const { body } = await authUrl(`${t.url}/mobile/wechatAuthResult?from=%2Fevent%2F10001%2F`);
    expect(body.code).toBe("200");
    const { authUrl: address, requestId } = body.data as { authUrl: string; requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(address).pathname).toBe("/dev/wechat/authorize");
    const page = await (await fetch(address)).text();
    expect(page).toContain("Development WeChat — stands in for the WeChat app");
    for (const outcome of ["confirm", "snapshot", "bound", "deny"]) expect(page).toContain(`value="${outcome}"`);
  });

  it("logs in as an ID audience named after the WeChat profile; the same account again is the same audience", async () => {
    const first = await wechatMobileCode(t, DEMO.number, "confirm", "Alice");
    expect(first.code).not.toBeNull();
    const answer = await auth(first);
    expect(answer.body.code).toBe("200");
    expect(answer.body.data).toMatchObject({ loginType: 2, wechatAuthUrl: "" });
    const tokens = answer.body.data.audienceLoginBO;
    expect(tokens?.accessToken).toBeTruthy();
    const user = await brief(tokens?.accessToken ?? "");
    expect(user).toMatchObject({ userType: 3, nickName: "Alice", nickNameFlag: 1 });
    expect(user?.thirdOpenId).toMatch(/^dev-/);

    const again = await auth(await wechatMobileCode(t, DEMO.number, "confirm", "Alice"));
    expect((await brief(again.body.data.audienceLoginBO?.accessToken ?? ""))?.liveUserId).toBe(user?.liveUserId);
  });

  it("accepts a state once", async () => {
    const returned = await wechatMobileCode(t, DEMO.number, "confirm", "Once");
    expect((await auth(returned)).body.data.loginType).toBe(2);
    const replay = await auth(returned);
    expect(replay.body.data).toMatchObject({ loginType: 5, audienceLoginBO: null });
    expect(replay.body.data.msg).not.toBe("");
  });

  it.each([
    ["a snapshot-page user", "snapshot", 16],
    ["an account bound elsewhere", "bound", 4],
  ])("answers %s with login type %d and a message", async (_case, outcome, loginType) => {
    const { body } = await auth(await wechatMobileCode(t, DEMO.number, outcome, "Someone"));
    expect(body.data.loginType).toBe(loginType);
    expect(body.data.audienceLoginBO).toBeNull();
    expect(body.data.msg).not.toBe("");
  });

  it("asks for user info (14) when silent authorization meets a new WeChat account, then logs it in", async () => {
    const silent = await wechatMobileCode(t, DEMO.number, "confirm", "Newcomer", "4");
    const first = await auth(silent);
    expect(first.body.data.loginType).toBe(14);
    const more = new URL(first.body.data.wechatAuthUrl);
    expect(more.pathname).toBe("/dev/wechat/authorize");
    expect(more.searchParams.get("scope")).toBe("snsapi_userinfo");
    const back = await chooseOnDevWechat(more.toString(), "confirm", "Newcomer");
    const second = await auth({ code: back.searchParams.get("code"), state: back.searchParams.get("state"), cookie: silent.cookie });
    expect(second.body.data.loginType).toBe(2);
    expect(await brief(second.body.data.audienceLoginBO?.accessToken ?? "")).toMatchObject({ nickName: "Newcomer" });

    const known = await auth(await wechatMobileCode(t, DEMO.number, "confirm", "Newcomer", "4"));
    expect(known.body.data.loginType).toBe(2);
  });

  it("answers 4 when a logged-in viewer brings a WeChat account bound to someone else", async () => {
    await auth(await wechatMobileCode(t, DEMO.number, "confirm", "Bob"));
    const carol = (await auth(await wechatMobileCode(t, DEMO.number, "confirm", "Carol"))).body.data.audienceLoginBO;
    const { body } = await auth(await wechatMobileCode(t, DEMO.number, "confirm", "Bob"), carol?.accessToken);
    expect(body.data.loginType).toBe(4);
  });

  it("refuses an unknown state and an expired one with a message", async () => {
    const unknown = await auth({ code: "dev-x", state: "no-such-state" });
    expect(unknown.body.data).toMatchObject({ loginType: 5, audienceLoginBO: null });
    const returned = await wechatMobileCode(t, DEMO.number, "confirm", "Late");
    const expired = await later(TEN_MINUTES + 1000, () => auth(returned));
    expect(expired.body.data.loginType).toBe(5);
  });

  it("refuses a code the chat-app never issued", async () => {
    const returned = await wechatMobileCode(t, DEMO.number, "confirm", "Forger");
    const { body } = await auth({ code: "dev-forged", state: returned.state, cookie: returned.cookie });
    expect(body.data.loginType).toBe(5);
    expect(body.data.msg).toContain("微信授权失败");
  });

  it.each([
    ["no code", { state: "s" }],
    ["no state", { code: "c" }],
    ["an empty code", { code: "", state: "s" }],
  ])("answers '参数不能为空' for %s", async (_case, body) => {
    const answer = await auth(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: "100400", msg: "参数不能为空" });
  });

  it("a denied authorization comes back without a code: '参数不能为空'", async () => {
    const denied = await wechatMobileCode(t, DEMO.number, "deny");
    expect(denied.code).toBeNull();
    expect((await auth(denied)).body.msg).toBe("参数不能为空");
  });

  it.each([
    ["another site", "https://evil.example/mobile/wechatAuthResult"],
    ["another path of this site", "/event/10001/"],
    ["a protocol-relative address", "//evil.example/mobile/wechatAuthResult"],
    ["a javascript: address", "javascript:alert(1)"],
  ])("answers 100112 when redirectUri leads to %s", async (_case, redirectUri) => {
    expect((await authUrl(redirectUri)).body.code).toBe("100112");
  });

  it("accepts a site-relative redirectUri", async () => {
    expect((await authUrl("/mobile/wechatAuthResult")).body.code).toBe("200");
  });

  it("answers 100111 for an event without WeChat login", async () => {
    expect((await authUrl(`${t.url}/mobile/wechatAuthResult`, NO_WECHAT)).body.code).toBe("100111");
    expect((await t.api(`/api/sso/wechat/noauth-login-url?virtualEventNumber=${NO_WECHAT}`)).body.code).toBe("100111");
  });

  it("the development page redirects only to this site", async () => {
    const response = await fetch(
      `${t.url}/dev/wechat/authorize?state=s&redirect_uri=${encodeURIComponent("https://evil.example/x")}&outcome=confirm`,
      {
        redirect: "manual",
      },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("POST /api/sso/wechat/noauth-silenceAuth", () => {
  it("answers the openId behind a code without logging in", async () => {
    const returned = await wechatMobileCode(t, DEMO.number, "confirm", "Quiet", "4");
    const { cookie, ...body } = returned;
    const answer = await t.api<{ openId: string }>("/api/sso/wechat/noauth-silenceAuth", postJson(body, { cookie }));
    expect(answer.body.code).toBe("200");
    expect(answer.body.data.openId).toMatch(/^dev-[0-9a-f]{24}$/);
  });

  it("refuses a state another browser started (no nonce cookie)", async () => {
    const { cookie: _other, ...returned } = await wechatMobileCode(t, DEMO.number, "confirm", "Quiet", "4");
    const { body } = await t.api<{ openId: string }>("/api/sso/wechat/noauth-silenceAuth", postJson(returned));
    expect(body.code).toBe("100400");
    expect(body.msg).toContain("本浏览器");
  });

  it("keeps answering after a refusal: the starting browser still can", async () => {
    const returned = await wechatMobileCode(t, DEMO.number, "confirm", "Quiet", "4");
    const { cookie, ...body } = returned;
    expect((await t.api("/api/sso/wechat/noauth-silenceAuth", postJson(body))).body.code).toBe("100400");
    expect((await t.api("/api/sso/wechat/noauth-silenceAuth", postJson(body, { cookie }))).body.code).toBe("200");
  });

  it("answers '参数不能为空' without a code", async () => {
    const { body } = await t.api("/api/sso/wechat/noauth-silenceAuth", postJson({ state: "s" }));
    expect(body).toEqual({ code: "100400", msg: "参数不能为空" });
  });
});

describe("PC QR login: noauth-login-url → the phone confirms → noauth-login-status", () => {
  let pcCookie = "";
  const start = async (fingerprint = "fp-pc") => {
    const started = await startWechatPc(t, `virtualEventNumber=${DEMO.number}&browserFingerprint=${fingerprint}`);
    pcCookie = started.cookie;
    return started.data;
  };
  const poll = async (requestId: string) =>
    (await t.api<WechatLoginResultDTO>(`${STATUS}?requestId=${requestId}`, { headers: { cookie: pcCookie } })).body.data;

  it("waits (1), then hands out the tokens once (2), then says they were taken", async () => {
    const { loginUrl, requestId } = await start();
    expect(new URL(loginUrl).pathname).toBe("/dev/wechat/confirm");
    expect(await poll(requestId)).toMatchObject({ loginType: 1, audienceLoginBO: null });
    expect(await (await fetch(loginUrl)).text()).toContain("Development WeChat — stands in for the WeChat app");

    const callback = await chooseOnDevWechat(loginUrl, "confirm", "Dora");
    expect(callback.pathname).toBe("/api/sso/wechat/qr-callback");
    const phone = await fetch(callback);
    expect(phone.headers.get("content-type")).toContain("text/html");
    expect(await phone.text()).toContain("登录成功");

    const done = await poll(requestId);
    expect(done.loginType).toBe(2);
    expect(await brief(done.audienceLoginBO?.accessToken ?? "")).toMatchObject({ userType: 3, nickName: "Dora" });
    expect((await poll(requestId)).loginType).toBe(5);
  });

  it("reports a denial with the server's message", async () => {
    const { loginUrl, requestId } = await start();
    await fetch(await chooseOnDevWechat(loginUrl, "deny"));
    expect(await poll(requestId)).toMatchObject({ loginType: 5, msg: "已取消微信授权" });
  });

  it.each([
    ["snapshot", 16],
    ["bound", 4],
  ])("reports the %s outcome as login type %d", async (outcome, loginType) => {
    const { loginUrl, requestId } = await start();
    await fetch(await chooseOnDevWechat(loginUrl, outcome));
    expect((await poll(requestId)).loginType).toBe(loginType);
  });

  it("says the QR code expired after 10 minutes, and the phone cannot confirm it any more", async () => {
    const { loginUrl, requestId } = await start();
    const expired = await later(TEN_MINUTES + 1000, async () => {
      const phone = await (await fetch(await chooseOnDevWechat(loginUrl, "confirm"))).text();
      return { phone, status: await poll(requestId) };
    });
    expect(expired.phone).toContain("登录未完成");
    expect(expired.status.loginType).toBe(1);
    expect(expired.status.msg).toContain("过期");
  });

  it("answers 100400 for an unknown request", async () => {
    const { status, body } = await t.api(`${STATUS}?requestId=nope`);
    expect(status).toBe(400);
    expect(body.code).toBe("100400");
  });

  it("logs the same WeChat account in through PC and mobile as one audience", async () => {
    const pc = await brief((await wechatPcLogin(t, DEMO.number, "Eve", "fp-eve")).accessToken);
    const mobile = (await auth(await wechatMobileCode(t, DEMO.number, "confirm", "Eve"))).body.data.audienceLoginBO;
    expect(pc?.liveUserId).toBeTruthy();
    expect((await brief(mobile?.accessToken ?? ""))?.liveUserId).toBe(pc?.liveUserId);
  });
});

describe("provider choice", () => {
  it("with a WeChat app configured, sends viewers to WeChat itself and mounts no development page", async () => {
    const real = await startTestServer({ wechat: { appId: "wx-test-app", secret: "not-used-here" } });
    try {
      const redirectUri = encodeURIComponent(`${real.url}/mobile/wechatAuthResult`);
      const { body } = await real.api<{ authUrl: string }>(
        `/api/sso/wechat/auth-url?type=4&redirectUri=${redirectUri}&virtualEventNumber=${DEMO.number}`,
      );
      const address = new URL(body.data.authUrl);
      expect(address.origin + address.pathname).toBe("https://open.weixin.qq.com/connect/oauth2/authorize");
      expect(address.searchParams.get("appid")).toBe("wx-test-app");
      expect(address.searchParams.get("scope")).toBe("snsapi_base");
      const page = await (await fetch(`${real.url}/dev/wechat/authorize?state=s&redirect_uri=${redirectUri}`)).text();
      expect(page).not.toContain("Development WeChat");
    } finally {
      await real.stop();
    }
  });

  it("without a WeChat app and without development providers, WeChat login is unavailable (100111)", async () => {
    const bare = await startTestServer({ devProviders: false });
    try {
      const { body } = await bare.api(`/api/sso/wechat/noauth-login-url?virtualEventNumber=${DEMO.number}`);
      expect(body.code).toBe("100111");
    } finally {
      await bare.stop();
    }
  });
});
