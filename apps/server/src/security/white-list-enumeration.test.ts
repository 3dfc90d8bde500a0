import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_CODES } from "@livehall/wire";
import { solvedCaptcha } from "../testing/login-flows";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Attacks (issue 11 item 12) on the white-list event 10005 (listed: demo@livehall.test,
 * 13800000000): telling listed from unlisted accounts by the answers, one inbox reached under many
 * "accounts" by address syntax, and signup codes asked for an event that does not sign up.
 */
const CODE = "/api/sso/events/audience/verification-code";
const AUTH = "/api/sso/events/access/auth";
const MINUTE = 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ captchaMaxNumber: 20 });
});
afterAll(async () => {
  await t.stop();
});

const ask = async (account: string, extra: Record<string, unknown> = {}) => {
  const body = {
    virtualEventId: "event-10005",
    account,
    identityType: account.includes("@") ? 2 : 1,
    codeType: 5,
    captcha: await solvedCaptcha(t),
    ...extra,
  };
  const response = await fetch(`${t.url}${CODE}`, postJson(body));
  const answer: unknown = await response.json();
  return { status: response.status, body: answer };
};

const outbox = async (account: string): Promise<unknown[]> =>
  (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(account)}`)).json()) as unknown[];

const enter = async (account: string, verifyCode: string) =>
  (await t.api(AUTH, postJson({ virtualEventId: "event-10005", accessType: 3, account, verifyCode, captcha: await solvedCaptcha(t) }))).body
    .code;

describe("white list: listed and unlisted accounts answer alike", () => {
  it("sending a code: same status and body, same rate limit; only the listed account gets a code", async () => {
    const listed = await ask("demo@livehall.test");
    const unlisted = await ask("stranger@livehall.test");
    expect(unlisted).toEqual(listed);
    expect(listed).toEqual({ status: 200, body: { code: "200", msg: "success", data: null } });
    const listedAgain = await ask("demo@livehall.test");
    const unlistedAgain = await ask("stranger@livehall.test");
    expect(listedAgain.status).toBe(429);
    expect(unlistedAgain.status).toBe(listedAgain.status);
    expect((unlistedAgain.body as { code: string }).code).toBe((listedAgain.body as { code: string }).code);
    expect(await outbox("demo@livehall.test")).toHaveLength(1);
    expect(await outbox("stranger@livehall.test")).toEqual([]);
  });

  it("entering: an unlisted account answers exactly like a listed one with a wrong code", async () => {
    t.advance(MINUTE);
    expect(await enter("stranger@livehall.test", "123456")).toBe(BODY_CODES.verifyCodeWrong);
    expect(await enter("13800000000", "123456")).toBe(BODY_CODES.verifyCodeWrong);
  });
});

describe("white list: one address per account", () => {
  it.each([
    "demo@livehall.test,",
    "demo@livehall.test,attacker@evil.test",
    "demo@livehall.test attacker@evil.test",
    "Demo <demo@livehall.test>",
    "<demo@livehall.test>",
    '"demo@livehall.test"@evil.test',
    "demo@livehall.test;attacker@evil.test",
    "demo@livehall.test\nBcc: attacker@evil.test",
  ])("refuses %j as bad input, sending nothing", async (account) => {
    const answer = await ask(account, { identityType: 2 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: BODY_CODES.badParameter });
    expect(await outbox(account)).toEqual([]);
  });
});

describe("signup codes only for events viewers sign up to", () => {
  it.each([
    ["the white-list event", "event-10005"],
    ["the password event", "event-10002"],
    ["the open demo", "event-10001"],
  ])("refuses a signup code (codeType 4) for %s", async (_case, eventId) => {
    const answer = await ask("victim@livehall.test", { virtualEventId: eventId, codeType: 4 });
    expect(answer.body).toMatchObject({ code: BODY_CODES.accessDenied });
    expect(await outbox("victim@livehall.test")).toEqual([]);
  });

  it("sends one for the signup event (10003)", async () => {
    const answer = await ask("signup@livehall.test", { virtualEventId: "event-10003", codeType: 4 });
    expect(answer.body).toMatchObject({ code: "200" });
    expect(await outbox("signup@livehall.test")).toHaveLength(1);
  });
});
