import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 11 item 2: wrong verification codes are also counted per requesting IP address
 * (`verification_ip_guards`, one row per address and window), beside the per-account guard.
 */
export const codeGuards: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("verification_ip_guards")
      .addColumn("ip", "varchar(64)", (c) => c.primaryKey())
      .addColumn("failed_count", "integer", (c) => c.notNull())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("verification_ip_guards").ifExists().execute();
  },
};
