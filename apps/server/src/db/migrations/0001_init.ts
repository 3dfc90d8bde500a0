import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** First schema: events, their rooms and streams, audiences and issued sessions. */
export const init: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("events")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_number", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("tenant_id", "varchar(64)", (c) => c.notNull())
      .addColumn("start_at", "bigint", (c) => c.notNull())
      .addColumn("end_at", "bigint", (c) => c.notNull())
      .addColumn("access_type", "integer", (c) => c.notNull())
      .addColumn("logo_url", "text", (c) => c.notNull())
      .addColumn("cover_url", "text", (c) => c.notNull())
      .addColumn("try_flag", "integer", (c) => c.notNull())
      .addColumn("try_duration", "integer", (c) => c.notNull())
      .addColumn("remove_flag", "integer", (c) => c.notNull())
      .addColumn("main_venue_number", "varchar(64)", (c) => c.notNull())
      .addColumn("main_seminar_number", "varchar(64)", (c) => c.notNull())
      .addColumn("optional_languages", "text", (c) => c.notNull())
      .addColumn("default_language", "varchar(16)", (c) => c.notNull())
      .addColumn("follow_system_language", "integer", (c) => c.notNull())
      .addColumn("language_switch_closed", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("rooms")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_number", "varchar(64)", (c) => c.notNull())
      .addColumn("room_mode", "integer", (c) => c.notNull())
      .addColumn("live_scene", "integer", (c) => c.notNull())
      .addColumn("live_mode", "integer", (c) => c.notNull())
      .addColumn("live_delay", "integer", (c) => c.notNull())
      .addColumn("layout_flag", "integer", (c) => c.notNull())
      .addColumn("names", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addUniqueConstraint("rooms_event_room_number", ["event_id", "room_number"])
      .execute();

    await db.schema
      .createTable("streams")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("screen_id", "varchar(64)", (c) => c.notNull())
      .addColumn("main_screen_flag", "integer", (c) => c.notNull())
      .addColumn("push_status", "integer", (c) => c.notNull())
      .addColumn("media_source", "varchar(64)", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("streams_room").on("streams").column("room_id").execute();

    await db.schema
      .createTable("audiences")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("user_type", "integer", (c) => c.notNull())
      .addColumn("nickname", "text", (c) => c.notNull())
      .addColumn("anonymous_nickname", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull().references("audiences.id").onDelete("cascade"))
      .addColumn("refresh_hash", "varchar(64)", (c) => c.notNull())
      .addColumn("refresh_expires_at", "bigint", (c) => c.notNull())
      .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_refresh_hash").on("sessions").column("refresh_hash").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ["sessions", "audiences", "streams", "rooms", "events"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
