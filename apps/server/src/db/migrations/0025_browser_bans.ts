import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Bans that hold against a new anonymous session (decision 0059): each anonymous session keeps
 * the keyed hashes of its browser's device cookie and of its address; a ban copies them into
 * `ban_marks`, and a ban a new session inherited names the ban it came from, so lifting that ban
 * lifts what it spread to.
 */
export const browserBans: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("sessions").addColumn("device_key", "varchar(64)").execute();
    await db.schema.alterTable("sessions").addColumn("address_key", "varchar(64)").execute();
    await db.schema.alterTable("audience_bans").addColumn("inherited_from", "varchar(64)").execute();
    await db.schema
      .createTable("ban_marks")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("ban_type", "integer", (c) => c.notNull())
      .addColumn("origin_audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("kind", "varchar(16)", (c) => c.notNull())
      .addColumn("mark", "varchar(512)", (c) => c.notNull())
      .addColumn("expires_at", "bigint")
      .addPrimaryKeyConstraint("ban_marks_pk", ["event_id", "ban_type", "origin_audience_id", "kind", "mark"])
      .execute();
    await db.schema.createIndex("ban_marks_event_mark").on("ban_marks").columns(["event_id", "mark"]).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("ban_marks").ifExists().execute();
    await db.schema.alterTable("audience_bans").dropColumn("inherited_from").execute();
    await db.schema.alterTable("sessions").dropColumn("address_key").execute();
    await db.schema.alterTable("sessions").dropColumn("device_key").execute();
  },
};
