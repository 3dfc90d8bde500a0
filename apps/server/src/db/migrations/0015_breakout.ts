import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Breakout rooms (issue 13, decision 0032): which room a room is a breakout room of
 * (`rooms.breakout_of`, the main room's id, "" for an ordinary room; from the event definition's
 * `breakoutOf`), each main room's breakout state (open or closed, which of its breakout rooms are
 * open, whether viewers may return by themselves) and each viewer's assignment (one per main room
 * and viewer: the primary key).
 */
export const breakout: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("rooms")
      .addColumn("breakout_of", "varchar(64)", (c) => c.notNull().defaultTo(""))
      .execute();

    await db.schema
      .createTable("breakouts")
      .addColumn("main_room_id", "varchar(64)", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("open_flag", "integer", (c) => c.notNull())
      .addColumn("room_ids", "text", (c) => c.notNull())
      .addColumn("allow_return", "integer", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("breakout_assignments")
      .addColumn("main_room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("assigned_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("breakout_assignments_pk", ["main_room_id", "audience_id"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("breakout_assignments").ifExists().execute();
    await db.schema.dropTable("breakouts").ifExists().execute();
    await db.schema.alterTable("rooms").dropColumn("breakout_of").execute();
  },
};
