import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WechatProviderError } from "./ports";
import { WechatOAuthProvider } from "./wechat-oauth-provider";

/** A local HTTP server playing WeChat's API: answers per path, records every request. */
let server: Server;
let base = "";
const seen: URL[] = [];
let routes: Record<string, (query: URLSearchParams) => unknown> = {};

function reply(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? "/", base);
  seen.push(url);
  const handler = routes[url.pathname];
  if (!handler) {
    response.writeHead(404).end("no such path");
    return;
  }
  const body = handler(url.searchParams);
  response.writeHead(200, { "content-type": typeof body === "string" ? "text/plain" : "application/json" });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer(reply);
  await new Promise<void>((resolve) => {
    server.listen(0, "127.0.0.1", resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});
beforeEach(() => {
  seen.length = 0;
  routes = {};
});

const provider = (now = () => 0): WechatOAuthProvider =>
  new WechatOAuthProvider({ appId: "wx123", secret: "s3cret", openBase: base, apiBase: base, now, timeoutMs: 2000 });

const tokenAnswer =
  (scope: string, extra: Record<string, unknown> = {}) =>
  () => ({
    access_token: "AT",
    expires_in: 7200,
    refresh_token: "RT",
    openid: "o-1",
    scope,
    ...extra,
  });

describe("WechatOAuthProvider", () => {
  it("builds the official-account authorize address", () => {
    const url = new URL(
      provider().authorizeUrl({ state: "st", redirectUri: "https://live.example/mobile/wechatAuthResult", scope: "snsapi_base" }),
    );
    expect(url.origin + url.pathname).toBe(`${base}/connect/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: "wx123",
      redirect_uri: "https://live.example/mobile/wechatAuthResult",
      response_type: "code",
      scope: "snsapi_base",
      state: "st",
    });
    expect(url.hash).toBe("#wechat_redirect");
  });

  it("encodes an authorize address asking for user info in the QR code", () => {
    const url = new URL(
      provider().qrLoginUrl({ requestId: "r", state: "st", callbackUri: "https://live.example/api/sso/wechat/qr-callback" }),
    );
    expect(url.searchParams.get("scope")).toBe("snsapi_userinfo");
    expect(url.searchParams.get("redirect_uri")).toBe("https://live.example/api/sso/wechat/qr-callback");
  });

  it("exchanges a base-scope code for the openId only", async () => {
    routes["/sns/oauth2/access_token"] = tokenAnswer("snsapi_base");
    expect(await provider().exchangeCode("c1")).toEqual({ openId: "o-1", snapshotUser: false });
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      appid: "wx123",
      secret: "s3cret",
      code: "c1",
      grant_type: "authorization_code",
    });
    expect(seen).toHaveLength(1);
  });

  it("reads the profile when the scope allows it", async () => {
    routes["/sns/oauth2/access_token"] = tokenAnswer("snsapi_userinfo", { unionid: "u-1" });
    routes["/sns/userinfo"] = () => ({ openid: "o-1", nickname: "小明", headimgurl: "https://img.example/a.png" });
    expect(await provider().exchangeCode("c2")).toEqual({
      openId: "o-1",
      unionId: "u-1",
      nickname: "小明",
      avatar: "https://img.example/a.png",
      snapshotUser: false,
    });
    expect(Object.fromEntries(seen[1]!.searchParams)).toEqual({ access_token: "AT", openid: "o-1", lang: "zh_CN" });
  });

  it("reports a snapshot-page visitor without asking for the profile", async () => {
    routes["/sns/oauth2/access_token"] = tokenAnswer("snsapi_userinfo", { is_snapshotuser: 1 });
    expect(await provider().exchangeCode("c3")).toEqual({ openId: "o-1", snapshotUser: true });
    expect(seen).toHaveLength(1);
  });

  it.each([
    ["an errcode", () => ({ errcode: 40029, errmsg: "invalid code" }), 40029, /invalid code/],
    ["no openid", () => ({ access_token: "AT" }), -1, /openid/],
    ["text instead of JSON", () => "<html>", -1, /not JSON/],
  ])("rejects %s with a WechatProviderError", async (_case, answer, errcode, message) => {
    routes["/sns/oauth2/access_token"] = answer;
    const error = await provider()
      .exchangeCode("bad")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatProviderError);
    expect((error as WechatProviderError).errcode).toBe(errcode);
    expect((error as WechatProviderError).message).toMatch(message);
  });

  it("rejects when WeChat cannot be reached", async () => {
    const offline = new WechatOAuthProvider({ appId: "wx", secret: "s", apiBase: "http://127.0.0.1:1", timeoutMs: 500 });
    await expect(offline.exchangeCode("c")).rejects.toThrow(/unreachable/);
  });

  it("fetches the JS-SDK ticket once and renews it before it expires", async () => {
    let clock = 0;
    let issued = 0;
    routes["/cgi-bin/token"] = () => ({ access_token: "CT", expires_in: 7200 });
    routes["/cgi-bin/ticket/getticket"] = () => ({ errcode: 0, errmsg: "ok", ticket: `T${++issued}`, expires_in: 7200 });
    const wechat = provider(() => clock);
    expect(await wechat.jsapiTicket()).toBe("T1");
    expect(await wechat.jsapiTicket()).toBe("T1");
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ grant_type: "client_credential", appid: "wx123", secret: "s3cret" });
    expect(Object.fromEntries(seen[1]!.searchParams)).toEqual({ access_token: "CT", type: "jsapi" });
    clock = 7200_000 - 5 * 60_000 + 1;
    expect(await wechat.jsapiTicket()).toBe("T2");
  });
});
