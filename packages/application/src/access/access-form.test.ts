import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import {
  InMemoryTokenStore,
  InstantCaptchaSolver,
  RecordingNavigator,
  ScriptedApiGateway,
  ScriptedLoginApi,
  createTestContainer,
  demoFixtures,
  formFixtures,
  settle,
} from "../testing";
import type { AccessFormState, AccessFormService } from "./services";

interface Setup {
  accessType?: number;
  api?: ScriptedApiGateway;
  loginApi?: ScriptedLoginApi;
  captchaSolver?: InstantCaptchaSolver;
}

function setup({ accessType = 2, api, loginApi, captchaSolver }: Setup = {}) {
  const gateway = api ?? new ScriptedApiGateway();
  gateway.script.getAccessConfig = { ...demoFixtures.accessConfig(), accessType };
  const harness = createTestContainer({
    api: gateway,
    tokenStore: new InMemoryTokenStore(),
    navigator: new RecordingNavigator("/event/10001/access?lang=en"),
    ...(loginApi ? { loginApi } : {}),
    ...(captchaSolver ? { captchaSolver } : {}),
  });
  const form = harness.container.get<AccessFormService>(APP_TOKENS.AccessForm);
  const states: AccessFormState[] = [];
  form.state$.subscribe((state) => states.push(state));
  const last = () => states.at(-1)!;
  return { ...harness, form, states, last };
}

const solution = (n: number) => formFixtures.captchaSolution(formFixtures.captchaChallenge(n));
const authCalls = (api: ScriptedApiGateway) => api.callsTo("authenticateAccess").map((call) => call.args[0]);

describe("AccessForm: password gate", () => {
  it("authenticates with the password, the captcha and the device, stores the token and opens the main room", async () => {
    const { form, api, tokenStore, navigator, last } = setup();
    form.open("10001");
    await expect(form.submit({ secret: " livehall" })).resolves.toBe(true);
    expect(authCalls(api)).toEqual([
      {
        tenantId: "t-demo",
        eventId: "e-10001",
        accessType: 2,
        verifyCode: " livehall",
        captcha: { ...solution(1) },
        browserFingerprint: "device-test",
      },
    ]);
    expect(tokenStore.get("10001")).toEqual(demoFixtures.tokenRecord());
    expect(navigator.navigations).toEqual([{ path: "/event/10001/watch/20001", options: { replace: true } }]);
    expect(last()).toMatchObject({ status: "done", messageKey: null });
  });

  it("reloads the event after storing the token, so the viewer shows", async () => {
    const { form, api } = setup();
    form.open("10001");
    await form.submit({ secret: "livehall" });
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
  });

  it.each([
    ["the page the viewer came from", { from: "/event/10001/watch/20007?x=1" }, "/event/10001/watch/20007?x=1"],
    ["a same-site absolute from as a path", { from: "https://live.example.com/event/10001/meeting/20002" }, "/event/10001/meeting/20002"],
    ["the main room instead of another site", { from: "https://evil.example/phish" }, "/event/10001/watch/20001"],
    ["the main room instead of a protocol-relative from", { from: "//evil.example/phish" }, "/event/10001/watch/20001"],
    ["a requested room", { roomNumber: "20009" }, "/event/10001/watch/20009"],
  ])("goes on to %s", async (_name, options, expected) => {
    const { form, navigator } = setup();
    form.open("10001", options);
    await form.submit({ secret: "livehall" });
    expect(navigator.lastPath).toBe(expected);
  });

  it.each([
    ["with a Retry-After", 30, { messageKey: "error.retryAfter", messageValues: { seconds: 30 } }],
    ["without one", null, { messageKey: "error.code.100105" }],
  ])("a rate-limited password guess (HTTP 429) %s says how long to wait", async (_case, seconds, message) => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("http", "100105", 429, "Too many requests", seconds) });
    const { form, last } = setup({ api });
    form.open("10001");
    await expect(form.submit({ secret: "guess" })).resolves.toBe(false);
    expect(last()).toEqual(expect.objectContaining({ status: "failed", ...message }));
    if (seconds === null) expect(last().messageValues).toBeUndefined();
  });

  it("refuses an empty password without a call", async () => {
    const { form, api, last } = setup();
    form.open("10001");
    await expect(form.submit({ secret: "" })).resolves.toBe(false);
    expect(authCalls(api)).toEqual([]);
    expect(last()).toMatchObject({ status: "failed", messageKey: "access.error.secretRequired" });
  });

  it("a wrong password keeps the message in the form (no toast) and sends a fresh captcha next time", async () => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("body", "100102", 200, "密码错误") });
    const { form, notifier, navigator, captchaApi, last } = setup({ api });
    form.open("10001");
    await expect(form.submit({ secret: "nope" })).resolves.toBe(false);
    expect(last()).toMatchObject({ status: "failed", messageKey: "error.code.100102" });
    expect(notifier.notices).toEqual([]);
    expect(navigator.navigations).toEqual([]);
    await settle();
    api.script.authenticateAccess = demoFixtures.tokenRecord();
    await form.submit({ secret: "livehall" });
    // challenge-2 was being prepared for the next request when the reset dropped it for challenge-3.
    const sent = authCalls(api).map((call) => (call as { captcha: { challenge: string } }).captcha.challenge);
    expect(sent).toEqual(["challenge-1", "challenge-3"]);
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(4);
  });

  it("shows the server's own text for a code without a message of its own", async () => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("body", "123456", 200, "活动已满员") });
    const { form, last } = setup({ api });
    form.open("10001");
    await form.submit({ secret: "livehall" });
    expect(last()).toMatchObject({ status: "failed", messageKey: "error.code.100016", messageText: "活动已满员" });
  });

  it("a new message replaces the server text of the previous one", async () => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("body", "123456", 200, "活动已满员") });
    const { form, last } = setup({ api });
    form.open("10001");
    await form.submit({ secret: "livehall" });
    await form.submit({ secret: "" });
    expect(last()).toStrictEqual(expect.objectContaining({ messageKey: "access.error.secretRequired" }));
    expect(last()).not.toHaveProperty("messageText");
  });

  it("a time-out on submit goes to /pageError with the access page as originUrl", async () => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("timeout", "", 0, "") });
    const { form, navigator, notifier, last } = setup({ api });
    form.open("10001");
    await form.submit({ secret: "livehall" });
    expect(navigator.lastPath).toBe(`/pageError?originUrl=${encodeURIComponent("/event/10001/access?lang=en")}`);
    expect(last()).toMatchObject({ status: "failed", messageKey: "error.networkTimeout" });
    expect(notifier.notices).toEqual([]);
  });

  it("a time-out while opening goes to /pageError and submit does nothing", async () => {
    const api = new ScriptedApiGateway();
    const { form, navigator } = setup({ api });
    api.script.getAccessConfig = new ApiFailure("timeout", "", 0, "");
    form.open("10001");
    await expect(form.submit({ secret: "livehall" })).resolves.toBe(false);
    expect(navigator.lastPath).toMatch(/^\/pageError\?originUrl=/);
    expect(authCalls(api)).toEqual([]);
  });

  it("carries out the catalogue's redirect (151006 → landing after 1.5 s) with the message in the form", async () => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("body", "151006", 200, "") });
    const { form, navigator, clock, last } = setup({ api });
    form.open("10001");
    await form.submit({ secret: "livehall" });
    expect(last().messageKey).toBe("error.code.151006");
    clock.advance(1499);
    expect(navigator.navigations).toEqual([]);
    clock.advance(1);
    expect(navigator.lastPath).toBe("/event/10001/landing");
  });

  it("says so when no captcha can be solved, without calling the gate", async () => {
    const captchaSolver = new InstantCaptchaSolver();
    captchaSolver.failWith = new Error("no number in range");
    const { form, api, last } = setup({ captchaSolver });
    form.open("10001");
    await form.submit({ secret: "livehall" });
    expect(authCalls(api)).toEqual([]);
    expect(last()).toMatchObject({ status: "failed", messageKey: "captcha.error.unavailable" });
  });

  it("shows the captcha's progress in its state", async () => {
    const { form, states } = setup();
    form.open("10001");
    await settle();
    const statuses = states.map((state) => state.captcha.status).filter((status, at, all) => status !== all[at - 1]);
    expect(statuses).toEqual(["idle", "solving", "solved"]);
  });
});

