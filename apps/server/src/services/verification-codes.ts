import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { BODY_CODES } from "@livehall/wire";
import type { Database } from "../db/schema";
import type { CodeDelivery } from "../delivery/ports";
import { ApiError } from "../http/api-error";
import { normalizeAccount } from "./accounts";

/** Decision 0012's numbers. */
export const CODE_RULES = {
  length: 6,
  validMs: 10 * 60 * 1000,
  /** One send per account per minute… */
  resendAfterMs: 60 * 1000,
  /** …ten per account and twenty per IP address per hour. */
  perAccountPerHour: 10,
  perIpPerHour: 20,
  /** Five wrong codes lock the account's codes for 15 minutes. */
  maxWrong: 5,
  lockMs: 15 * 60 * 1000,
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
}

export interface VerifyCodeInput {
  readonly eventId: string;
  readonly account: string;
  readonly codeType: number;
  readonly code: string;
}

const rateLimited = (message: string): ApiError => new ApiError(429, BODY_CODES.rateLimited, message);
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
    await this.db.deleteFrom("verification_codes").where("created_at", "<=", now - HOUR_MS).execute();
    if (await this.isLocked(input.eventId, account, now)) throw locked();
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
  }

  /**
   * Consumes the code sent to `account` for this event and code type. Throws 100104 when it is
   * wrong, expired or used, 100106 while the account is locked (five wrong tries).
   */
  async verify(input: VerifyCodeInput): Promise<void> {
    const account = normalizeAccount(input.account);
    const now = this.now();
    if (await this.isLocked(input.eventId, account, now)) throw locked();
    const hash = this.hash(input.eventId, account, input.codeType, input.code.trim());
    const match = await this.db
      .selectFrom("verification_codes")
      .select("id")
      .where("event_id", "=", input.eventId)
      .where("account", "=", account)
      .where("code_type", "=", input.codeType)
      .where("code_hash", "=", hash)
      .where("used", "=", 0)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    const consumed = match
      ? await this.db.updateTable("verification_codes").set({ used: 1 }).where("id", "=", match.id).where("used", "=", 0).executeTakeFirst()
      : undefined;
    if (consumed && consumed.numUpdatedRows > 0n) {
      await this.db.deleteFrom("verification_guards").where("event_id", "=", input.eventId).where("account", "=", account).execute();
      return;
    }
    await this.recordWrong(input.eventId, account, now);
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
      throw rateLimited(`A code was just sent: wait ${wait} s before asking again`);
    }
    if (recent.length >= CODE_RULES.perAccountPerHour) throw rateLimited("Too many codes for this account: try again later");
    const fromIp = await this.db
      .selectFrom("verification_codes")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("ip", "=", ip.slice(0, 64))
      .where("created_at", ">", now - HOUR_MS)
      .executeTakeFirstOrThrow();
    if (fromIp.count >= CODE_RULES.perIpPerHour) throw rateLimited("Too many codes from this address: try again later");
  }

  private async isLocked(eventId: string, account: string, now: number): Promise<boolean> {
    const guard = await this.guard(eventId, account);
    return guard !== undefined && guard.locked_until > now;
  }

  private guard(eventId: string, account: string) {
    return this.db
      .selectFrom("verification_guards")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("account", "=", account)
      .executeTakeFirst();
  }

  /** Counts a wrong try; the fifth within the lock window locks the account's codes. */
  private async recordWrong(eventId: string, account: string, now: number): Promise<void> {
    const guard = await this.guard(eventId, account);
    const fresh = guard === undefined || now - guard.last_failed_at > CODE_RULES.lockMs;
    const count = fresh ? 1 : guard.failed_count + 1;
    const values = count >= CODE_RULES.maxWrong
      ? { failed_count: 0, last_failed_at: now, locked_until: now + CODE_RULES.lockMs }
      : { failed_count: count, last_failed_at: now, locked_until: guard?.locked_until ?? 0 };
    await this.db
      .insertInto("verification_guards")
      .values({ event_id: eventId, account, ...values })
      .onConflict((conflict) => conflict.columns(["event_id", "account"]).doUpdateSet(values))
      .execute();
  }

  private hash(eventId: string, account: string, codeType: number, code: string): string {
    return createHmac("sha256", this.key).update(`${eventId}\n${account}\n${codeType}\n${code}`).digest("hex");
  }
}
