import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { claimAnonymousSlot } from "../shared/anonymous-answers";

/** An anonymous viewer's ballot: its client address (hashed) and the event's cap per address. */
export interface AnonymousBallot {
  readonly addressHash: string;
  readonly cap: number;
}

/** A ballot to store: checked by the caller (valid options, before the deadline). */
export interface BallotToStore {
  readonly voteId: string;
  readonly audienceId: string;
  readonly optionIds: readonly string[];
  readonly castAt: number;
  /** null: an ID viewer's ballot, never capped. */
  readonly anonymous: AnonymousBallot | null;
}

/** "capped": an anonymous ballot whose address already holds the cap's ballots (nothing stored). */
export type StoredBallot = "cast" | "already" | "ended" | "capped";

interface Pending {
  readonly ballot: BallotToStore;
  readonly resolve: (outcome: StoredBallot) => void;
  readonly reject: (error: unknown) => void;
}

/** Ballots one transaction takes at most. */
const MAX_BATCH = 500;

/**
 * Stores ballots with group commit (decision 0027): ballots that arrive while a transaction is being
 * written wait and go together in the next one, so a flood of ballots costs one commit (one fsync)
 * per batch instead of one per ballot; a lone ballot is written after the current turn's I/O. Each ballot row is
 * inserted only while its vote is not ended (`INSERT … SELECT … WHERE ended_at IS NULL`), and the
 * primary key (vote, viewer) keeps one per viewer: `ON CONFLICT DO NOTHING` lets the others of the
 * batch through, and a ballot whose row was not inserted is "already" when the viewer's ballot
 * exists, else "ended". Its choices are written in the same transaction. An anonymous ballot also
 * takes a slot of its client address (decision 0060) in that transaction; with none free its row
 * is deleted again and it is "capped".
 */
export class BallotWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly db: Kysely<Database>) {}

  store(ballot: BallotToStore): Promise<StoredBallot> {
    return new Promise<StoredBallot>((resolve, reject) => {
      this.queue.push({ ballot, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      // After this turn's I/O: the requests that arrived with this one join its transaction
      // (SQLite answers synchronously, so without the pause each batch would hold one ballot).
      setImmediate(() => {
        void this.drain();
      });
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await this.db.transaction().execute((trx) => writeBatch(trx, batch));
        batch.forEach((pending, index) => {
          pending.resolve(outcomes[index] ?? "ended");
        });
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
      await new Promise((next) => setImmediate(next));
    }
    this.writing = false;
  }
}

async function writeBatch(trx: Transaction<Database>, batch: readonly Pending[]): Promise<StoredBallot[]> {
  const outcomes: StoredBallot[] = [];
  for (const { ballot } of batch) {
    const inserted = await trx
      .insertInto("vote_ballots")
      .columns(["vote_id", "audience_id", "cast_at"])
      .expression(
        trx
          .selectFrom("votes")
          .select([
            sql<string>`cast(${ballot.voteId} as varchar(64))`.as("vote_id"),
            sql<string>`cast(${ballot.audienceId} as varchar(64))`.as("audience_id"),
            sql<number>`cast(${ballot.castAt} as bigint)`.as("cast_at"),
          ])
          .where("id", "=", ballot.voteId)
          .where("ended_at", "is", null),
      )
      .onConflict((conflict) => conflict.columns(["vote_id", "audience_id"]).doNothing())
      .returning("audience_id")
      .executeTakeFirst();
    if (inserted && ballot.anonymous !== null) {
      const slot = { tool: "vote", itemId: ballot.voteId, audienceId: ballot.audienceId, ...ballot.anonymous } as const;
      if (!(await claimAnonymousSlot(trx, slot))) {
        await trx.deleteFrom("vote_ballots").where("vote_id", "=", ballot.voteId).where("audience_id", "=", ballot.audienceId).execute();
        outcomes.push("capped");
        continue;
      }
    }
    if (inserted) {
      await trx
        .insertInto("vote_choices")
        .values(ballot.optionIds.map((optionId) => ({ vote_id: ballot.voteId, audience_id: ballot.audienceId, option_id: optionId })))
        .execute();
      outcomes.push("cast");
      continue;
    }
    const existing = await trx
      .selectFrom("vote_ballots")
      .select("audience_id")
      .where("vote_id", "=", ballot.voteId)
      .where("audience_id", "=", ballot.audienceId)
      .executeTakeFirst();
    outcomes.push(existing ? "already" : "ended");
  }
  return outcomes;
}
