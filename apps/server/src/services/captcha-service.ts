import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { BODY_CODES, type CaptchaChallengeDTO } from "@livehall/wire";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";

/** Default upper bound of the secret number: ~25,000 hashes on average, a few hundred ms in a browser. */
export const DEFAULT_CAPTCHA_MAX_NUMBER = 50_000;
/** How long a challenge may be solved and sent. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Difficulty rises with an address's recent failures (wrong passwords and codes): every
 * `failuresPerStep` failures within `windowMs` double the secret number's range, up to
 * `maxDoublings` times (×32: a few seconds of a browser's work instead of a few hundred ms).
 */
export const CAPTCHA_ESCALATION = { failuresPerStep: 3, maxDoublings: 5, windowMs: 10 * 60 * 1000, trackedAddresses: 10_000 } as const;

const HEX64 = /^[0-9a-f]{64}$/;
/**
 * The exact salt {@link CaptchaService.issue} makes: 24 hex digits and the expiry in whole seconds
 * (always 10 digits until 2286). Exact, because the hash covers `salt + number` as one string: a
 * looser pattern let a solver shift digits of the number into the salt's expiry and stretch it.
 */
const SALT = /^[0-9a-f]{24}\?expires=(\d{10})$/;

const sha256Hex = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The captcha failed: body 100101 (the client fetches a new challenge and tries again). */
const captchaInvalid = (why: string): ApiError => new ApiError(200, BODY_CODES.captchaInvalid, `Captcha invalid: ${why}`);

interface Solution {
  readonly algorithm: string;
  readonly challenge: string;
  readonly salt: string;
  readonly signature: string;
  readonly number: string;
}

function asSolution(value: unknown): Solution | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const fields = ["algorithm", "challenge", "salt", "signature", "number"] as const;
  if (!fields.every((field) => typeof record[field] === "string")) return null;
  return record as unknown as Solution;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA scheme, decision 0012). A challenge is
 * SHA-256(salt + secret number) with the expiry inside the salt and an HMAC signature over the
 * challenge; the client finds the number. {@link verify} checks signature, expiry and hash, and
 * accepts each challenge once (remembered in `used_captchas` until it expires). Gate, code and
 * code-login routes call it before doing anything else.
 */
export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: Buffer,
    private readonly now: () => number,
    private readonly maxNumber = DEFAULT_CAPTCHA_MAX_NUMBER,
  ) {}

  /** Recent failures per requesting address (this process), oldest first for eviction. */
  private readonly failures = new Map<string, { count: number; since: number }>();

  /**
   * A fresh challenge for GET /sso/captcha; harder for an address with recent failures
   * ({@link CAPTCHA_ESCALATION}).
   */
  issue(ip = ""): CaptchaChallengeDTO {
    const maxNumber = this.maxNumberFor(ip);
    const expiresSec = Math.ceil((this.now() + CAPTCHA_TTL_MS) / 1000);
    const salt = `${randomBytes(12).toString("hex")}?expires=${expiresSec}`;
    const challenge = sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
    return {
      algorithm: "SHA-256",
      challenge,
      salt,
      maxNumber,
      signature: this.sign(challenge),
      expiresAt: expiresSec * 1000,
    };
  }

  /**
   * Accepts a solved challenge once, or throws body 100101 when it is missing, malformed, forged,
   * expired, wrong or already used.
   */
  async verify(solution: unknown): Promise<void> {
    const s = asSolution(solution);
    if (!s) throw captchaInvalid("missing");
    if (s.algorithm !== "SHA-256" || !HEX64.test(s.challenge) || !/^\d{1,10}$/.test(s.number) || !SALT.test(s.salt)) {
      throw captchaInvalid("malformed");
    }
    const given = Buffer.from(s.signature, "hex");
    const expected = Buffer.from(this.sign(s.challenge), "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw captchaInvalid("bad signature");
    const expiresAt = Number(SALT.exec(s.salt)?.[1] ?? 0) * 1000;
    const now = this.now();
    // Never later than a challenge issued now could say (a clock moved back, or a forged expiry).
    if (expiresAt <= now || expiresAt > now + CAPTCHA_TTL_MS + 1000) throw captchaInvalid("expired");
    if (sha256Hex(`${s.salt}${s.number}`) !== s.challenge) throw captchaInvalid("wrong answer");
    await this.db.deleteFrom("used_captchas").where("expires_at", "<=", now).execute();
    const inserted = await this.db
      .insertInto("used_captchas")
      .values({ challenge: s.challenge, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column("challenge").doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) throw captchaInvalid("already used");
  }

  /** Counts a failed credential (wrong password or code) from `ip`: its next challenges get harder. */
  noteFailure(ip: string): void {
    const now = this.now();
    const entry = this.failures.get(ip);
    const fresh = entry === undefined || now - entry.since > CAPTCHA_ESCALATION.windowMs;
    this.failures.delete(ip);
    this.failures.set(ip, fresh ? { count: 1, since: now } : { count: entry.count + 1, since: entry.since });
    if (this.failures.size > CAPTCHA_ESCALATION.trackedAddresses) {
      const oldest = this.failures.keys().next();
      if (oldest.done !== true) this.failures.delete(oldest.value);
    }
  }

  private maxNumberFor(ip: string): number {
    const entry = this.failures.get(ip);
    if (entry === undefined || this.now() - entry.since > CAPTCHA_ESCALATION.windowMs) return this.maxNumber;
    const doublings = Math.min(CAPTCHA_ESCALATION.maxDoublings, Math.floor(entry.count / CAPTCHA_ESCALATION.failuresPerStep));
    return this.maxNumber * 2 ** doublings;
  }

  private sign(challenge: string): string {
    return createHmac("sha256", this.key).update(challenge).digest("hex");
  }
}
