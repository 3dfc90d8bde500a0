import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_CODES } from "@livehall/wire";
import { CODE_RULES } from "../services/verification-codes";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Attack (issue 11 item 2): a guesser fires 50 wrong white-list codes at once, spread over two
 * server processes sharing one database. The lock is one atomic statement, so at most five are
 * judged (100104); the rest answer the lock (100106); the right code is dead afterwards.
 */
const WHITE_LIST = { id: "event-10005", account: "demo@livehall.test" } as const;
const SECRET = "code-guess-lock-test-secret-0123456789abcdef";

const wrongOf = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function guess(t: TestServer, code: string): Promise<string> {
  const captcha = await solvedCaptcha(t);
  const body = { virtualEventId: WHITE_LIST.id, accessType: 3, account: WHITE_LIST.account, verifyCode: code, captcha };
  return (await t.api("/api/sso/events/access/auth", postJson(body))).body.code;
}

/** Runs the attack against servers `a` and `b` on one database. */
async function attack(a: TestServer, b: TestServer): Promise<void> {
  const code = await sendCode(a, WHITE_LIST.id, WHITE_LIST.account, 5);
  const wrong = wrongOf(code);
  const captchas = await Promise.all(Array.from({ length: 50 }, (_, i) => solvedCaptcha(i % 2 === 0 ? a : b)));
  const answers = await Promise.all(
    captchas.map(async (captcha, i) => {
      const body = { virtualEventId: WHITE_LIST.id, accessType: 3, account: WHITE_LIST.account, verifyCode: wrong, captcha };
      return (await (i % 2 === 0 ? a : b).api("/api/sso/events/access/auth", postJson(body))).body.code;
    }),
  );
  const judged = answers.filter((answer) => answer === BODY_CODES.verifyCodeWrong).length;
  expect(judged).toBeGreaterThan(0);
  expect(judged).toBeLessThanOrEqual(CODE_RULES.maxWrong);
  expect(answers.filter((answer) => answer !== BODY_CODES.verifyCodeWrong).every((answer) => answer === BODY_CODES.verifyLocked)).toBe(
    true,
  );
  expect(await guess(a, code)).toBe(BODY_CODES.verifyLocked);
  expect(await guess(b, code)).toBe(BODY_CODES.verifyLocked);
  // The lock ends, but the code it guarded was cancelled with it.
  a.advance(CODE_RULES.lockMs + 1_000);
  expect(await guess(a, code)).toBe(BODY_CODES.verifyCodeWrong);
}

// Two servers on one data folder share its database: the SQLite file, or on the suite's PostgreSQL
// pass (LIVEHALL_TEST_DB=postgres) the schema tied to that folder.
describe("50 concurrent wrong codes from two servers on one database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-code-lock-"));
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ dataDir, tokenSecret: SECRET, captchaMaxNumber: 20 });
    b = await startTestServer({ dataDir, tokenSecret: SECRET, captchaMaxNumber: 20 });
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("judges at most five and the right code is dead afterwards", async () => {
    await attack(a, b);
  });
});
