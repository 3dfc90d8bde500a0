import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { BODY_CODES } from "@livehall/wire";
import type { Database } from "../db/schema";
import type { CodeDelivery } from "../delivery/ports";
import { ApiError, tooManyRequests } from "../http/api-error";
import { normalizeAccount } from "./accounts";
import { clearAccountTries, countWrongFromIp, GUARD_RULES, ipMayTry, isAccountLocked, reserveAccountTry } from "./code-guards";

/** Decision 0012's numbers. */
export const CODE_RULES = {
  length: 6,
  validMs: 10 * 60 * 1000,
  /** One send per account per minute… */
  resendAfterMs: 60 * 1000,
  /** …ten per account and twenty per IP address per hour. */
  perAccountPerHour: 10,
  perIpPerHour: 20,
  /** Five wrong codes lock the account's codes for 15 minutes (and cancel them). */
  maxWrong: GUARD_RULES.maxWrong,
  lockMs: GUARD_RULES.lockMs,
  /** Thirty wrong codes from one IP address in 15 minutes refuse its tries (429). */
  maxWrongPerIp: GUARD_RULES.maxWrongPerIp,
} as const;
const HOUR_MS = 60 * 60 * 1000;

export interface SendCodeInput {
  readonly eventId: string;
  readonly eventName?: string;
  readonly account: string;
  /** 1 mobile, 2 email. */
  readonly identityType: number;
  /** §3 code type. */
  readonly codeType: number;
  /** Requester's address, for the per-IP limit. */
  readonly ip: string;
  /**
   * Record a send without delivering anything (an account off the white list, decision 0021): the
   * caller answers exactly as for a real send, and the limits count it the same way; the code
   * stored is one nobody was told.
   */
  readonly silent?: boolean;
}

export interface VerifyCodeInput {
  readonly eventId: string;
  readonly account: string;
  readonly codeType: number;
  readonly code: string;
  /** Requester's address, for the per-IP wrong-code limit. */
  readonly ip: string;
}

const locked = (): ApiError => new ApiError(200, BODY_CODES.verifyLocked, "Too many wrong codes: try again in 15 minutes");
const wrongCode = (): ApiError => new ApiError(200, BODY_CODES.verifyCodeWrong, "Wrong or expired verification code");

