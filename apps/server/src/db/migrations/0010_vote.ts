import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The vote tool (issue 13, decision 0027): votes of a room, their options, and ballots. ONE ballot
 * per viewer per vote is the primary key of `vote_ballots`, so the database refuses a second one
 * however many requests race; each chosen option of a ballot is a `vote_choices` row (written in
 * the ballot's transaction), which the tally counts.
 */
export const vote: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("votes")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("multiple", "integer", (c) => c.notNull())
      .addColumn("results", "varchar(8)", (c) => c.notNull())
      .addColumn("started_at", "bigint", (c) => c.notNull())
      .addColumn("ends_at", "bigint")
      .addColumn("ended_at", "bigint")
      .execute();
    await db.schema.createIndex("votes_room_started").on("votes").columns(["room_id", "started_at"]).execute();

    await db.schema
      .createTable("vote_options")
      .addColumn("vote_id", "varchar(64)", (c) => c.notNull().references("votes.id").onDelete("cascade"))
      .addColumn("option_id", "varchar(16)", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("vote_options_pk", ["vote_id", "option_id"])
      .execute();

    await db.schema
      .createTable("vote_ballots")
      .addColumn("vote_id", "varchar(64)", (c) => c.notNull().references("votes.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("cast_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("vote_ballots_pk", ["vote_id", "audience_id"])
      .execute();

    await db.schema
      .createTable("vote_choices")
      .addColumn("vote_id", "varchar(64)", (c) => c.notNull().references("votes.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("option_id", "varchar(16)", (c) => c.notNull())
      .addPrimaryKeyConstraint("vote_choices_pk", ["vote_id", "audience_id", "option_id"])
      .execute();
    await db.schema.createIndex("vote_choices_option").on("vote_choices").columns(["vote_id", "option_id"]).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ["vote_choices", "vote_ballots", "vote_options", "votes"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
