import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO, CaptchaChallengeDTO, PersonalBriefDTO } from "@livehall/wire";
import { signAssertion } from "../services/external-auth";
import { defaultEventsWith, demoDefinition } from "../testing/event-files";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { bearer, postJson, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  // The committed demo events plus 10099, which offers e-mail login only.
  const emailOnly = {
    ...demoDefinition(),
    virtualEventNumber: "10099",
    virtualEventId: "event-10099",
    identityTypes: [2],
    wechatFlag: 0,
    rooms: [{ roomNumber: "99001", roomMode: 1, names: { "zh-Hans": "直播间" } }],
    mainVenueNumber: "99001",
    mainSeminarNumber: "99001",
  };
  t = await startTestServer({ captchaMaxNumber: 50, eventsDir: defaultEventsWith({ "email-only": emailOnly }) });
});
afterAll(async () => {
  await t.stop();
});

const AUTH = "/api/sso/events/access/auth";
const CODE = "/api/sso/events/audience/verification-code";
const EXTERNAL = "/api/sso/events/external/token";
const MINUTE = 60_000;
const SECRET_10006 = "livehall-demo-external-secret-10006";

const auth = async (body: Record<string, unknown>) => (await t.api<AuthResultDTO>(AUTH, postJson({ tenantId: "t-demo", ...body }))).body;

