import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_CODES, type CaptchaChallengeDTO, type CaptchaSolutionDTO } from "@livehall/wire";
import { CAPTCHA_TTL_MS } from "../services/captcha-service";
import { solveCaptcha } from "../testing/solve-captcha";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Attack (issue 11 item 14): the proof of work hashes `salt + number` as one string, so a solver
 * could move leading digits of the number into the salt's `expires=` and stretch the challenge's
 * life while the hash still matches. The salt's exact format stops it.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ captchaMaxNumber: 5_000 });
});
afterAll(async () => {
  await t.stop();
});

/** A solved challenge whose number has at least three digits (so some can be shifted). */
async function longSolution(): Promise<CaptchaSolutionDTO> {
  for (;;) {
    const { body } = await t.api<CaptchaChallengeDTO>("/api/sso/captcha");
    const solution = solveCaptcha(body.data);
    if (solution.number.length >= 3) return solution;
  }
}

/** Spends a solution on the password gate: 100101 when the captcha is refused, 100102 when only the password is wrong. */
async function spend(captcha: CaptchaSolutionDTO): Promise<string> {
  const body = { virtualEventId: "event-10002", accessType: 2, verifyCode: "not-the-password", captcha };
  return (await t.api("/api/sso/events/access/auth", postJson(body))).body.code;
}

describe("captcha salt", () => {
  it("refuses digits of the number shifted into the salt's expiry, before and after it runs out", async () => {
    const solution = await longSolution();
    const shifted = { ...solution, salt: `${solution.salt}${solution.number.slice(0, 2)}`, number: solution.number.slice(2) };
    expect(await spend(shifted)).toBe(BODY_CODES.captchaInvalid);
    t.advance(CAPTCHA_TTL_MS + 60_000);
    expect(await spend(shifted)).toBe(BODY_CODES.captchaInvalid);
    expect(await spend(solution)).toBe(BODY_CODES.captchaInvalid);
  });

  it.each([
    ["a second expires parameter", (s: string) => `${s}&expires=9999999999`],
    ["an 11-digit expiry", (s: string) => s.replace(/expires=(\d+)/, "expires=0$1")],
    ["upper-case hex", (s: string) => s.toUpperCase().replace("?EXPIRES=", "?expires=")],
    ["a longer random part", (s: string) => `ab${s}`],
    ["no expiry", (s: string) => s.replace(/\?expires=\d+/, "")],
  ])("refuses a salt with %s", async (_case, mutate) => {
    const { body } = await t.api<CaptchaChallengeDTO>("/api/sso/captcha");
    const solution = solveCaptcha(body.data);
    expect(await spend({ ...solution, salt: mutate(solution.salt) })).toBe(BODY_CODES.captchaInvalid);
  });

  it("still accepts an untouched solution", async () => {
    const { body } = await t.api<CaptchaChallengeDTO>("/api/sso/captcha");
    expect(await spend(solveCaptcha(body.data))).toBe(BODY_CODES.passwordWrong);
  });
});
