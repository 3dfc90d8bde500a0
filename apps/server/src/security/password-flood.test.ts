import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_CODES, type CaptchaChallengeDTO } from "@livehall/wire";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { DEFAULT_SCRYPT_LIMITS, scryptGate } from "../services/scrypt-gate";
import { solvedCaptcha } from "../testing/login-flows";
import { solveCaptcha } from "../testing/solve-captcha";
import { startTestRedis, redisSkipReason, type TestRedis } from "../testing/redis-server";
import { createTestSchema, postgresSkipReason, type TestSchema } from "../testing/test-database";
import { demoAndPasswordEvent, TEST_PASSWORD } from "../testing/event-files";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Attacks on the password gate: a guess flood from one address, guesses spread
 * over many addresses on one event, a burst of guesses that would each cost a scrypt run, and the
 * same flood against two processes sharing Redis. Event 10002 has password access.
 */
const AUTH = "/api/sso/events/access/auth";
const PASSWORD_EVENT = "event-10002";

const guessBody = (password: string, captcha: unknown) => ({
  virtualEventId: PASSWORD_EVENT,
  accessType: 2,
  verifyCode: password,
  captcha,
});
const fakeCaptcha = {
  algorithm: "SHA-256",
  challenge: "0".repeat(64),
  salt: `${"0".repeat(24)}?expires=9999999999`,
  signature: "0".repeat(64),
  number: "1",
};

async function post(t: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${AUTH}`, postJson(body, headers));
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as { code: string; msg: string },
  };
}

function expectLimited(answer: Awaited<ReturnType<typeof post>>): void {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe(BODY_CODES.rateLimited);
  expect(answer.body.msg).toEqual(expect.any(String));
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe("a guess flood from one address", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ captchaMaxNumber: 20, eventsDir: demoAndPasswordEvent() });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("gets HTTP 429 with the envelope and Retry-After once the per-address budget is spent", async () => {
    const answers = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.ssoPostsPerIpPerMinute + 5; i++)
      answers.push(await post(t, guessBody(`guess-${i}`, fakeCaptcha)));
    expect(
      answers.slice(0, DEFAULT_RATE_LIMITS.ssoPostsPerIpPerMinute).every((answer) => answer.body.code === BODY_CODES.captchaInvalid),
    ).toBe(true);
    for (const answer of answers.slice(DEFAULT_RATE_LIMITS.ssoPostsPerIpPerMinute)) expectLimited(answer);
    // Reading the event and refreshing a token still work for that address (only the guessing budget is spent).
    expect((await t.api("/api/watch/personal/breif?virtualEventNumber=10002")).status).toBe(200);
    expect((await t.api("/api/sso/events/audience/refresh-token", postJson({ refreshToken: "not-a-token" }))).body.code).toBe("100043");
  });
});

describe("guesses spread over many addresses on one event", () => {
  let t: TestServer;
  const FAILURES = 8;
  const PER_ADDRESS = 2;
  beforeAll(async () => {
    t = await startTestServer({
      captchaMaxNumber: 20,
      eventsDir: demoAndPasswordEvent(),
      trustProxy: 1,
      rateLimits: { failuresPerSecretPerHour: FAILURES, attemptsPerAddressPerSecretPerHour: PER_ADDRESS },
    });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("are metered per address once the event's budget is spent: a fresh address still gets in, a guessing one is refused", async () => {
    for (let i = 0; i < FAILURES; i++) {
      const answer = await post(t, guessBody(`guess-${i}`, await solvedCaptcha(t)), { "x-forwarded-for": `203.0.113.${i + 1}` });
      expect(answer.body.code).toBe(BODY_CODES.passwordWrong);
    }
    const fresh = await post(t, guessBody(TEST_PASSWORD, await solvedCaptcha(t)), { "x-forwarded-for": "198.51.100.7" });
    expect(fresh.body.code).toBe("200");
    const guesser = { "x-forwarded-for": "203.0.113.1" };
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await post(t, guessBody(`again-${i}`, await solvedCaptcha(t)), guesser)).body.code).toBe(BODY_CODES.passwordWrong);
    expectLimited(await post(t, guessBody(TEST_PASSWORD, await solvedCaptcha(t)), guesser));
    const demo = await t.api(AUTH, postJson({ virtualEventId: "event-10001", accessType: 0 }, guesser));
    expect(demo.body.code).toBe("200");
  });

  it("raises the captcha's difficulty for an address that keeps failing", async () => {
    const ip = { "x-forwarded-for": "192.0.2.50" };
    const difficulty = async (headers: Record<string, string>) =>
      (await t.api<CaptchaChallengeDTO>("/api/sso/captcha", { headers })).body.data.maxNumber;
    // A fresh server keeps this one independent of the test above.
    expect(await difficulty(ip)).toBe(20);
    const other = await startTestServer({ captchaMaxNumber: 20, eventsDir: demoAndPasswordEvent(), trustProxy: 1 });
    try {
      for (let i = 0; i < 6; i++) {
        const { body } = await other.api<CaptchaChallengeDTO>("/api/sso/captcha", { headers: ip });
        expect((await post(other, guessBody(`wrong-${i}`, solveCaptcha(body.data)), ip)).body.code).toBe(BODY_CODES.passwordWrong);
      }
      expect((await other.api<CaptchaChallengeDTO>("/api/sso/captcha", { headers: ip })).body.data.maxNumber).toBe(4 * 20);
      expect(
        (await other.api<CaptchaChallengeDTO>("/api/sso/captcha", { headers: { "x-forwarded-for": "192.0.2.51" } })).body.data.maxNumber,
      ).toBe(20);
    } finally {
      await other.stop();
    }
  });
});

describe("50 concurrent guesses with solved captchas", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ captchaMaxNumber: 20, eventsDir: demoAndPasswordEvent() });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("never run more than the gate's scrypt slots at once, and the server keeps answering", async () => {
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha(t)));
    scryptGate.resetPeak();
    const flood = Promise.all(captchas.map((captcha, i) => post(t, guessBody(`guess-${i}`, captcha))));
    const brief = await t.api("/api/watch/personal/breif?virtualEventNumber=10002");
    const answers = await flood;
    expect(brief.status).toBe(200);
    expect(scryptGate.gauge().peak).toBeGreaterThan(0);
    expect(scryptGate.gauge().peak).toBeLessThanOrEqual(DEFAULT_SCRYPT_LIMITS.running);
    for (const answer of answers) {
      if (answer.status === 429) expectLimited(answer);
      else expect(answer.body.code).toBe(BODY_CODES.passwordWrong);
    }
  });
});

// Several processes (REDIS_URL) need PostgreSQL: both servers share one schema.
describe.skipIf((redisSkipReason ?? postgresSkipReason) !== null)("a flood over two processes sharing Redis and PostgreSQL", () => {
  let redis: TestRedis;
  let schema: TestSchema;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis();
    schema = await createTestSchema();
    const shared = { captchaMaxNumber: 20, eventsDir: demoAndPasswordEvent(), redisUrl: redis.url, databaseUrl: schema.databaseUrl };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await redis.stop();
    await schema.drop();
  });

  it("counts one budget: together the two processes answer at most the per-address budget", async () => {
    const budget = DEFAULT_RATE_LIMITS.ssoPostsPerIpPerMinute;
    const answers = [];
    for (let i = 0; i < budget + 10; i++) answers.push(await post(i % 2 === 0 ? a : b, guessBody(`guess-${i}`, fakeCaptcha)));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(budget);
    for (const answer of answers.slice(budget)) expectLimited(answer);
  });
});