async function viewer(eventNumber: string, accessToken: string) {
  const { body } = await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${eventNumber}`, bearer(accessToken));
  return body.data.liveUserBO;
}

describe("GET /api/sso/captcha", () => {
  it("answers a signed proof-of-work challenge with the configured difficulty", async () => {
    const { status, body } = await t.api<CaptchaChallengeDTO>("/api/sso/captcha");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ algorithm: "SHA-256", maxNumber: 50 });
    expect(body.data.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.expiresAt).toBeGreaterThan(Date.now());
  });
});

describe("POST verification-code", () => {
  const send = async (body: Record<string, unknown>, captcha?: unknown) =>
    t.api(
      CODE,
      postJson({ virtualEventId: "event-10005", identityType: 2, codeType: 5, ...body, captcha: captcha ?? (await solvedCaptcha(t)) }),
    );

  it.each([
    ["an unknown event", { virtualEventId: "event-nope", account: "demo@livehall.test" }, 200, "151001"],
    ["a mobile number sent as e-mail", { account: "13800000000" }, 400, "100400"],
    ["an e-mail sent as mobile", { account: "demo@livehall.test", identityType: 1 }, 400, "100400"],
    ["a four-digit mobile", { account: "1380", identityType: 1 }, 400, "100400"],
    ["a white-list code on an event without a white list", { virtualEventId: "event-10001", account: "demo@livehall.test" }, 200, "100403"],
    [
      "a signup code on an event viewers do not sign up to",
      { virtualEventId: "event-10005", account: "demo@livehall.test", codeType: 4 },
      200,
      "100403",
    ],
    ["an address list", { account: "demo@livehall.test,other@livehall.test" }, 400, "100400"],
    [
      "a login code by mobile where only e-mail is offered",
      { virtualEventId: "event-10099", account: "13800000000", identityType: 1, codeType: 2 },
      200,
      "100068",
    ],
    ["code type 1 (forget), which this server never sends", { account: "demo@livehall.test", codeType: 1 }, 400, "100400"],
  ])("refuses %s", async (_case, body, status, code) => {
    const answer = await send(body);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });

  it.each([
    ["missing", null],
    [
      "not solved",
      { algorithm: "SHA-256", challenge: "0".repeat(64), salt: "x?expires=9999999999", signature: "0".repeat(64), number: "1" },
    ],
  ])("answers 100101 when the captcha is %s", async (_case, captcha) => {
    const body = {
      virtualEventId: "event-10005",
      account: "demo@livehall.test",
      identityType: 2,
      codeType: 5,
      ...(captcha ? { captcha } : {}),
    };
    expect((await t.api(CODE, postJson(body))).body.code).toBe("100101");
  });

  it("refuses a reused captcha, and a second code for the same account within a minute (HTTP 429)", async () => {
    const captcha = await solvedCaptcha(t);
    expect((await send({ account: "13800000000", identityType: 1 }, captcha)).body.code).toBe("200");
    expect((await send({ account: "13800000000", identityType: 1 }, captcha)).body.code).toBe("100101");
    const again = await send({ account: "13800000000", identityType: 1 });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("100105");
    t.advance(MINUTE);
  });
});

describe("POST access/auth — password (10004) and trial + password (10002)", () => {
  it("answers 100101 without a captcha and 100102 for a wrong password", async () => {
    expect((await auth({ virtualEventId: "event-10004", accessType: 2, verifyCode: "livehall" })).code).toBe("100101");
    expect(
      (await auth({ virtualEventId: "event-10004", accessType: 2, verifyCode: "LiveHall", captcha: await solvedCaptcha(t) })).code,
    ).toBe("100102");
  });

  it("lets the right password in as an anonymous viewer, remembering the browser", async () => {
    const answer = await auth({
      virtualEventId: "event-10004",
      accessType: 2,
      verifyCode: "livehall",
      browserFingerprint: "fp-password",
      captcha: await solvedCaptcha(t),
    });
    expect(answer.code).toBe("200");
    expect(await viewer("10004", answer.data.accessToken)).toMatchObject({ userType: 4, email: "", mobile: "" });
    expect(await t.query("select cast(count(*) as integer) as n from sessions where device_id = ?", ["fp-password"])).toEqual([{ n: 1 }]);
  });

  it("refuses a captcha already used by a successful login", async () => {
    const captcha = await solvedCaptcha(t);
    expect((await auth({ virtualEventId: "event-10004", accessType: 2, verifyCode: "livehall", captcha })).code).toBe("200");
    expect((await auth({ virtualEventId: "event-10004", accessType: 2, verifyCode: "livehall", captcha })).code).toBe("100101");
  });

  it("lets a trial viewer in without a credential, and the password in after the trial", async () => {
    const trial = await auth({ virtualEventId: "event-10002", accessType: 2 });
    expect(trial.code).toBe("200");
    expect((await auth({ virtualEventId: "event-10002", accessType: 2, verifyCode: "wrong", captcha: await solvedCaptcha(t) })).code).toBe(
      "100102",
    );
    expect(
      (await auth({ virtualEventId: "event-10002", accessType: 2, verifyCode: "livehall", captcha: await solvedCaptcha(t) })).code,
    ).toBe("200");
  });
});

describe("POST access/auth — white list (10005)", () => {
  const enter = async (account: string, verifyCode: string) =>
    auth({
      virtualEventId: "event-10005",
      accessType: 3,
      account,
      verifyCode,
      browserFingerprint: "fp-white",
      captcha: await solvedCaptcha(t),
    });

  it("answers an account not on the list like a wrong code (100104, decision 0021)", async () => {
    expect((await enter("stranger@livehall.test", "123456")).code).toBe("100104");
  });

  it("lets a listed account in with the code sent to it: an ID viewer, the same one next time", async () => {
    const code = await sendCode(t, "event-10005", "demo@livehall.test", 5);
    const first = await enter("Demo@LiveHall.test", code);
    expect(first.code).toBe("200");
    const who = await viewer("10005", first.data.accessToken);
    expect(who).toMatchObject({ userType: 3, email: "demo@livehall.test" });

    expect((await enter("demo@livehall.test", code)).code).toBe("100104");
    t.advance(MINUTE);
    const again = await enter("demo@livehall.test", await sendCode(t, "event-10005", "demo@livehall.test", 5));
    expect((await viewer("10005", again.data.accessToken))?.liveUserId).toBe(who?.liveUserId);
  });

  it("takes a mobile number on the list, its code texted to the outbox", async () => {
    t.advance(MINUTE);
    const code = await sendCode(t, "event-10005", "13800000000", 5);
    const answer = await enter("13800000000", code);
    expect(answer.code).toBe("200");
    expect(await viewer("10005", answer.data.accessToken)).toMatchObject({ userType: 3, mobile: "13800000000" });
  });

  it("refuses an expired code, and locks the account after five wrong codes", async () => {
    t.advance(MINUTE);
    const stale = await sendCode(t, "event-10005", "demo@livehall.test", 5);
    t.advance(10 * MINUTE);
    expect((await enter("demo@livehall.test", stale)).code).toBe("100104");
    const code = await sendCode(t, "event-10005", "demo@livehall.test", 5);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    // The expired code was the first wrong try; four more make five.
    for (let i = 0; i < 4; i++) expect((await enter("demo@livehall.test", wrong)).code).toBe("100104");
    expect((await enter("demo@livehall.test", code)).code).toBe("100106");
    t.advance(15 * MINUTE);
  });
});

describe("POST access/auth — signup (10003) and external auth (10006)", () => {
  it.each([
    ["event-10003", 1],
    ["event-10006", 4],
  ])("answers 100403 for %s: viewers get in elsewhere", async (virtualEventId, accessType) => {
    expect((await auth({ virtualEventId, accessType, verifyCode: "x", captcha: await solvedCaptcha(t) })).code).toBe("100403");
  });
});

describe("POST external/token", () => {
  // The server's clock (tests above moved it), as the personal brief reports it.
  let now = 0;
  beforeAll(async () => {
    now = (await t.api<PersonalBriefDTO>("/api/watch/personal/breif?virtualEventNumber=10006")).body.data.systemTime;
  });
  const claims = (changes: Record<string, unknown> = {}) => {
    return {
      eventNumber: "10006",
      subject: "alice",
      nickname: "Alice",
      iat: now,
      exp: now + MINUTE,
      nonce: crypto.randomUUID(),
      ...changes,
    };
  };
  const exchange = (assertion: string) => t.api<AuthResultDTO>(EXTERNAL, postJson({ assertion }));

  it("exchanges a signed assertion for an ID viewer's tokens; the same subject is the same viewer", async () => {
    const first = await exchange(signAssertion(claims(), SECRET_10006));
    expect(first.status).toBe(200);
    const who = await viewer("10006", first.body.data.accessToken);
    expect(who).toMatchObject({ userType: 3, nickName: "Alice", nickNameFlag: 1 });
    const second = await exchange(signAssertion(claims({ nickname: "Alice L." }), SECRET_10006));
    expect(await viewer("10006", second.body.data.accessToken)).toMatchObject({ liveUserId: who?.liveUserId, nickName: "Alice L." });
  });

  it("binds the tokens to the event", async () => {
    const { body } = await exchange(signAssertion(claims({ subject: "bob" }), SECRET_10006));
    const other = await t.api(`/api/events/event-10001/rooms/20001/watch-init-new`, bearer(body.data.accessToken));
    expect(other.status).toBe(401);
  });

  it("refuses a replayed assertion", async () => {
    const assertion = signAssertion(claims({ subject: "carol" }), SECRET_10006);
    expect((await exchange(assertion)).status).toBe(200);
    const replay = await exchange(assertion);
    expect([replay.status, replay.body.code]).toEqual([400, "100110"]);
    expect(replay.body.msg).toMatch(/nonce already used/);
  });

  it.each([
    ["signed with another secret", () => signAssertion(claims(), "not-the-event-secret-at-all")],
    [
      "with a changed subject",
      () => {
        const [, sig] = signAssertion(claims(), SECRET_10006).split(".");
        return `${Buffer.from(JSON.stringify(claims({ subject: "mallory" }))).toString("base64url")}.${sig ?? ""}`;
      },
    ],
    ["expired", () => signAssertion(claims({ iat: now - 3 * MINUTE, exp: now - MINUTE }), SECRET_10006)],
    ["living longer than 5 minutes", () => signAssertion(claims({ iat: now, exp: now + 6 * MINUTE }), SECRET_10006)],
    ["issued in the future", () => signAssertion(claims({ iat: now + 3 * MINUTE, exp: now + 4 * MINUTE }), SECRET_10006)],
    ["for an unknown event", () => signAssertion(claims({ eventNumber: "99999" }), SECRET_10006)],
    ["for an event without external auth", () => signAssertion(claims({ eventNumber: "10001" }), SECRET_10006)],
    ["without a subject", () => signAssertion(claims({ subject: "" }), SECRET_10006)],
    ["with a short nonce", () => signAssertion(claims({ nonce: "1" }), SECRET_10006)],
    ["with seconds instead of ms", () => signAssertion(claims({ iat: "now" }), SECRET_10006)],
    ["that is not base64 JSON", () => "bm90IGpzb24.c2ln"],
    ["without a signature", () => "abc"],
  ])("answers 400/100110 for an assertion %s", async (_case, make) => {
    const answer = await exchange(make());
    expect([answer.status, answer.body.code]).toEqual([400, "100110"]);
  });
});
