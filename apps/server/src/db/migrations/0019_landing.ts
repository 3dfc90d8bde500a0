import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The landing page (issue 14, decision 0035): `events.landing`, the event file's landing block as
 * JSON (null: the plain cover page), and `landing_duration_dots`, per event the count of landing
 * duration reports and their summed seconds (bounded: one row per event).
 */
export const landing: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("events").addColumn("landing", "text").execute();
    await db.schema
      .createTable("landing_duration_dots")
      .addColumn("event_id", "text", (c) => c.primaryKey())
      .addColumn("reports", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("seconds", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("landing_duration_dots").execute();
    await db.schema.alterTable("events").dropColumn("landing").execute();
  },
};
