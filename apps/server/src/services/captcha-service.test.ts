import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { CaptchaSolutionDTO } from "@livehall/wire";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import { manualClock, memoryDatabase } from "../testing/memory-db";
import { solveCaptcha } from "../testing/solve-captcha";
import { CAPTCHA_TTL_MS, CaptchaService } from "./captcha-service";

let db: Kysely<Database>;
let clock: ReturnType<typeof manualClock>;
let captcha: CaptchaService;
const key = Buffer.from("captcha-test-key-captcha-test-key");

beforeEach(async () => {
  db = await memoryDatabase();
  clock = manualClock();
  captcha = new CaptchaService(db, key, clock.now, 200);
});
afterEach(async () => {
  await db.destroy();
});

async function codeOf(attempt: Promise<void>): Promise<string> {
  try {
    await attempt;
    return "accepted";
  } catch (error) {
    if (error instanceof ApiError) return `${error.httpStatus}/${error.code}`;
    throw error;
  }
}

describe("CaptchaService", () => {
  it("issues a signed SHA-256 challenge whose salt carries the expiry", () => {
    const challenge = captcha.issue();
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxNumber: 200, expiresAt: clock.now() + CAPTCHA_TTL_MS });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.salt).toMatch(new RegExp(`\\?expires=${String(challenge.expiresAt / 1000)}$`));
  });

  it("accepts a solution once, then refuses it as reused", async () => {
    const solution = solveCaptcha(captcha.issue());
    expect(await codeOf(captcha.verify(solution))).toBe("accepted");
    expect(await codeOf(captcha.verify(solution))).toBe("200/100101");
  });

  it("refuses a solution after the challenge expired", async () => {
    const solution = solveCaptcha(captcha.issue());
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect(await codeOf(captcha.verify(solution))).toBe("200/100101");
  });

  const tampered: [string, (s: CaptchaSolutionDTO) => unknown][] = [
    ["nothing", () => undefined],
    ["a string", () => "solved"],
    ["a missing number", ({ number: _n, ...rest }) => rest],
    ["a wrong number", (s) => ({ ...s, number: String((Number(s.number) + 1) % 201) })],
    ["a non-numeric number", (s) => ({ ...s, number: "1e3" })],
    ["another algorithm", (s) => ({ ...s, algorithm: "SHA-1" })],
    ["a forged signature", (s) => ({ ...s, signature: "0".repeat(64) })],
    [
      "a signature from another key",
      (s) => ({
        ...s,
        signature: solveCaptcha(new CaptchaService(db, Buffer.from("other-key-other-key"), clock.now, 200).issue()).signature,
      }),
    ],
    ["a later expiry in the salt", (s) => ({ ...s, salt: s.salt.replace(/expires=\d+/, "expires=99999999999") })],
  ];
  it.each(tampered)("refuses %s with 100101", async (_case, change) => {
    const solution = solveCaptcha(captcha.issue());
    expect(await codeOf(captcha.verify(change(solution)))).toBe("200/100101");
  });

  it("refuses a self-made challenge carrying a real signature", async () => {
    const real = captcha.issue();
    const salt = `mine?expires=${String(Math.ceil(clock.now() / 1000) + 600)}`;
    const challenge = createHash("sha256").update(`${salt}1`).digest("hex");
    const forged = { algorithm: "SHA-256", challenge, salt, signature: real.signature, number: "1" };
    expect(await codeOf(captcha.verify(forged))).toBe("200/100101");
  });
});
