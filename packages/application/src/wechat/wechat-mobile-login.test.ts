import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import {
  InMemoryTokenStore,
  RecordingNavigator,
  ScriptedApiGateway,
  ScriptedWechatApi,
  createTestContainer,
  formFixtures,
} from "../testing";
import type { WechatMobileLoginService, WechatMobileLoginState } from "./services";

const RESULT_PAGE = "/mobile/wechatAuthResult";

function setup({ wechatApi = new ScriptedWechatApi(), at = "/event/10001/watch/20001", api = new ScriptedApiGateway() } = {}) {
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore(), navigator: new RecordingNavigator(at), wechatApi });
  const mobile = harness.container.get<WechatMobileLoginService>(APP_TOKENS.WechatMobileLogin);
  const states: WechatMobileLoginState[] = [];
  mobile.state$.subscribe((state) => states.push(state));
  let snapshots = 0;
  mobile.snapshotUser$.subscribe(() => (snapshots += 1));
  return { ...harness, mobile, last: () => states.at(-1)!, snapshots: () => snapshots };
}

const resultPage = (query: string) => `${RESULT_PAGE}?code=c-1&state=st-1&${query}`;
const code = { code: "c-1", state: "st-1" };

describe("WechatMobileLogin.start", () => {
  it("asks for the auth url with this site's result page (event and from in its query) and leaves for it", async () => {
    const { mobile, wechatApi, navigator, last } = setup();
    await mobile.start("10001", "/event/10001/watch/20007?lang=en");
    const from = encodeURIComponent("/event/10001/watch/20007?lang=en");
    expect(wechatApi.argsOf("getAuthUrl")).toEqual([
      [{ type: 3, redirectUri: `https://live.example.com${RESULT_PAGE}?event=10001&from=${from}`, eventNumber: "10001" }],
    ]);
    expect(navigator.departures).toEqual(["https://open.weixin.example/connect/oauth2/authorize?state=st-1"]);
    expect(last().status).toBe("redirecting");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/"],
    ["nothing", undefined],
  ])("leaves `from` out of the redirectUri for %s", async (_name, from) => {
    const { mobile, wechatApi } = setup();
    await mobile.start("10001", from);
    expect(wechatApi.argsOf("getAuthUrl")[0]?.[0]).toMatchObject({ redirectUri: `https://live.example.com${RESULT_PAGE}?event=10001` });
  });

  it("a failed auth url shows its message and stays", async () => {
    const { mobile, navigator, last } = setup({ wechatApi: new ScriptedWechatApi({ getAuthUrl: new ApiFailure("network", "", 0, "") }) });
    await mobile.start("10001");
    expect(navigator.departures).toEqual([]);
    expect(last()).toMatchObject({ status: "error", messageKey: "error.networkTimeout" });
  });
});

