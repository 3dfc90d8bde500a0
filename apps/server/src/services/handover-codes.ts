import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A hand-over code is redeemable this long: the organiser redirects at once. */
export const HANDOVER_CODE_TTL_MS = 60 * 1000;
/** 32 random bytes, base64url. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** Whose login a redeemed code carries. */
export interface HandOver {
  readonly eventId: string;
  readonly audienceId: string;
}

/**
 * One-time external-auth hand-over codes (decision 0023): instead of tokens in the return URL's
 * query, the organiser gets a random code for the viewer's login and puts it in the fragment; the
 * viewer's browser redeems it once by POST. Only the SHA-256 is stored (`handover_codes`);
 * redeeming deletes the row in the same statement, so two parallel redeems cannot both win.
 */
export class HandOverCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** A new code for `audienceId` of `eventId`, and when it stops working (epoch ms). */
  async issue(eventId: string, audienceId: string): Promise<{ code: string; expiration: number }> {
    const now = this.now();
    await this.db.deleteFrom("handover_codes").where("expires_at", "<=", now).execute();
    const code = randomBytes(32).toString("base64url");
    const expiration = now + HANDOVER_CODE_TTL_MS;
    await this.db
      .insertInto("handover_codes")
      .values({ code_hash: sha256(code), event_id: eventId, audience_id: audienceId, expires_at: expiration })
      .execute();
    return { code, expiration };
  }

  /** Takes the code (once): whose login it carries, or null when unknown, used, expired or malformed. */
  async redeem(code: string): Promise<HandOver | null> {
    if (!CODE.test(code)) return null;
    const taken = await this.db
      .deleteFrom("handover_codes")
      .where("code_hash", "=", sha256(code))
      .returning(["event_id", "audience_id", "expires_at"])
      .executeTakeFirst();
    if (!taken || taken.expires_at <= this.now()) return null;
    return { eventId: taken.event_id, audienceId: taken.audience_id };
  }
}