describe("AccessForm: white-list gate", () => {
  it("sends a code (codeType 5) with a captcha, then authenticates with the account and the code", async () => {
    const { form, api, loginApi, clock, tokenStore, navigator, last } = setup({ accessType: 3 });
    form.open("10001");
    await expect(form.sendCode(" demo@livehall.test ", 2)).resolves.toBe(true);
    expect(loginApi.argsOf("sendVerificationCode")).toEqual([
      [{ eventId: "e-10001", account: "demo@livehall.test", identityType: 2, codeType: 5, captcha: solution(1) }],
    ]);
    expect(last()).toMatchObject({ status: "idle", codeSentAt: clock.now(), messageKey: null });
    await expect(form.submit({ account: "demo@livehall.test", secret: " 123456 " })).resolves.toBe(true);
    expect(authCalls(api)).toEqual([
      {
        tenantId: "t-demo",
        eventId: "e-10001",
        accessType: 3,
        account: "demo@livehall.test",
        verifyCode: "123456",
        captcha: { ...solution(2) },
        browserFingerprint: "device-test",
      },
    ]);
    expect(tokenStore.get("10001")).not.toBeNull();
    expect(navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it.each([
    ["sending a code without an account", (form: AccessFormService) => form.sendCode("  ", 2)],
    ["submitting without an account", (form: AccessFormService) => form.submit({ secret: "123456" })],
  ])("refuses %s without a call", async (_name, act) => {
    const { form, api, loginApi, last } = setup({ accessType: 3 });
    form.open("10001");
    await expect(act(form)).resolves.toBe(false);
    expect(loginApi.calls).toEqual([]);
    expect(authCalls(api)).toEqual([]);
    expect(last().messageKey).toBe("access.error.accountRequired");
  });

  it("a refused send (HTTP 429, Retry-After 42) shows the wait, resets the captcha and does not count as sent", async () => {
    const loginApi = new ScriptedLoginApi({ sendVerificationCode: new ApiFailure("http", "100105", 429, "A code was just sent", 42) });
    const { form, captchaApi, last } = setup({ accessType: 3, loginApi });
    form.open("10001");
    await expect(form.sendCode("nobody@livehall.test", 2)).resolves.toBe(false);
    expect(last()).toMatchObject({ status: "failed", messageKey: "error.retryAfter", messageValues: { seconds: 42 }, codeSentAt: null });
    await settle();
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(3);
  });

  it("a time-out while sending a code shows the message and stays on the form", async () => {
    const loginApi = new ScriptedLoginApi({ sendVerificationCode: new ApiFailure("timeout", "", 0, "") });
    const { form, navigator, last } = setup({ accessType: 3, loginApi });
    form.open("10001");
    await form.sendCode("demo@livehall.test", 2);
    expect(navigator.navigations).toEqual([]);
    expect(last().messageKey).toBe("error.networkTimeout");
  });
});
