import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgreementsDTO, AuthResultDTO, IdentityConfigListDTO, PersonalBriefDTO } from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Events: 10001 the demo (identity types [2, 1, 3], WeChat on, agreements with both flags,
 * duplicate devices forbidden); 10201 a variant offering mobile only, no agreements, nicknames
 * fixed once set (nicknameChangeFlag 0), rooms 50001/50002.
 */
const MOBILE_ONLY = { id: "event-10201", number: "10201", room: "50001" } as const;
const CONSENT = {
  privacyPolicyVersion: "2025.1",
  privacyPolicyLanguageType: "zh-Hans",
  userAgreementVersion: "2025.1",
  userAgreementLanguageType: "zh-Hans",
};

let t: TestServer;
beforeAll(async () => {
  const demo = demoDefinition();
  const { agreements: _none, ...plain } = demo;
  const mobileOnly = {
    ...plain,
    virtualEventNumber: MOBILE_ONLY.number,
    virtualEventId: MOBILE_ONLY.id,
    tenantId: "t-other",
    identityTypes: [1],
    wechatFlag: 0,
    nicknameChangeFlag: 0,
    duplication: [],
    mainVenueNumber: "50001",
    mainSeminarNumber: "50002",
    rooms: [
      { roomNumber: "50001", roomMode: 1, names: { "zh-Hans": "直播间" } },
      { roomNumber: "50002", roomMode: 3, names: { "zh-Hans": "研讨会" } },
    ],
  };
  t = await startTestServer({ eventsDir: eventsDirWith({ demo, mobileOnly }), captchaMaxNumber: 500 });
});
afterAll(async () => {
  await t.stop();
});

const LOGIN = "/api/sso/events/login-code";
const brief = async (token: string, number: string = DEMO.number) =>
  (await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${number}`, bearer(token))).body.data.liveUserBO;

/** Accounts must differ per test: codes are rate-limited per account (one a minute). */
let accounts = 0;
const nextEmail = () => `viewer${++accounts}@example.com`;

async function codeLogin(account: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const code = await sendCode(t, DEMO.id, account, 2);
  return t.api<AuthResultDTO>(
    LOGIN,
    postJson(
      { code, identityType: 2, virtualEventNumber: DEMO.number, account, captcha: await solvedCaptcha(t), ...CONSENT, ...extra },
      headers,
    ),
  );
}

describe("GET /api/events/{eventId}/identity-configs", () => {
  it.each([
    [DEMO.id, [2, 1, 3]],
    [MOBILE_ONLY.id, [1]],
  ])("lists what %s offers, in order", async (eventId, types) => {
    const { body } = await t.api<IdentityConfigListDTO>(`/api/events/${eventId}/identity-configs`);
    expect(body.data.list).toEqual(types.map((identityType) => ({ identityType, identityFlag: 1 })));
  });

  it("answers 151001 for an unknown event", async () => {
    expect((await t.api("/api/events/event-nope/identity-configs")).body.code).toBe("151001");
  });
});

describe("POST /api/sso/events/login-code", () => {
  it("logs in as an ID audience with the e-mail as account; the same account is the same audience", async () => {
    const account = nextEmail();
    const first = await codeLogin(account.toUpperCase());
    expect(first.body.code).toBe("200");
    const user = await brief(first.body.data.accessToken);
    expect(user).toMatchObject({ userType: 3, email: account, mobile: "" });
    t.advance(61_000);
    try {
      const again = await codeLogin(account);
      expect((await brief(again.body.data.accessToken))?.liveUserId).toBe(user?.liveUserId);
    } finally {
      t.advance(-61_000);
    }
  });

  it("keeps the nickname an anonymous viewer chose", async () => {
    const anonymous = await demoTokens(t);
    await t.api(`/api/events/${DEMO.id}/audiences`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${anonymous.accessToken}` },
      body: JSON.stringify({ name: "小红" }),
    });
    const login = await codeLogin(nextEmail(), {}, { authorization: `Bearer ${anonymous.accessToken}` });
    expect(await brief(login.body.data.accessToken)).toMatchObject({ userType: 3, nickName: "小红", nickNameFlag: 1 });
  });

  it("a second login of the account from another browser supersedes the first (100050)", async () => {
    const account = nextEmail();
    const laptop = await codeLogin(account, { browserFingerprint: "fp-laptop" });
    t.advance(61_000);
    try {
      const phone = await codeLogin(account, { browserFingerprint: "fp-phone" });
      const watchWith = (tokens: AuthResultDTO) =>
        t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(tokens.accessToken));
      expect((await watchWith(laptop.body.data)).body.code).toBe("100050");
      expect((await watchWith(phone.body.data)).body.code).toBe("200");
    } finally {
      t.advance(-61_000);
    }
  });

  it("answers 100104 for a wrong code and 100101 without a captcha", async () => {
    const account = nextEmail();
    await sendCode(t, DEMO.id, account, 2);
    const wrong = await t.api(
      LOGIN,
      postJson({ code: "000000", identityType: 2, virtualEventNumber: DEMO.number, account, captcha: await solvedCaptcha(t), ...CONSENT }),
    );
    expect(wrong.body.code).toBe("100104");
    const noCaptcha = await t.api(
      LOGIN,
      postJson({ code: "123456", identityType: 2, virtualEventNumber: DEMO.number, account, ...CONSENT }),
    );
    expect(noCaptcha.body.code).toBe("100101");
  });

  it("answers 100068 for an identity type the event does not offer", async () => {
    const { status, body } = await t.api(
      LOGIN,
      postJson({
        code: "123456",
        identityType: 2,
        virtualEventNumber: MOBILE_ONLY.number,
        account: "a@example.com",
        captcha: await solvedCaptcha(t),
      }),
    );
    expect(status).toBe(200);
    expect(body.code).toBe("100068");
  });

  it.each([
    ["a mobile number sent as e-mail", { identityType: 2, account: "13800000000" }, /e-mail/],
    ["WeChat as a code login", { identityType: 3, account: "someone" }, /account/],
    [
      "no privacy-policy version where the event shows one",
      { identityType: 2, account: "p@example.com", privacyPolicyVersion: undefined },
      /privacyPolicyVersion/,
    ],
    ["no code", { identityType: 2, account: "p@example.com", code: undefined }, /code/],
  ])("answers 100400 for %s", async (_case, change, message) => {
    const body = { code: "123456", virtualEventNumber: DEMO.number, captcha: await solvedCaptcha(t), ...CONSENT, ...change };
    const answer = await t.api(LOGIN, postJson(body));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
    expect(answer.body.msg).toMatch(message);
  });
});

