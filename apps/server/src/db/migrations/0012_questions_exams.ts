import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Q&A and exams (issue 13, decision 0029): a room's questions with their answer, one up-vote per
 * viewer and question (primary key), a room's exams (the paper with its key as JSON) and one
 * submission per viewer and exam (primary key): the database, not the handler, keeps "once"
 * under concurrent requests.
 */
export const questionsExams: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("questions")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("nick_name", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("ask_time", "bigint", (c) => c.notNull())
      .addColumn("up_votes", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("answered_flag", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("answer", "text")
      .addColumn("private_answer", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("answer_time", "bigint")
      .execute();
    await db.schema.createIndex("questions_room_ask_time").on("questions").columns(["room_id", "ask_time"]).execute();

    await db.schema
      .createTable("question_up_votes")
      .addColumn("question_id", "varchar(64)", (c) => c.notNull().references("questions.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("question_up_votes_pk", ["question_id", "audience_id"])
      .execute();

    await db.schema
      .createTable("exams")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("paper", "text", (c) => c.notNull())
      .addColumn("seconds", "integer", (c) => c.notNull())
      .addColumn("start_time", "bigint", (c) => c.notNull())
      .addColumn("end_time", "bigint", (c) => c.notNull())
      .addColumn("ended", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("exams_room_start_time").on("exams").columns(["room_id", "start_time"]).execute();

    await db.schema
      .createTable("exam_submissions")
      .addColumn("exam_id", "varchar(64)", (c) => c.notNull().references("exams.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("nick_name", "text", (c) => c.notNull())
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("score", "integer", (c) => c.notNull())
      .addColumn("pending_points", "integer", (c) => c.notNull())
      .addColumn("submit_time", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("exam_submissions_pk", ["exam_id", "audience_id"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ["exam_submissions", "exams", "question_up_votes", "questions"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
