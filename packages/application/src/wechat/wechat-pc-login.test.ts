import { describe, expect, it } from "vitest";
import { ApiFailure, type WechatLoginOutcome } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, RecordingNavigator, ScriptedWechatApi, createTestContainer, formFixtures, settle } from "../testing";
import type { WechatPcLoginService, WechatPcLoginState } from "./services";

function setup(wechatApi = new ScriptedWechatApi()) {
  const harness = createTestContainer({
    tokenStore: new InMemoryTokenStore(),
    navigator: new RecordingNavigator("/event/10001/watch/20001?lang=en"),
    wechatApi,
  });
  const pc = harness.container.get<WechatPcLoginService>(APP_TOKENS.WechatPcLogin);
  const states: WechatPcLoginState[] = [];
  pc.state$.subscribe((state) => states.push(state));
  /** Lets `seconds` poll intervals pass, each poll's answer arriving before the next. */
  const seconds = async (count: number) => {
    for (let second = 0; second < count; second++) {
      harness.clock.advance(1000);
      await settle();
    }
  };
  return { ...harness, pc, seconds, last: () => states.at(-1)! };
}

/** A status poll that answers "not logged in" until the n-th poll, which answers `outcome`. */
const answersOnPoll = (n: number, outcome: WechatLoginOutcome) => {
  let polls = 0;
  return () => (++polls >= n ? outcome : formFixtures.wechatOutcome(1));
};

describe("WechatPcLogin", () => {
  it("shows the login url with this page as redirectUri and polls once a second", async () => {
    const { pc, wechatApi, seconds, last } = setup();
    await pc.start("10001");
    expect(wechatApi.argsOf("getLoginUrl")).toEqual([["https://live.example.com/event/10001/watch/20001", "10001"]]);
    expect(last()).toEqual({ status: "waiting", loginUrl: "https://live.example.com/dev/wechat/scan?requestId=req-pc", messageKey: null });
    expect(wechatApi.callsTo("getLoginStatus")).toEqual([]);
    await seconds(3);
    expect(wechatApi.argsOf("getLoginStatus")).toEqual([["req-pc"], ["req-pc"], ["req-pc"]]);
  });

  it("polls at most 600 times, then shows the code as expired", async () => {
    const { pc, wechatApi, seconds, clock, last } = setup();
    await pc.start("10001");
    await seconds(599);
    expect(last().status).toBe("waiting");
    await seconds(1);
    expect(wechatApi.callsTo("getLoginStatus")).toHaveLength(600);
    expect(last()).toMatchObject({ status: "expired", messageKey: "wechat.expired" });
    await seconds(5);
    expect(wechatApi.callsTo("getLoginStatus")).toHaveLength(600);
    expect(clock.pending).toBe(0);
  });

  it("logged in (2): stores the tokens, says '微信授权成功' and reloads 1.5 s later", async () => {
    const { pc, seconds, tokenStore, notifier, navigator, clock, last } = setup(
      new ScriptedWechatApi({ getLoginStatus: answersOnPoll(3, formFixtures.wechatOutcome(2)) }),
    );
    await pc.start("10001");
    await seconds(3);
    expect(tokenStore.get("10001")).toEqual(formFixtures.wechatOutcome(2).tokens);
    expect(notifier.notices).toEqual([{ level: "success", key: "success.wechatAuthorized" }]);
    expect(navigator.reloads).toBe(0);
    await seconds(1.5);
    expect(navigator.reloads).toBe(1);
    expect(last().status).toBe("done");
    expect(clock.pending).toBe(0);
  });

  it.each([
    ["bound elsewhere (4)", formFixtures.wechatOutcome(4, "ignored"), { status: "error", messageKey: "wechat.boundElsewhere" }],
    ["snapshot user (16)", formFixtures.wechatOutcome(16), { status: "error", messageKey: "wechat.snapshotUser" }],
    [
      "missing data (3) with the server's text",
      formFixtures.wechatOutcome(3, "缺少数据"),
      { status: "error", messageKey: "error.code.100016", messageText: "缺少数据" },
    ],
    [
      "mobile exists (15) with the server's text",
      formFixtures.wechatOutcome(15, "手机号已存在"),
      { status: "error", messageKey: "error.code.100016", messageText: "手机号已存在" },
    ],
    ["an error (9) without text", formFixtures.wechatOutcome(9), { status: "error", messageKey: "error.code.100016" }],
    ["logged in without tokens", { ...formFixtures.wechatOutcome(2), tokens: null }, { status: "error", messageKey: "error.code.100016" }],
  ])("%s stops polling and shows its message", async (_name, outcome, expected) => {
    const { pc, wechatApi, seconds, tokenStore, navigator, last } = setup(new ScriptedWechatApi({ getLoginStatus: outcome }));
    await pc.start("10001");
    await seconds(5);
    expect(wechatApi.callsTo("getLoginStatus")).toHaveLength(1);
    expect(last()).toStrictEqual({ ...expected, loginUrl: expect.any(String) as string });
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.reloads).toBe(0);
  });

  it("needs more user info (14): leaves for the auth url", async () => {
    const { pc, seconds, navigator } = setup(new ScriptedWechatApi({ getLoginStatus: formFixtures.wechatOutcome(14) }));
    await pc.start("10001");
    await seconds(2);
    expect(navigator.departures).toEqual([formFixtures.wechatOutcome(14).authUrl]);
  });

  it("stop clears the timer: no more polls", async () => {
    const { pc, wechatApi, seconds, clock, last } = setup();
    await pc.start("10001");
    await seconds(2);
    pc.stop();
    expect(clock.pending).toBe(0);
    await seconds(5);
    expect(wechatApi.callsTo("getLoginStatus")).toHaveLength(2);
    expect(last()).toEqual({ status: "idle", loginUrl: null, messageKey: null });
  });

  it("an answer arriving after stop is ignored", async () => {
    let answer: ((outcome: WechatLoginOutcome) => void) | null = null;
    const wechatApi = new ScriptedWechatApi({ getLoginStatus: () => new Promise((resolve) => (answer = resolve)) });
    const { pc, clock, tokenStore, navigator } = setup(wechatApi);
    await pc.start("10001");
    clock.advance(1000);
    pc.stop();
    answer!(formFixtures.wechatOutcome(2));
    await settle();
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.reloads).toBe(0);
  });

  it("a network blip does not end the wait; another failure does, with its message", async () => {
    let polls = 0;
    const wechatApi = new ScriptedWechatApi({
      getLoginStatus: () => {
        polls += 1;
        return polls === 1 ? new ApiFailure("timeout", "", 0, "") : new ApiFailure("body", "100400", 200, "");
      },
    });
    const { pc, seconds, last } = setup(wechatApi);
    await pc.start("10001");
    await seconds(1);
    expect(last().status).toBe("waiting");
    await seconds(1);
    expect(last()).toMatchObject({ status: "error", messageKey: "error.paramsRequired" });
    await seconds(3);
    expect(polls).toBe(2);
  });

  it("starting again replaces the running poll", async () => {
    const { pc, wechatApi, seconds } = setup();
    await pc.start("10001");
    await pc.start("10001");
    await seconds(1);
    expect(wechatApi.callsTo("getLoginStatus")).toHaveLength(1);
  });

  it("a failed login url shows its message", async () => {
    const { pc, last } = setup(new ScriptedWechatApi({ getLoginUrl: new ApiFailure("network", "", 0, "") }));
    await pc.start("10001");
    expect(last()).toMatchObject({ status: "error", messageKey: "error.networkTimeout" });
  });
});
