import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** The tools whose outcome matters and so take the organiser's "ID viewers only" flag (0 off, 1 on). */
const FLAGGED_TABLES = ["votes", "award_quizzes", "sign_ins", "exams"] as const;

/**
 * "ID viewers only" per tool item and the anonymous answer cap per address (decision 0060): the
 * flag column on each answered tool's table, the numbered slots of anonymous answers and the
 * organiser's cap per event.
 */
export const idViewersOnly: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const table of FLAGGED_TABLES)
      await db.schema
        .alterTable(table)
        .addColumn("id_viewers_only", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
      .createTable("anonymous_answer_slots")
      .addColumn("tool", "varchar(16)", (c) => c.notNull())
      .addColumn("item_id", "varchar(64)", (c) => c.notNull())
      .addColumn("address_hash", "varchar(64)", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull())
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addPrimaryKeyConstraint("anonymous_answer_slots_pk", ["tool", "item_id", "address_hash", "slot"])
      .addUniqueConstraint("anonymous_answer_slots_audience", ["tool", "item_id", "audience_id"])
      .execute();
    await db.schema
      .createTable("event_anonymous_caps")
      .addColumn("event_id", "varchar(64)", (c) => c.primaryKey().references("events.id").onDelete("cascade"))
      .addColumn("cap", "integer", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("event_anonymous_caps").execute();
    await db.schema.dropTable("anonymous_answer_slots").execute();
    for (const table of FLAGGED_TABLES) await db.schema.alterTable(table).dropColumn("id_viewers_only").execute();
  },
};
