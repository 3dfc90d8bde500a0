import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Chat, moderation, call-to-actions and like totals (issue 4, decision 0015): chat messages (the
 * row id is the `messageId`, growing across rooms and restarts), stored bans, each room's
 * call-to-action tools in order, and each room's like total (shared by every server process).
 */
export const chat: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // The id only grows: SQLite's AUTOINCREMENT never reuses an id; PostgreSQL's bigserial is a sequence.
    const table = postgres
      ? db.schema.createTable("chat_messages").addColumn("id", "bigserial", (c) => c.primaryKey())
      : db.schema.createTable("chat_messages").addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
    await table
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("nick_name", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("send_time", "bigint", (c) => c.notNull())
      .addColumn("deleted_at", "bigint")
      .execute();
    await db.schema.createIndex("chat_messages_room_id").on("chat_messages").columns(["room_id", "id"]).execute();

    await db.schema
      .createTable("audience_bans")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("ban_type", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("audience_bans_pk", ["event_id", "audience_id", "ban_type"])
      .execute();

    await db.schema
      .createTable("call_to_actions")
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("call_to_action_id", "varchar(64)", (c) => c.notNull())
      .addColumn("call_to_action_sn", "varchar(64)", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("button_text", "text", (c) => c.notNull())
      .addColumn("jump_url_type", "integer", (c) => c.notNull())
      .addColumn("jump_url", "text", (c) => c.notNull())
      .addColumn("end_time", "varchar(19)", (c) => c.notNull())
      .addPrimaryKeyConstraint("call_to_actions_pk", ["room_id", "position"])
      .execute();

    await db.schema
      .createTable("room_likes")
      .addColumn("room_id", "varchar(64)", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
      .addColumn("total", "bigint", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ["room_likes", "call_to_actions", "audience_bans", "chat_messages"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
