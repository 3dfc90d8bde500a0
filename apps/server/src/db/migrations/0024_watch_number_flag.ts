import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The room's watch number flag (§7 WATCH_NUMBER_FLAG, decision 0053): 1 shows the viewer count
 * (every room until the organiser says otherwise), 0 hides it (`watch-number off`).
 */
export const watchNumberFlag: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("rooms")
      .addColumn("watch_number_flag", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("rooms").dropColumn("watch_number_flag").execute();
  },
};
