import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Lucky draws, award quizzes and check-ins (issue 13, decision 0028). Rules that must hold under
 * concurrent requests are unique indexes: one round number per event and draw, one win per viewer
 * per event (repeat winners excluded across rounds), one claim per winner, one quiz answer per
 * viewer (its `seq` is the order of receipt), one check-in per viewer.
 */
export const drawQuizSignIn: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

    await db.schema
      .createTable("lucky_draws")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("from_pool", "varchar(16)", (c) => c.notNull())
      .addColumn("winner_count", "integer", (c) => c.notNull())
      .addColumn("eligible", "text", (c) => c.notNull())
      .addColumn("excluded", "text", (c) => c.notNull())
      .addColumn("picks", "text", (c) => c.notNull())
      .addColumn("roll_names", "text", (c) => c.notNull())
      .addColumn("drawn_at", "bigint", (c) => c.notNull())
      .addColumn("ended_at", "bigint")
      .execute();
    await db.schema.createIndex("lucky_draws_event_round").on("lucky_draws").columns(["event_id", "round"]).unique().execute();
    await db.schema.createIndex("lucky_draws_room").on("lucky_draws").columns(["room_id", "drawn_at"]).execute();

    await db.schema
      .createTable("lucky_draw_winners")
      .addColumn("draw_id", "varchar(64)", (c) => c.notNull().references("lucky_draws.id").onDelete("cascade"))
      .addColumn("event_id", "varchar(64)", (c) => c.notNull())
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("nick_name", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("lucky_draw_winners_pk", ["draw_id", "audience_id"])
      .execute();
    await db.schema.createIndex("lucky_draw_winners_once").on("lucky_draw_winners").columns(["event_id", "audience_id"]).unique().execute();

    await db.schema
      .createTable("lucky_draw_claims")
      .addColumn("draw_id", "varchar(64)", (c) => c.notNull().references("lucky_draws.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "varchar(32)", (c) => c.notNull())
      .addColumn("claimed_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("lucky_draw_claims_pk", ["draw_id", "audience_id"])
      .execute();

    await db.schema
      .createTable("award_quizzes")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("options", "text", (c) => c.notNull())
      .addColumn("correct_option", "integer", (c) => c.notNull())
      .addColumn("winner_count", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("ends_at", "bigint", (c) => c.notNull())
      .addColumn("ended_at", "bigint")
      .execute();
    await db.schema.createIndex("award_quizzes_room").on("award_quizzes").columns(["room_id", "created_at"]).execute();

    // The sequence of receipt: SQLite's AUTOINCREMENT and PostgreSQL's bigserial only grow.
    const answers = postgres
      ? db.schema.createTable("award_quiz_answers").addColumn("seq", "bigserial", (c) => c.primaryKey())
      : db.schema.createTable("award_quiz_answers").addColumn("seq", "integer", (c) => c.primaryKey().autoIncrement());
    await answers
      .addColumn("quiz_id", "varchar(64)", (c) => c.notNull().references("award_quizzes.id").onDelete("cascade"))
      .addColumn("event_id", "varchar(64)", (c) => c.notNull())
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("option", "integer", (c) => c.notNull())
      .addColumn("received_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("award_quiz_answers_once").on("award_quiz_answers").columns(["quiz_id", "audience_id"]).unique().execute();
    await db.schema.createIndex("award_quiz_answers_event").on("award_quiz_answers").columns(["event_id", "audience_id"]).execute();

    await db.schema
      .createTable("sign_ins")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("ends_at", "bigint", (c) => c.notNull())
      .addColumn("ended_at", "bigint")
      .execute();
    await db.schema.createIndex("sign_ins_room").on("sign_ins").columns(["room_id", "created_at"]).execute();

    await db.schema
      .createTable("sign_in_checks")
      .addColumn("sign_in_id", "varchar(64)", (c) => c.notNull().references("sign_ins.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("signed_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("sign_in_checks_pk", ["sign_in_id", "audience_id"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      "sign_in_checks",
      "sign_ins",
      "award_quiz_answers",
      "award_quizzes",
      "lucky_draw_claims",
      "lucky_draw_winners",
      "lucky_draws",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
