import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_CODES, type CaptchaChallengeDTO } from "@livehall/wire";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { solveCaptcha } from "../testing/solve-captcha";
import { startTestRedis, redisSkipReason, type TestRedis } from "../testing/redis-server";
import { createTestSchema, postgresSkipReason, type TestSchema } from "../testing/test-database";
import { TEST_PASSWORD } from "../testing/event-files";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * The lockout attack on a password event: a password event has no account, so a failure budget
 * keyed by event + account is one budget for every viewer. Two addresses spend it with wrong
 * passwords (solved captchas, about 100 a minute); the viewers who know the password must still
 * get in at once, and the guessers must stay under the hourly bound. Event 10002 (committed
 * events) has password access and an anonymous trial.
 */
const AUTH = "/api/sso/events/access/auth";
const EVENT = "event-10002";
const ATTACKERS = ["203.0.113.10", "203.0.113.11"];
/** Under the 60 credential POSTs a minute of one address: only the failure budgets may stop them. */
const GUESSES_PER_ATTACKER = 55;

interface Answer {
  readonly status: number;
  readonly code: string;
  readonly retryAfter: number;
}

async function enter(t: TestServer, ip: string, body: Record<string, unknown>): Promise<Answer> {
  const headers = { "x-forwarded-for": ip };
  const response = await fetch(`${t.url}${AUTH}`, postJson({ virtualEventId: EVENT, accessType: 2, ...body }, headers));
  const envelope = (await response.json()) as { code: string };
  return { status: response.status, code: envelope.code, retryAfter: Number(response.headers.get("retry-after") ?? 0) };
}

/** A password attempt as a browser makes it: a challenge for this address, solved, then the password. */
async function tryPassword(t: TestServer, ip: string, password: string): Promise<Answer> {
  const { body } = await t.api<CaptchaChallengeDTO>("/api/sso/captcha", { headers: { "x-forwarded-for": ip } });
  return enter(t, ip, { verifyCode: password, captcha: solveCaptcha(body.data) });
}

/** Each attacker guesses `rounds` times in turn, request `i` going to `servers[i % servers.length]`. */
async function runAttack(servers: readonly TestServer[], rounds: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const ip of ATTACKERS)
      answers.push(await tryPassword(servers[answers.length % servers.length] as TestServer, ip, `guess-${ip}-${i}`));
  }
  return answers;
}

describe("the lockout attack on a password event (two addresses, ~100 wrong passwords a minute)", () => {
  let t: TestServer;
  let attack: Answer[] = [];
  beforeAll(async () => {
    t = await startTestServer({ captchaMaxNumber: 20, trustProxy: 1 });
    attack = await runAttack([t], GUESSES_PER_ATTACKER);
  }, 120_000);
  afterAll(async () => {
    await t.stop();
  });

  it("lets a fresh address with the right password in at once", async () => {
    const started = Date.now();
    const viewer = await tryPassword(t, "198.51.100.20", TEST_PASSWORD);
    expect(viewer).toMatchObject({ status: 200, code: "200" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("lets twenty viewers behind one address (an office's NAT) in, one after another: getting in gives the attempt back", async () => {
    for (let i = 0; i < 20; i++) expect(await tryPassword(t, "198.51.100.40", TEST_PASSWORD)).toMatchObject({ status: 200, code: "200" });
    // The office's allowance for typos is still whole.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.attemptsPerAddressPerSecretPerHour; i++)
      expect(await tryPassword(t, "198.51.100.40", `typo-${i}`)).toMatchObject({ status: 200, code: BODY_CODES.passwordWrong });
    expect(await tryPassword(t, "198.51.100.40", "typo-again")).toMatchObject({ status: 429, code: BODY_CODES.rateLimited });
  });

  it("still lets a fresh address take the anonymous trial of a password + trial event", async () => {
    expect(await enter(t, "198.51.100.21", {})).toMatchObject({ status: 200, code: "200" });
  });

  it("still judges a fresh address's wrong password (a typo gets its answer, not a refusal)", async () => {
    expect(await tryPassword(t, "198.51.100.22", "typo")).toMatchObject({ status: 200, code: BODY_CODES.passwordWrong });
  });

  it("keeps the guessers under the hourly bound: their judged guesses stop, refused until the hour is over", async () => {
    const limits = DEFAULT_RATE_LIMITS;
    const bound = limits.failuresPerSecretPerHour + ATTACKERS.length * limits.attemptsPerAddressPerSecretPerHour;
    expect(bound).toBeLessThanOrEqual(100);
    const judged = attack.filter((answer) => answer.code === BODY_CODES.passwordWrong);
    expect(judged.length).toBeLessThanOrEqual(bound);
    for (const answer of attack) expect([BODY_CODES.passwordWrong, BODY_CODES.rateLimited]).toContain(answer.code);
    const next = await tryPassword(t, ATTACKERS[0] ?? "", "one-more-guess");
    expect(next).toMatchObject({ status: 429, code: BODY_CODES.rateLimited });
    // Not a minute's pause: the address waits for its hourly window.
    expect(next.retryAfter).toBeGreaterThan(10 * 60);
  });
});

// Several processes (REDIS_URL) need PostgreSQL: both servers share one schema and one Redis.
describe.skipIf((redisSkipReason ?? postgresSkipReason) !== null)("the same attack over two processes sharing Redis", () => {
  const limits = { failuresPerSecretPerHour: 6, attemptsPerAddressPerSecretPerHour: 2 };
  let redis: TestRedis;
  let schema: TestSchema;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis();
    schema = await createTestSchema();
    const shared = { captchaMaxNumber: 20, trustProxy: 1, rateLimits: limits, redisUrl: redis.url, databaseUrl: schema.databaseUrl };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await redis.stop();
    await schema.drop();
  });

  it("counts one budget for both: the guessers stay under it, a fresh address gets in through either", async () => {
    const answers = await runAttack([a, b], 10);
    const bound = limits.failuresPerSecretPerHour + ATTACKERS.length * limits.attemptsPerAddressPerSecretPerHour;
    expect(answers.filter((answer) => answer.code === BODY_CODES.passwordWrong).length).toBeLessThanOrEqual(bound);
    expect(answers.at(-1)).toMatchObject({ status: 429, code: BODY_CODES.rateLimited });
    expect(await tryPassword(a, "198.51.100.30", TEST_PASSWORD)).toMatchObject({ status: 200, code: "200" });
    expect(await tryPassword(b, "198.51.100.31", TEST_PASSWORD)).toMatchObject({ status: 200, code: "200" });
  });
});
