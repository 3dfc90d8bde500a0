import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Indexes the purge of expired sessions and idle anonymous audiences walks (issue 11 item 13,
 * decision 0024): sessions by refresh expiry, audiences by type and age, and chat messages by
 * sender (the purge keeps an audience whose messages are stored).
 */
export const purgeIndexes: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex("sessions_refresh_expires_at").on("sessions").column("refresh_expires_at").execute();
    await db.schema.createIndex("audiences_user_type_created_at").on("audiences").columns(["user_type", "created_at"]).execute();
    await db.schema.createIndex("chat_messages_audience_id").on("chat_messages").column("audience_id").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of ["chat_messages_audience_id", "audiences_user_type_created_at", "sessions_refresh_expires_at"]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
  },
};
