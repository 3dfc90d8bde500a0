import { describe, expect, it } from "vitest";
import { ApiFailure, type Agreements, type IdentityConfig } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, ScriptedApiGateway, ScriptedLoginApi, createTestContainer, formFixtures, settle } from "../testing";
import type { CodeLoginService, CodeLoginState } from "./services";

function setup(loginApi = new ScriptedLoginApi()) {
  const harness = createTestContainer({ api: new ScriptedApiGateway(), tokenStore: new InMemoryTokenStore(), loginApi });
  const login = harness.container.get<CodeLoginService>(APP_TOKENS.CodeLogin);
  const states: CodeLoginState[] = [];
  login.state$.subscribe((state) => states.push(state));
  return { ...harness, login, last: () => states.at(-1)! };
}

const solution = (n: number) => formFixtures.captchaSolution(formFixtures.captchaChallenge(n));
const config = (identityType: number, enabled = true): IdentityConfig => ({ identityType, enabled });
const withFlags = (privacyPolicyFlag: boolean, userAgreementFlag: boolean): Agreements => ({
  ...formFixtures.agreements(),
  privacyPolicyFlag,
  userAgreementFlag,
});
const input = { account: "13800000000", code: "123456", identityType: 1, agreed: true };

describe("CodeLogin", () => {
  it("loads the event's identity configs and agreements and prepares the captcha", async () => {
    const { login, loginApi, captchaApi, last } = setup();
    await login.load("10001");
    expect(loginApi.argsOf("getIdentityConfigs")).toEqual([["e-10001"]]);
    expect(loginApi.argsOf("getAgreements")).toEqual([["t-demo"]]);
    expect(last()).toMatchObject({ status: "ready", identityTypes: [1, 2], wechatEnabled: false, agreements: formFixtures.agreements() });
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(1);
  });

  it.each([
    ["e-mail first, then mobile, with the chat-app", [config(2), config(1), config(3)], [2, 1], true],
    ["only the enabled ones", [config(1, false), config(2), config(3, false)], [2], false],
    ["not external auth as a tab", [config(4), config(1)], [1], false],
    ["nothing when nothing is enabled", [config(1, false)], [], false],
  ])("offers %s", async (_name, configs, identityTypes, wechatEnabled) => {
    const { login, last } = setup(new ScriptedLoginApi({ getIdentityConfigs: configs }));
    await login.load("10001");
    expect(last()).toMatchObject({ identityTypes, wechatEnabled });
  });

  it("a failed load shows its message and status error", async () => {
    const { login, last, notifier } = setup(new ScriptedLoginApi({ getAgreements: new ApiFailure("network", "", 0, "") }));
    await login.load("10001");
    expect(last()).toMatchObject({ status: "error", messageKey: "error.networkTimeout" });
    expect(notifier.notices).toEqual([]);
  });

  it("sends a login code (codeType 2) with the captcha", async () => {
    const { login, loginApi, clock, last } = setup();
    await login.load("10001");
    await expect(login.sendCode(" 13800000000 ", 1)).resolves.toBe(true);
    expect(loginApi.argsOf("sendVerificationCode")).toEqual([
      [{ eventId: "e-10001", account: "13800000000", identityType: 1, codeType: 2, captcha: solution(1) }],
    ]);
    expect(last()).toMatchObject({ status: "ready", codeSentAt: clock.now(), messageKey: null });
  });

  it("logs in with the code, names the agreements in the viewer's language, stores the tokens and reloads", async () => {
    const { login, loginApi, tokenStore, navigator } = setup();
    await login.load("10001");
    await expect(login.login({ ...input, language: "en" })).resolves.toBe(true);
    expect(loginApi.argsOf("loginWithCode")).toEqual([
      [
        {
          eventNumber: "10001",
          account: "13800000000",
          code: "123456",
          identityType: 1,
          privacyPolicy: { version: "p-2", languageType: "en" },
          userAgreement: { version: "u-3", languageType: "en" },
          browserFingerprint: "device-test",
          captcha: solution(1),
        },
      ],
    ]);
    expect(tokenStore.get("10001")).toEqual(formFixtures.loginTokens());
    expect(navigator.reloads).toBe(1);
  });

  it.each([
    ["a language without its own agreement", "fr"],
    ["no language", undefined],
  ])("names the default agreement for %s", async (_name, language) => {
    const { login, loginApi } = setup();
    await login.load("10001");
    await login.login(language === undefined ? input : { ...input, language });
    expect(loginApi.argsOf("loginWithCode")[0]?.[0]).toMatchObject({
      privacyPolicy: { version: "p-2", languageType: "zh-Hans" },
      userAgreement: { version: "u-3", languageType: "zh-Hans" },
    });
  });

  it.each([
    ["privacy policy only", withFlags(true, false), ["privacyPolicy"]],
    ["user agreement only", withFlags(false, true), ["userAgreement"]],
    ["neither", withFlags(false, false), []],
  ])("sends agreement versions only when their flag is set: %s", async (_name, agreements, expected) => {
    const { login, loginApi } = setup(new ScriptedLoginApi({ getAgreements: agreements }));
    await login.load("10001");
    await login.login(input);
    const request = loginApi.argsOf("loginWithCode")[0]?.[0] as Record<string, unknown>;
    expect(["privacyPolicy", "userAgreement"].filter((key) => key in request)).toEqual(expected);
  });

  it("refuses to log in before the viewer agreed when an agreement applies", async () => {
    const { login, loginApi, last } = setup();
    await login.load("10001");
    await expect(login.login({ ...input, agreed: false })).resolves.toBe(false);
    expect(loginApi.callsTo("loginWithCode")).toEqual([]);
    expect(last()).toMatchObject({ status: "ready", messageKey: "login.error.agreementRequired" });
  });

  it("logs in without ticking anything when no agreement applies", async () => {
    const { login, loginApi } = setup(new ScriptedLoginApi({ getAgreements: withFlags(false, false) }));
    await login.load("10001");
    await expect(login.login({ ...input, agreed: false })).resolves.toBe(true);
    expect(loginApi.callsTo("loginWithCode")).toHaveLength(1);
  });

  it.each([
    ["an account", { ...input, account: " " }, "login.error.accountRequired"],
    ["a code", { ...input, code: "" }, "login.error.codeRequired"],
  ])("refuses to log in without %s", async (_name, attempt, messageKey) => {
    const { login, loginApi, last } = setup();
    await login.load("10001");
    await expect(login.login(attempt)).resolves.toBe(false);
    expect(loginApi.callsTo("loginWithCode")).toEqual([]);
    expect(last().messageKey).toBe(messageKey);
  });

  it("100068 reloads the identity configs so the tabs follow, with the message and a fresh captcha", async () => {
    const loginApi = new ScriptedLoginApi({ loginWithCode: new ApiFailure("body", "100068", 200, "") });
    const { login, captchaApi, last, navigator } = setup(loginApi);
    await login.load("10001");
    loginApi.script.getIdentityConfigs = [config(2)];
    await expect(login.login(input)).resolves.toBe(false);
    expect(loginApi.callsTo("getIdentityConfigs")).toHaveLength(2);
    expect(last()).toMatchObject({ status: "ready", identityTypes: [2], messageKey: "error.code.100068" });
    expect(navigator.reloads).toBe(0);
    await settle();
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(3);
  });

  it("a wrong code shows its message and resets the captcha without reloading identity configs", async () => {
    const loginApi = new ScriptedLoginApi({ loginWithCode: new ApiFailure("body", "100104", 200, "") });
    const { login, captchaApi, last } = setup(loginApi);
    await login.load("10001");
    await login.login(input);
    expect(last()).toMatchObject({ status: "ready", messageKey: "error.code.100104" });
    expect(loginApi.callsTo("getIdentityConfigs")).toHaveLength(1);
    await settle();
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(3);
  });

  it("does nothing before load", async () => {
    const { login, loginApi } = setup();
    await expect(login.sendCode("13800000000", 1)).resolves.toBe(false);
    await expect(login.login(input)).resolves.toBe(false);
    expect(loginApi.calls).toEqual([]);
  });
});