describe("WechatMobileLogin.complete", () => {
  it.each([
    ["no code", { code: null, state: "st-1" }],
    ["no state", { code: "c-1", state: null }],
    ["an empty code", { code: "", state: "st-1" }],
  ])("says '参数不能为空' with %s, without a call", async (_name, query) => {
    const { mobile, wechatApi, notifier, last } = setup({ at: resultPage("event=10001") });
    await mobile.complete(query);
    expect(notifier.notices).toEqual([{ level: "error", key: "error.paramsRequired" }]);
    expect(last()).toMatchObject({ status: "error", messageKey: "error.paramsRequired" });
    expect(wechatApi.calls).toEqual([]);
  });

  it("refuses a result page without a valid event, without spending the code", async () => {
    const { mobile, wechatApi, last } = setup({ at: resultPage("event=..%2Fx") });
    await mobile.complete(code);
    expect(wechatApi.calls).toEqual([]);
    expect(last()).toMatchObject({ status: "error", messageKey: "error.invalidEvent" });
  });

  it("logged in (2): stores the token for the query's event and goes to `from`", async () => {
    const from = encodeURIComponent("/event/10001/watch/20007?lang=en");
    const { mobile, wechatApi, tokenStore, navigator, last } = setup({ at: resultPage(`event=10001&from=${from}`) });
    await mobile.complete(code);
    expect(wechatApi.argsOf("authorize")).toEqual([[{ code: "c-1", state: "st-1" }]]);
    expect(tokenStore.get("10001")).toEqual(formFixtures.wechatOutcome(2).tokens);
    expect(navigator.lastPath).toBe("/event/10001/watch/20007?lang=en");
    expect(navigator.navigations.at(-1)?.options).toEqual({ replace: true, search: "" });
    expect(last().status).toBe("done");
  });

  it.each([
    ["without from", "event=10001"],
    ["with a from to another site", `event=10001&from=${encodeURIComponent("https://evil.example/")}`],
  ])("logged in (2) %s: goes to the event's main room", async (_name, query) => {
    const { mobile, navigator } = setup({ at: resultPage(query) });
    await mobile.complete(code);
    expect(navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it("logged in (2) when the event cannot be read: goes to the event root, which enters with the stored token", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: new ApiFailure("network", "", 0, "") });
    const { mobile, navigator, tokenStore } = setup({ at: resultPage("event=10001"), api });
    await mobile.complete(code);
    expect(tokenStore.get("10001")).not.toBeNull();
    expect(navigator.lastPath).toBe("/event/10001/");
  });

  it("bound elsewhere (4): raises the warning and stores nothing", async () => {
    const wechatApi = new ScriptedWechatApi({ authorize: formFixtures.wechatOutcome(4) });
    const { mobile, tokenStore, last } = setup({ wechatApi, at: resultPage("event=10001") });
    await mobile.complete(code);
    expect(last()).toMatchObject({ status: "error", boundElsewhere: true });
    expect(tokenStore.get("10001")).toBeNull();
  });

  it("needs more user info (14): leaves for the auth url", async () => {
    const wechatApi = new ScriptedWechatApi({ authorize: formFixtures.wechatOutcome(14) });
    const { mobile, navigator, last } = setup({ wechatApi, at: resultPage("event=10001") });
    await mobile.complete(code);
    expect(navigator.departures).toEqual([formFixtures.wechatOutcome(14).authUrl]);
    expect(last().status).toBe("redirecting");
  });

  it("snapshot user (16): emits on snapshotUser$", async () => {
    const wechatApi = new ScriptedWechatApi({ authorize: formFixtures.wechatOutcome(16) });
    const { mobile, snapshots, last } = setup({ wechatApi, at: resultPage("event=10001") });
    await mobile.complete(code);
    expect(snapshots()).toBe(1);
    expect(last()).toMatchObject({ status: "error", messageKey: "wechat.snapshotUser", boundElsewhere: false });
  });

  it.each([
    ["missing data (3)", 3],
    ["an error (7)", 7],
    ["not logged in (1)", 1],
  ])("%s shows the server's message", async (_name, loginType) => {
    const wechatApi = new ScriptedWechatApi({ authorize: formFixtures.wechatOutcome(loginType, "授权失败，请重试") });
    const { mobile, last, tokenStore } = setup({ wechatApi, at: resultPage("event=10001") });
    await mobile.complete(code);
    expect(last()).toMatchObject({ status: "error", messageKey: "error.code.100016", messageText: "授权失败，请重试" });
    expect(tokenStore.get("10001")).toBeNull();
  });

  it("a failed authorize keeps the catalogue's message, no toast", async () => {
    const wechatApi = new ScriptedWechatApi({ authorize: new ApiFailure("body", "100400", 200, "") });
    const { mobile, notifier, last } = setup({ wechatApi, at: resultPage("event=10001") });
    await mobile.complete(code);
    expect(last()).toMatchObject({ status: "error", messageKey: "error.paramsRequired" });
    expect(notifier.notices).toEqual([]);
  });
});