/**
 * Verification codes (decision 0012): six digits, only an HMAC kept, valid 10 minutes, single use,
 * rate-limited per account and per IP, locked after five wrong tries. The white-list gate, code
 * login and sign-up verification all go through {@link send} and {@link verify}.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: Buffer,
    private readonly delivery: CodeDelivery,
    private readonly now: () => number,
    /** Wait between two sends to one account (decision 0012: 60 s; a deployment may shorten it). */
    private readonly resendAfterMs: number = CODE_RULES.resendAfterMs,
  ) {}

  /**
   * Makes a code for `account` and delivers it. Throws HTTP 429 / 100105 when a limit is reached,
   * 100106 while the account is locked; rethrows a delivery failure after forgetting the code.
   */
  async send(input: SendCodeInput): Promise<void> {
    const account = normalizeAccount(input.account);
    const now = this.now();
    await this.db
      .deleteFrom("verification_codes")
      .where("created_at", "<=", now - HOUR_MS)
      .execute();
    if (await isAccountLocked(this.db, input.eventId, account, now)) throw locked();
    await this.checkLimits(account, input.ip, now);
    const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, "0");
    const id = randomUUID();
    await this.db
      .insertInto("verification_codes")
      .values({
        id,
        event_id: input.eventId,
        account,
        code_type: input.codeType,
        code_hash: this.hash(input.eventId, account, input.codeType, code),
        ip: input.ip.slice(0, 64),
        expires_at: now + CODE_RULES.validMs,
        created_at: now,
      })
      .execute();
    try {
      if (input.silent !== true)
        await this.delivery.deliver({
          to: account,
          identityType: input.identityType,
          code,
          codeType: input.codeType,
          eventName: input.eventName ?? "Livehall",
          validMinutes: CODE_RULES.validMs / 60_000,
        });
    } catch (error) {
      await this.db.deleteFrom("verification_codes").where("id", "=", id).execute();
      throw error;
    }
    // Only the newest code counts: the earlier ones of this event, account and type die now.
    await this.db
      .updateTable("verification_codes")
      .set({ used: 1 })
      .where("event_id", "=", input.eventId)
      .where("account", "=", account)
      .where("code_type", "=", input.codeType)
      .where("used", "=", 0)
      .where("id", "!=", id)
      .execute();
  }

  /**
   * Consumes the code sent to `account` for this event and code type. Throws 100104 when it is
   * wrong, expired, used or replaced by a newer one, 100106 while the account is locked, and
   * HTTP 429 / 100105 when the requester's IP address sent too many wrong codes. Each try is
   * reserved atomically before it is judged (services/code-guards.ts), so at most five tries per
   * account are judged however many arrive at once; the fifth wrong one cancels the live codes.
   */
  async verify(input: VerifyCodeInput): Promise<void> {
    const account = normalizeAccount(input.account);
    const now = this.now();
    if (!(await ipMayTry(this.db, input.ip, now)))
      throw tooManyRequests("Too many wrong codes from this address: try again later", GUARD_RULES.ipWindowMs / 1000);
    const attempt = await reserveAccountTry(this.db, input.eventId, account, now);
    if (attempt === null) throw locked();
    const hash = this.hash(input.eventId, account, input.codeType, input.code.trim());
    const consumed = await this.db
      .updateTable("verification_codes")
      .set({ used: 1 })
      .where("event_id", "=", input.eventId)
      .where("account", "=", account)
      .where("code_type", "=", input.codeType)
      .where("code_hash", "=", hash)
      .where("used", "=", 0)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (consumed.numUpdatedRows > 0n) {
      await clearAccountTries(this.db, input.eventId, account);
      return;
    }
    if (attempt >= CODE_RULES.maxWrong) {
      await this.db
        .updateTable("verification_codes")
        .set({ used: 1 })
        .where("event_id", "=", input.eventId)
        .where("account", "=", account)
        .where("used", "=", 0)
        .execute();
    }
    await countWrongFromIp(this.db, input.ip, now);
    throw wrongCode();
  }

  private async checkLimits(account: string, ip: string, now: number): Promise<void> {
    const recent = await this.db
      .selectFrom("verification_codes")
      .select("created_at")
      .where("account", "=", account)
      .where("created_at", ">", now - HOUR_MS)
      .orderBy("created_at", "desc")
      .execute();
    const last = recent[0]?.created_at;
    if (last !== undefined && now - last < this.resendAfterMs) {
      const wait = Math.ceil((this.resendAfterMs - (now - last)) / 1000);
      throw tooManyRequests(`A code was just sent: wait ${wait} s before asking again`, wait);
    }
    if (recent.length >= CODE_RULES.perAccountPerHour) {
      const oldest = recent.at(-1)?.created_at ?? now;
      throw tooManyRequests("Too many codes for this account: try again later", (oldest + HOUR_MS - now) / 1000);
    }
    const fromIp = await this.db
      .selectFrom("verification_codes")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("ip", "=", ip.slice(0, 64))
      .where("created_at", ">", now - HOUR_MS)
      .executeTakeFirstOrThrow();
    // At most an hour: the oldest of this address's sends leaves the window by then.
    if (fromIp.count >= CODE_RULES.perIpPerHour) throw tooManyRequests("Too many codes from this address: try again later", HOUR_MS / 1000);
  }

  private hash(eventId: string, account: string, codeType: number, code: string): string {
    return createHmac("sha256", this.key).update(`${eventId}\n${account}\n${codeType}\n${code}`).digest("hex");
  }
}
