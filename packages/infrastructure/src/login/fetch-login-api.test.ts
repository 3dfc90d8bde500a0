import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchLoginApi } from "./fetch-login-api";

const captcha = { algorithm: "SHA-256", challenge: "c", salt: "s", signature: "g", number: "42" };
const tokens = { accessToken: "a", refreshToken: "r", expiration: 9 };

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchLoginApi(http) };
}

describe("FetchLoginApi requests", () => {
  it.each([
    ["getIdentityConfigs", (api: FetchLoginApi) => api.getIdentityConfigs("e 1"), { list: [] }, "GET", "/events/e%201/identity-configs"],
    [
      "getAgreements with a room",
      (api: FetchLoginApi) => api.getAgreements("t-1", "r-1"),
      {},
      "GET",
      "/tenants/agreements?tenantId=t-1&roomId=r-1",
    ],
    ["getAgreements without a room", (api: FetchLoginApi) => api.getAgreements("t-1"), {}, "GET", "/tenants/agreements?tenantId=t-1"],
    ["setNickname", (api: FetchLoginApi) => api.setNickname("e-1", "Ann"), null, "PUT", "/events/e-1/audiences"],
    [
      "sendVerificationCode",
      (api: FetchLoginApi) => api.sendVerificationCode({ eventId: "e-1", account: "a@b.test", identityType: 2, codeType: 2, captcha }),
      null,
      "POST",
      "/sso/events/audience/verification-code",
    ],
    [
      "loginWithCode",
      (api: FetchLoginApi) => api.loginWithCode({ eventNumber: "10001", account: "a@b.test", code: "123456", identityType: 2 }),
      tokens,
      "POST",
      "/sso/events/login-code",
    ],
  ])("%s calls %s %s", async (_name, call, data, method, path) => {
    const { fake, api } = setup();
    fake.ok(data);
    await call(api);
    expect(fake.lastRequest!.init.method).toBe(method);
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}${path}`);
  });

  it("sends the code request with the captcha's five fields", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.sendVerificationCode({
      eventId: "e-1",
      account: "13800000000",
      identityType: 1,
      codeType: 5,
      captcha: { ...captcha, extra: "x" } as typeof captcha,
    });
    expect(sentBody(fake)).toEqual({ virtualEventId: "e-1", account: "13800000000", identityType: 1, codeType: 5, captcha });
  });

  it("sends the nickname as {name}", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.setNickname("e-1", "Ann");
    expect(sentBody(fake)).toEqual({ name: "Ann" });
  });

  it("code login sends only the required fields when no agreement, channel, sharer or fingerprint is given", async () => {
    const { fake, api } = setup();
    fake.ok(tokens);
    expect(await api.loginWithCode({ eventNumber: "10001", account: "a@b.test", code: "123456", identityType: 2 })).toEqual(tokens);
    expect(sentBody(fake)).toEqual({ code: "123456", identityType: 2, virtualEventNumber: "10001", account: "a@b.test" });
  });

  it("code login sends agreement versions and languages, channel, sharer, fingerprint and captcha when given", async () => {
    const { fake, api } = setup();
    fake.ok(tokens);
    await api.loginWithCode({
      eventNumber: "10001",
      account: "a@b.test",
      code: "123456",
      identityType: 2,
      privacyPolicy: { version: "p2", languageType: "en" },
      userAgreement: { version: "u3", languageType: "zh-Hans" },
      channelNumber: "c9",
      sharerId: "s1",
      browserFingerprint: "dev-1",
      captcha,
    });
    expect(sentBody(fake)).toEqual({
      code: "123456",
      identityType: 2,
      virtualEventNumber: "10001",
      account: "a@b.test",
      privacyPolicyVersion: "p2",
      privacyPolicyLanguageType: "en",
      userAgreementVersion: "u3",
      userAgreementLanguageType: "zh-Hans",
      channelNum: "c9",
      sharerId: "s1",
      browserFingerprint: "dev-1",
      captcha,
    });
  });

  it("code login sends only the agreement that is given", async () => {
    const { fake, api } = setup();
    fake.ok(tokens);
    await api.loginWithCode({
      eventNumber: "10001",
      account: "x",
      code: "1",
      identityType: 1,
      userAgreement: { version: "u3", languageType: "en" },
    });
    expect(sentBody(fake)).not.toHaveProperty("privacyPolicyVersion");
    expect(sentBody(fake)).toMatchObject({ userAgreementVersion: "u3", userAgreementLanguageType: "en" });
  });

  it("code login rejects with an ApiFailure when the answer has no access token", async () => {
    const { fake, api } = setup();
    fake.ok({ refreshToken: "r" });
    await expect(api.loginWithCode({ eventNumber: "10001", account: "x", code: "1", identityType: 1 })).rejects.toBeInstanceOf(ApiFailure);
  });

  it("passes a body code through as the ApiFailure (e.g. 100068 identity config changed)", async () => {
    const { fake, api } = setup();
    fake.json({ code: "100068", msg: "changed", data: null });
    await expect(api.loginWithCode({ eventNumber: "10001", account: "x", code: "1", identityType: 1 })).rejects.toMatchObject({
      kind: "body",
      code: "100068",
    });
  });
});

describe("FetchLoginApi mapping", () => {
  it("maps identity configs in the server's order", async () => {
    const { fake, api } = setup();
    fake.ok({
      list: [
        { identityType: 2, identityFlag: 1 },
        { identityType: 1, identityFlag: 0 },
        { identityType: 3, identityFlag: 1 },
      ],
    });
    expect(await api.getIdentityConfigs("e-1")).toEqual([
      { identityType: 2, enabled: true },
      { identityType: 1, enabled: false },
      { identityType: 3, enabled: true },
    ]);
  });

  it.each([
    ["no data", null, []],
    ["a list that is not an array", { list: "1,2" }, []],
    [
      "bad entries",
      { list: [null, 7, { identityFlag: 1 }, { identityType: "2", identityFlag: "1" }, { identityType: 1 }] },
      [
        { identityType: 2, enabled: true },
        { identityType: 1, enabled: false },
      ],
    ],
  ])("maps identity configs with %s defensively", async (_name, data, expected) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getIdentityConfigs("e-1")).toEqual(expected);
  });

  it("maps agreements: flags to booleans, each agreement's fields", async () => {
    const { fake, api } = setup();
    fake.ok({
      cookieFlag: 1,
      privacyPolicyFlag: 1,
      userAgreementFlag: 0,
      privacyPolicies: [{ agreementVersion: "p2", agreementUrl: "/p", defaultFlag: 1, languageType: "zh-Hans", agreementType: 1 }],
      userAgreements: [{ agreementVersion: "u3", agreementUrl: "/u", defaultFlag: 0, languageType: "en", agreementType: 2 }],
      defaultAgreementUrl: "/agreements",
    });
    expect(await api.getAgreements("t-1")).toEqual({
      cookieFlag: true,
      privacyPolicyFlag: true,
      userAgreementFlag: false,
      privacyPolicies: [{ version: "p2", url: "/p", isDefault: true, languageType: "zh-Hans", agreementType: 1 }],
      userAgreements: [{ version: "u3", url: "/u", isDefault: false, languageType: "en", agreementType: 2 }],
      defaultAgreementUrl: "/agreements",
    });
  });

  it.each([
    [
      "no data",
      null,
      {
        cookieFlag: false,
        privacyPolicyFlag: false,
        userAgreementFlag: false,
        privacyPolicies: [],
        userAgreements: [],
        defaultAgreementUrl: "",
      },
    ],
    [
      "bad entries and types",
      { cookieFlag: "1", privacyPolicies: [null, { agreementVersion: 3 }], userAgreements: { 0: "x" }, defaultAgreementUrl: 5 },
      {
        cookieFlag: true,
        privacyPolicies: [{ version: "3", url: "", isDefault: false, languageType: "", agreementType: 1 }],
        userAgreements: [],
        defaultAgreementUrl: "5",
      },
    ],
  ])("maps agreements with %s defensively", async (_name, data, expected) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getAgreements("t-1")).toMatchObject(expected);
  });
});
