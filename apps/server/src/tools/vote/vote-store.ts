import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { VoteDTO, VoteResultsAudienceDTO } from "@livehall/wire";
import type { Database } from "../../db/schema";
import { anonymousAnswerCount } from "../shared/anonymous-answers";
import { BallotWriter, type AnonymousBallot, type StoredBallot } from "./ballot-writer";

/** A stored vote with its options, in the wire's shape (`endedAt` as stored: the deadline is applied on read). */
export interface StoredVote extends VoteDTO {
  readonly eventId: string;
  readonly roomId: string;
}

/** A vote to create (see {@link VoteStore.create}). */
export interface NewVote {
  readonly eventId: string;
  readonly roomId: string;
  readonly title: string;
  readonly multiple: boolean;
  readonly results: VoteResultsAudienceDTO;
  readonly options: readonly string[];
  readonly startedAt: number;
  readonly endsAt: number | null;
  readonly idViewersOnly: boolean;
}

/** What a tally is made of: ballots cast and how often each option was chosen. */
export interface VoteCounts {
  readonly ballots: number;
  readonly counts: ReadonlyMap<string, number>;
  /** Of `ballots`, those of anonymous viewers. */
  readonly anonymous: number;
}

type VoteRow = Selectable<Database["votes"]>;

/**
 * The votes, options and ballots in the database (0010_vote, decision 0027). One ballot per viewer
 * and vote is the primary key of `vote_ballots`: {@link cast} answers "already" when the viewer's
 * ballot exists, whatever the number of concurrent requests or server processes.
 */
export class VoteStore {
  private readonly ballots: BallotWriter;

  constructor(private readonly db: Kysely<Database>) {
    this.ballots = new BallotWriter(db);
  }

  /** Stores a started vote (options get ids "1", "2", … in order) and answers it. */
  async create(input: NewVote): Promise<StoredVote> {
    const id = randomBytes(8).toString("hex");
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("votes")
        .values({
          id,
          event_id: input.eventId,
          room_id: input.roomId,
          title: input.title,
          multiple: input.multiple ? 1 : 0,
          results: input.results,
          started_at: input.startedAt,
          ends_at: input.endsAt,
          id_viewers_only: input.idViewersOnly ? 1 : 0,
        })
        .execute();
      await trx
        .insertInto("vote_options")
        .values(input.options.map((text, index) => ({ vote_id: id, option_id: String(index + 1), position: index, text })))
        .execute();
    });
    const created = await this.find(input.roomId, id);
    if (!created) throw new Error("vote vanished after insert");
    return created;
  }

  /** The vote `voteId` of room `roomId`, or undefined. */
  async find(roomId: string, voteId: string): Promise<StoredVote | undefined> {
    const row = await this.db.selectFrom("votes").selectAll().where("id", "=", voteId).where("room_id", "=", roomId).executeTakeFirst();
    if (!row) return undefined;
    return (await this.withOptions([row]))[0];
  }

  /** The room's latest `limit` votes, newest first. */
  async latest(roomId: string, limit: number): Promise<StoredVote[]> {
    const rows = await this.db
      .selectFrom("votes")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("started_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return this.withOptions(rows);
  }

  /** Votes not ended by hand or timer (the deadline timers are set again from these after a restart). */
  async unended(): Promise<StoredVote[]> {
    const rows = await this.db.selectFrom("votes").selectAll().where("ended_at", "is", null).execute();
    return this.withOptions(rows);
  }

  /** Marks the vote ended at `at` unless it already was; answers whether this call ended it. */
  async end(voteId: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable("votes")
      .set({ ended_at: at })
      .where("id", "=", voteId)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Stores a ballot (checked by the caller); see {@link BallotWriter}. */
  cast(
    voteId: string,
    audienceId: string,
    optionIds: readonly string[],
    castAt: number,
    anonymous: AnonymousBallot | null = null,
  ): Promise<StoredBallot> {
    return this.ballots.store({ voteId, audienceId, optionIds, castAt, anonymous });
  }

  /** The options `audienceId` chose in each of `voteIds` (votes without their ballot are absent). */
  async ballotsOf(voteIds: readonly string[], audienceId: string): Promise<Map<string, string[]>> {
    const chosen = new Map<string, string[]>();
    if (voteIds.length === 0) return chosen;
    const rows = await this.db
      .selectFrom("vote_choices")
      .select(["vote_id", "option_id"])
      .where("vote_id", "in", [...voteIds])
      .where("audience_id", "=", audienceId)
      .orderBy("option_id")
      .execute();
    for (const row of rows) chosen.set(row.vote_id, [...(chosen.get(row.vote_id) ?? []), row.option_id]);
    return chosen;
  }

  /** The audience ids with a ballot in the vote (the voters a tally push of a "voters" vote reaches, decision 0041). */
  async voters(voteId: string): Promise<string[]> {
    const rows = await this.db.selectFrom("vote_ballots").select("audience_id").where("vote_id", "=", voteId).execute();
    return rows.map((row) => row.audience_id);
  }

  /** Ballots cast in the vote and how often each option was chosen. */
  async counts(voteId: string): Promise<VoteCounts> {
    const [ballots, choices, anonymous] = await Promise.all([
      this.db
        .selectFrom("vote_ballots")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("vote_id", "=", voteId)
        .executeTakeFirst(),
      this.db
        .selectFrom("vote_choices")
        .select(["option_id", (eb) => eb.fn.countAll<number | string>().as("n")])
        .where("vote_id", "=", voteId)
        .groupBy("option_id")
        .execute(),
      anonymousAnswerCount(this.db, "vote", voteId),
    ]);
    return { ballots: Number(ballots?.n ?? 0), counts: new Map(choices.map((row) => [row.option_id, Number(row.n)])), anonymous };
  }

  private async withOptions(rows: readonly VoteRow[]): Promise<StoredVote[]> {
    if (rows.length === 0) return [];
    const options = await this.db
      .selectFrom("vote_options")
      .select(["vote_id", "option_id", "text"])
      .where(
        "vote_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("position")
      .execute();
    return rows.map((row) => ({
      voteId: row.id,
      eventId: row.event_id,
      roomId: row.room_id,
      title: row.title,
      multiple: row.multiple === 1,
      options: options.filter((option) => option.vote_id === row.id).map((option) => ({ optionId: option.option_id, text: option.text })),
      results: row.results === "all" ? "all" : "voters",
      startedAt: row.started_at,
      endsAt: row.ends_at,
      endedAt: row.ended_at,
      idViewersOnly: row.id_viewers_only === 1,
    }));
  }
}