describe("GET /api/tenants/agreements", () => {
  it("answers the agreements of the event with that room", async () => {
    const { body } = await t.api<AgreementsDTO>(`/api/tenants/agreements?tenantId=${DEMO.tenantId}&roomId=${DEMO.mainRoom}`);
    expect(body.data).toMatchObject({ cookieFlag: 1, privacyPolicyFlag: 1, userAgreementFlag: 1 });
    expect(body.data.privacyPolicies.map((p) => p.languageType)).toEqual(["zh-Hans", "en", "zh-Hant", "ar"]);
    expect(body.data.privacyPolicies[0]).toMatchObject({ agreementVersion: "2025.1", defaultFlag: 1, agreementType: 1 });
    expect(body.data.userAgreements[0]?.agreementType).toBe(2);
  });

  it("falls back to the tenant's first event when the room is not named or unknown", async () => {
    for (const query of [`tenantId=${DEMO.tenantId}`, `tenantId=${DEMO.tenantId}&roomId=room-none`]) {
      expect((await t.api<AgreementsDTO>(`/api/tenants/agreements?${query}`)).body.data.cookieFlag).toBe(1);
    }
  });

  it.each([
    ["an event without agreements", `tenantId=t-other&roomId=${MOBILE_ONLY.room}`],
    ["an unknown tenant", "tenantId=t-nobody"],
  ])("answers empty flags for %s", async (_case, query) => {
    const { body } = await t.api<AgreementsDTO>(`/api/tenants/agreements?${query}`);
    expect(body.data).toEqual({
      cookieFlag: 0,
      privacyPolicyFlag: 0,
      userAgreementFlag: 0,
      privacyPolicies: [],
      userAgreements: [],
      defaultAgreementUrl: "",
    });
  });

  it("answers 100400 without a tenant", async () => {
    expect((await t.api("/api/tenants/agreements")).body.code).toBe("100400");
  });
});

describe("PUT /api/events/{eventId}/audiences (nickname)", () => {
  const put = (eventId: string, token: string | null, body: unknown) =>
    t.api(`/api/events/${eventId}/audiences`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it("sets the trimmed nickname: the personal brief shows it with nickNameFlag 1; changing it is allowed here", async () => {
    const tokens = await demoTokens(t);
    expect(await brief(tokens.accessToken)).toMatchObject({ nickName: "", nickNameFlag: 0 });
    expect((await put(DEMO.id, tokens.accessToken, { name: "  小明  " })).body).toEqual({ code: "200", msg: "success", data: null });
    expect(await brief(tokens.accessToken)).toMatchObject({ nickName: "小明", nickNameFlag: 1 });
    expect((await put(DEMO.id, tokens.accessToken, { name: "小明2" })).body.code).toBe("200");
    expect((await brief(tokens.accessToken))?.nickName).toBe("小明2");
  });

  it("counts characters as people see them: 20 emoji are 20 characters", async () => {
    const tokens = await demoTokens(t);
    expect((await put(DEMO.id, tokens.accessToken, { name: "👍🏽".repeat(20) })).body.code).toBe("200");
  });

  it("answers 100108 when the event forbids changing a nickname once set", async () => {
    const { body } = await t.api<AuthResultDTO>("/api/sso/events/access/auth", postJson({ virtualEventId: MOBILE_ONLY.id, accessType: 0 }));
    const token = body.data.accessToken;
    expect((await put(MOBILE_ONLY.id, token, { name: "First" })).body.code).toBe("200");
    expect((await put(MOBILE_ONLY.id, token, { name: "First" })).body.code).toBe("200");
    const refused = await put(MOBILE_ONLY.id, token, { name: "Second" });
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe("100108");
    expect((await brief(token, MOBILE_ONLY.number))?.nickName).toBe("First");
  });

  it.each([
    ["an empty name", ""],
    ["only spaces", "    "],
    ["21 characters", "x".repeat(21)],
    ["a control character", "a\u0000b"],
    ["a line break", "a\nb"],
  ])("answers 100400 for %s", async (_case, name) => {
    const tokens = await demoTokens(t);
    const answer = await put(DEMO.id, tokens.accessToken, { name });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
    expect(answer.body.msg).toMatch(/name/);
  });

  it("needs the event's token: none or another event's → 401", async () => {
    expect((await put(DEMO.id, null, { name: "x" })).status).toBe(401);
    const { body } = await t.api<AuthResultDTO>("/api/sso/events/access/auth", postJson({ virtualEventId: MOBILE_ONLY.id, accessType: 0 }));
    expect((await put(DEMO.id, body.data.accessToken, { name: "x" })).status).toBe(401);
  });
});
