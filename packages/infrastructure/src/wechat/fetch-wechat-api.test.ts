import { describe, expect, it } from "vitest";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchWechatApi } from "./fetch-wechat-api";

const tokens = { accessToken: "a", refreshToken: "r", expiration: 9 };

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchWechatApi(http) };
}

describe("FetchWechatApi requests", () => {
  it("GETs the PC login URL with the redirect URI and event number", async () => {
    const { fake, api } = setup();
    fake.ok({ loginUrl: "https://h.test/dev/wechat/authorize?x=1", requestId: "rq-1" });
    expect(await api.getLoginUrl("https://h.test/event/10001/watch/20001", "10001")).toEqual({
      loginUrl: "https://h.test/dev/wechat/authorize?x=1",
      requestId: "rq-1",
    });
    expect(fake.lastRequest!.url).toBe(
      `${TEST_API_BASE}/sso/wechat/noauth-login-url?redirectUri=${encodeURIComponent("https://h.test/event/10001/watch/20001")}&virtualEventNumber=10001`,
    );
  });

  it("GETs the login status by request id", async () => {
    const { fake, api } = setup();
    fake.ok({ loginType: 1, audienceLoginBO: null, wechatAuthUrl: "", msg: "" });
    await api.getLoginStatus("rq 1");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/sso/wechat/noauth-login-status?requestId=rq+1`);
  });

  it("GETs the auth URL with only the parameters given", async () => {
    const { fake, api } = setup();
    fake.ok({ authUrl: "https://open.test/oauth", requestId: "rq-2" });
    expect(await api.getAuthUrl({ type: 3, redirectUri: "https://h.test/mobile/wechatAuthResult", eventNumber: "10001" })).toEqual({
      authUrl: "https://open.test/oauth",
      requestId: "rq-2",
    });
    const url = new URL(fake.lastRequest!.url);
    expect(url.pathname).toBe("/api/sso/wechat/auth-url");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "3",
      redirectUri: "https://h.test/mobile/wechatAuthResult",
      virtualEventNumber: "10001",
    });
  });

  it("GETs the auth URL with channel, sharer and agreement versions when given", async () => {
    const { fake, api } = setup();
    fake.ok({ authUrl: "u", requestId: "r" });
    await api.getAuthUrl({
      type: 4,
      redirectUri: "/mobile/wechatAuthResult",
      eventNumber: "10001",
      promotionChannelNumber: "c9",
      sharerId: "s1",
      privacyPolicyVersion: "p2",
      userAgreementVersion: "u3",
    });
    expect(Object.fromEntries(new URL(fake.lastRequest!.url).searchParams)).toEqual({
      type: "4",
      redirectUri: "/mobile/wechatAuthResult",
      virtualEventNumber: "10001",
      promotionChannelNumber: "c9",
      sharerId: "s1",
      privacyPolicyVersion: "p2",
      userAgreementVersion: "u3",
    });
  });

  it.each([
    ["without agreements", {}, {}],
    [
      "with agreements",
      { privacyPolicy: { version: "p2", languageType: "en" }, userAgreement: { version: "u3", languageType: "ar" } },
      { privacyPolicyVersion: "p2", privacyPolicyLanguageType: "en", userAgreementVersion: "u3", userAgreementLanguageType: "ar" },
    ],
  ])("POSTs code and state %s", async (_name, agreements, expectedExtra) => {
    const { fake, api } = setup();
    fake.ok({ loginType: 2, audienceLoginBO: tokens, wechatAuthUrl: "", msg: "" });
    await api.authorize({ code: "c", state: "s", ...agreements });
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/sso/wechat/auth`);
    expect(sentBody(fake)).toEqual({ code: "c", state: "s", ...expectedExtra });
  });
});

describe("FetchWechatApi mapping", () => {
  it.each([
    [
      "logged in (2)",
      { loginType: 2, audienceLoginBO: tokens, wechatAuthUrl: "", msg: "" },
      { loginType: 2, tokens, authUrl: "", message: "" },
    ],
    [
      "needs user info (14)",
      { loginType: 14, audienceLoginBO: null, wechatAuthUrl: "https://open.test/more", msg: "" },
      { loginType: 14, tokens: null, authUrl: "https://open.test/more", message: "" },
    ],
    [
      "an error with the server's text",
      { loginType: 9, audienceLoginBO: null, wechatAuthUrl: "", msg: "已过期" },
      { loginType: 9, tokens: null, authUrl: "", message: "已过期" },
    ],
    ["no data", null, { loginType: 0, tokens: null, authUrl: "", message: "" }],
    [
      "wrong-typed fields",
      { loginType: "2", audienceLoginBO: { accessToken: 1 }, wechatAuthUrl: {}, msg: [] },
      { loginType: 2, tokens: { accessToken: "1", refreshToken: "", expiration: 0 }, authUrl: "", message: "" },
    ],
    [
      "tokens without an access token",
      { loginType: 2, audienceLoginBO: { refreshToken: "r" } },
      { loginType: 2, tokens: null, authUrl: "", message: "" },
    ],
  ])("maps %s", async (_name, data, expected) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getLoginStatus("rq")).toEqual(expected);
  });

  it("maps missing URLs and ids to empty strings", async () => {
    const { fake, api } = setup();
    fake.ok({ loginUrl: 5 });
    expect(await api.getLoginUrl("/x", "10001")).toEqual({ loginUrl: "5", requestId: "" });
    fake.ok(null);
    expect(await api.getAuthUrl({ type: 3, redirectUri: "/x", eventNumber: "10001" })).toEqual({ authUrl: "", requestId: "" });
  });
});
