import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The portal (issue 14, decision 0037): `portals` (one organiser page of plates, seeded from
 * `events/portals/*.json`; plates as JSON) and `portal_flows` (views per portal and browser
 * fingerprint, one row each: unique index).
 */
export const portal: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("portals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("status_flag", "integer", (c) => c.notNull())
      .addColumn("plates", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("portal_flows")
      .addColumn("portal_id", "text", (c) => c.notNull().references("portals.id").onDelete("cascade"))
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("first_at", "bigint", (c) => c.notNull())
      .addColumn("last_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("portal_flows_portal_fingerprint")
      .on("portal_flows")
      .columns(["portal_id", "fingerprint"])
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("portal_flows").execute();
    await db.schema.dropTable("portals").execute();
  },
};
