import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Session hardening (issue 11 items 5, 6, 14; decision 0022): per session the hash of the refresh
 * token it was rotated from and when (the refresh grace window answers that token again with the
 * same successor pair); per audience whether it passed the password gate (then it is no trial
 * viewer) and when the server first handed it a play address (the server's own trial clock).
 */
export const sessionHardening: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("sessions").addColumn("previous_refresh_hash", "varchar(64)").execute();
    await db.schema.alterTable("sessions").addColumn("rotated_at", "bigint").execute();
    await db.schema
      .alterTable("audiences")
      .addColumn("gate_passed", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("audiences").addColumn("trial_started_at", "bigint").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("audiences").dropColumn("trial_started_at").execute();
    await db.schema.alterTable("audiences").dropColumn("gate_passed").execute();
    await db.schema.alterTable("sessions").dropColumn("rotated_at").execute();
    await db.schema.alterTable("sessions").dropColumn("previous_refresh_hash").execute();
  },
};
