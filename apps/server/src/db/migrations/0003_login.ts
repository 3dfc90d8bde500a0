import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Login, WeChat, duplication and trial (issue 3, server-login): pending WeChat logins (QR and
 * OAuth, keyed by their random state), submitted sign-up questionnaires, and per-session state
 * for the duplication rules (superseded) and the trial clock (last duration dot).
 */
export const login: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("wechat_requests")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("kind", "varchar(16)", (c) => c.notNull())
      .addColumn("state", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("scope", "varchar(32)", (c) => c.notNull())
      .addColumn("redirect_uri", "text", (c) => c.notNull())
      .addColumn("device_id", "varchar(512)", (c) => c.notNull())
      .addColumn("status", "varchar(16)", (c) => c.notNull())
      .addColumn("open_id", "varchar(128)")
      .addColumn("login_type", "integer")
      .addColumn("audience_id", "varchar(64)")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("questionnaire_submissions")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("questionnaire_id", "varchar(64)", (c) => c.notNull())
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull().references("audiences.id").onDelete("cascade"))
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("questionnaire_submissions_audience").on("questionnaire_submissions").column("audience_id").execute();

    await db.schema
      .alterTable("sessions")
      .addColumn("superseded", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("sessions").addColumn("last_dot_at", "bigint").execute();
    await db.schema.createIndex("sessions_audience").on("sessions").column("audience_id").execute();
    await db.schema.createIndex("audiences_event_wechat").on("audiences").columns(["event_id", "wechat_open_id"]).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("audiences_event_wechat").ifExists().execute();
    await db.schema.dropIndex("sessions_audience").ifExists().execute();
    await db.schema.alterTable("sessions").dropColumn("last_dot_at").execute();
    await db.schema.alterTable("sessions").dropColumn("superseded").execute();
    for (const table of ["questionnaire_submissions", "wechat_requests"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
