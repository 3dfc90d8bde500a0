import { randomBytes, randomInt } from "node:crypto";
import { splitRedEnvelope } from "@livehall/domain";
import type { GrabResultDTO, RedEnvelopeBody } from "@livehall/wire";
import { inTransaction } from "../../db/in-transaction";
import { isUniqueViolation } from "../../db/unique-violation";
import type { GiftToolDatabase } from "../gifts/tables";

/** An envelope to send. */
export interface NewRedEnvelope {
  readonly eventId: string;
  readonly roomId: string;
  readonly greeting: string;
  readonly count: number;
  readonly totalCents: number;
  readonly at: number;
}

/** Unclaimed shares a grab chooses among at random (fewer collisions between concurrent grabs). */
const CANDIDATES = 16;

/**
 * Red envelopes (decision 0030). Fairness lives on the server and in the database: the amounts are
 * split when the envelope is sent (`crypto.randomInt`, `splitRedEnvelope`) and stored as shares; a
 * grab claims one unclaimed share with a single conditional UPDATE (`audience_id IS NULL`), and the
 * unique index (envelope, audience) keeps a viewer to one share, so concurrent grabs give exactly
 * `count` winners and never more.
 */
export class RedEnvelopeStore {
  constructor(private readonly db: GiftToolDatabase) {}

  /** Splits and stores the envelope; answers it as RED_ENVELOPE pushes it. */
  async send(envelope: NewRedEnvelope): Promise<RedEnvelopeBody> {
    const envelopeId = `r${randomBytes(6).toString("hex")}`;
    const shares = splitRedEnvelope(envelope.totalCents, envelope.count, randomInt);
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto("red_envelopes")
        .values({
          envelope_id: envelopeId,
          event_id: envelope.eventId,
          room_id: envelope.roomId,
          greeting: envelope.greeting,
          share_count: envelope.count,
          total_cents: envelope.totalCents,
          created_at: envelope.at,
        })
        .execute();
      // In chunks: PostgreSQL and SQLite cap the parameters of one statement.
      for (let start = 0; start < shares.length; start += 100) {
        await trx
          .insertInto("red_envelope_shares")
          .values(
            shares.slice(start, start + 100).map((amount, index) => ({
              envelope_id: envelopeId,
              seq: start + index,
              amount_cents: amount,
              audience_id: null,
              grabbed_at: null,
            })),
          )
          .execute();
      }
    });
    return {
      envelopeId,
      greeting: envelope.greeting,
      count: envelope.count,
      totalCents: envelope.totalCents,
      remaining: envelope.count,
      sendTime: envelope.at,
    };
  }

  /** The envelope with its shares left, or null when the room has no such envelope. */
  async find(roomId: string, envelopeId: string): Promise<RedEnvelopeBody | null> {
    const row = await this.db
      .selectFrom("red_envelopes")
      .selectAll()
      .where("room_id", "=", roomId)
      .where("envelope_id", "=", envelopeId)
      .executeTakeFirst();
    if (!row) return null;
    const left = await this.db
      .selectFrom("red_envelope_shares")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("envelope_id", "=", envelopeId)
      .where("audience_id", "is", null)
      .executeTakeFirstOrThrow();
    return {
      envelopeId,
      greeting: row.greeting,
      count: row.share_count,
      totalCents: row.total_cents,
      remaining: Number(left.n),
      sendTime: row.created_at,
    };
  }

  /** The room's newest envelope, or null. */
  async newest(roomId: string): Promise<RedEnvelopeBody | null> {
    const row = await this.db
      .selectFrom("red_envelopes")
      .select("envelope_id")
      .where("room_id", "=", roomId)
      .orderBy("created_at", "desc")
      .orderBy("envelope_id", "desc")
      .executeTakeFirst();
    return row ? this.find(roomId, row.envelope_id) : null;
  }

  /** What `audienceId` grabbed from the envelope (cents), or null. */
  async grabbed(envelopeId: string, audienceId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom("red_envelope_shares")
      .select("amount_cents")
      .where("envelope_id", "=", envelopeId)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    return row ? row.amount_cents : null;
  }

  /**
   * One grab: claims an unclaimed share for `audienceId`, or answers "already" (this viewer holds
   * one) or "gone" (none left). A claim lost to a concurrent grab tries another unclaimed share.
   */
  async grab(envelopeId: string, audienceId: string, at: number): Promise<GrabResultDTO> {
    for (;;) {
      const before = await this.grabbed(envelopeId, audienceId);
      if (before !== null) return { outcome: "already", amountCents: before };
      const free = await this.db
        .selectFrom("red_envelope_shares")
        .select(["seq", "amount_cents"])
        .where("envelope_id", "=", envelopeId)
        .where("audience_id", "is", null)
        .orderBy("seq")
        .limit(CANDIDATES)
        .execute();
      const pick = free[randomInt(Math.max(1, free.length))];
      if (pick === undefined) return { outcome: "gone", amountCents: 0 };
      try {
        const result = await this.db
          .updateTable("red_envelope_shares")
          .set({ audience_id: audienceId, grabbed_at: at })
          .where("envelope_id", "=", envelopeId)
          .where("seq", "=", pick.seq)
          .where("audience_id", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return { outcome: "won", amountCents: pick.amount_cents };
      } catch (error) {
        // The unique index: this viewer's other grab won meanwhile; the next turn answers "already".
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
}
