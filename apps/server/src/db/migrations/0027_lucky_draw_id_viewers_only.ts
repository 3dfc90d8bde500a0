import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A lucky draw records whether it was for ID viewers only (decision 0060): its audit then says why
 * the anonymous viewers present were not in its pool. Earlier draws read 0 (they were all drawn
 * with the flag off or before it was kept).
 */
export const luckyDrawIdViewersOnly: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("lucky_draws")
      .addColumn("id_viewers_only", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("lucky_draws").dropColumn("id_viewers_only").execute();
  },
};
