import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Marketing tools (issue 13, decision 0031): each room's tools in order (`definition` is the
 * tool's JSON: questions, jump entries, files), the viewers' submissions (answers as §5 JSON,
 * trigger mode and call-to-action, agreement versions), and the marketing tool a call-to-action
 * opens passively.
 */
export const marketing: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("marketing_apps")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("app_type", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("definition", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("marketing_apps_room_position").on("marketing_apps").columns(["room_id", "position"]).unique().execute();

    const table = postgres
      ? db.schema.createTable("marketing_submissions").addColumn("id", "bigserial", (c) => c.primaryKey())
      : db.schema.createTable("marketing_submissions").addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
    await table
      .addColumn("app_id", "varchar(64)", (c) => c.notNull().references("marketing_apps.id").onDelete("cascade"))
      .addColumn("event_id", "varchar(64)", (c) => c.notNull())
      .addColumn("room_id", "varchar(64)", (c) => c.notNull())
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("trigger_mode", "varchar(16)", (c) => c.notNull())
      .addColumn("call_to_action_id", "varchar(64)", (c) => c.notNull())
      .addColumn("call_to_action_sn", "varchar(64)", (c) => c.notNull())
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("agreements", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("marketing_submissions_app_audience")
      .on("marketing_submissions")
      .columns(["app_id", "audience_id"])
      .execute();

    await db.schema.alterTable("call_to_actions").addColumn("marketing_app_id", "varchar(64)").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("call_to_actions").dropColumn("marketing_app_id").execute();
    await db.schema.dropTable("marketing_submissions").ifExists().execute();
    await db.schema.dropTable("marketing_apps").ifExists().execute();
  },
};
