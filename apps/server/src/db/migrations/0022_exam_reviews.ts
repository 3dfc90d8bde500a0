import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The organiser's review of exam text answers (issue 13, decision 0042): one score per exam,
 * viewer and question (primary key: a second review replaces the first); the submission's stored
 * score and pending points are recomputed in the same transaction.
 */
export const examReviews: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("exam_reviews")
      .addColumn("exam_id", "varchar(64)", (c) => c.notNull().references("exams.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("question_id", "varchar(64)", (c) => c.notNull())
      .addColumn("points", "integer", (c) => c.notNull())
      .addColumn("reviewed_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("exam_reviews_pk", ["exam_id", "audience_id", "question_id"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("exam_reviews").ifExists().execute();
  },
};
