import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Columns issue 3's gate adds to `events`: name, type, default (JSON columns hold text). */
const EVENT_COLUMNS: readonly (readonly [string, "text" | "integer" | "varchar(64)", string | number])[] = [
  ["password_hash", "text", ""],
  ["white_list", "text", "[]"],
  ["custom_address", "text", ""],
  ["external_secret", "text", ""],
  ["default_questionnaire_id", "varchar(64)", ""],
  ["access_prompts", "text", "{}"],
  ["identity_types", "text", "[1,2]"],
  ["wechat_flag", "integer", 0],
  ["nickname_change_flag", "integer", 1],
  ["interact_access_flag", "integer", 1],
  ["duplication_types", "text", "[]"],
  ["demo_hint", "text", ""],
];

/**
 * The access gate (issue 3, server-gate): per-event gate settings (password hash, white list,
 * external address and secret, questionnaires, identity types, flags), who an audience is
 * (account, identity type, external subject, WeChat open id, trial seconds), the device of a
 * session, and the single-use stores of verification codes, captchas and external nonces.
 * Session supersession and questionnaire submissions belong to 0003_login.
 */
export const access: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, type, fallback] of EVENT_COLUMNS) {
      await db.schema
        .alterTable("events")
        .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
        .execute();
    }
    // JSON AgreementsDTO, null when the event shows none.
    await db.schema.alterTable("events").addColumn("agreements", "text").execute();

    await db.schema.alterTable("audiences").addColumn("account", "varchar(320)").execute();
    await db.schema.alterTable("audiences").addColumn("identity_type", "integer").execute();
    await db.schema.alterTable("audiences").addColumn("external_subject", "varchar(256)").execute();
    await db.schema.alterTable("audiences").addColumn("wechat_open_id", "varchar(128)").execute();
    await db.schema
      .alterTable("audiences")
      .addColumn("trial_watched_seconds", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("audiences_event_account").on("audiences").columns(["event_id", "account"]).execute();
    await db.schema.createIndex("audiences_event_external_subject").on("audiences").columns(["event_id", "external_subject"]).execute();

    await db.schema.alterTable("sessions").addColumn("device_id", "varchar(512)").execute();

    await db.schema
      .createTable("questionnaires")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("id", "varchar(64)", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("questions", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("questionnaires_pk", ["event_id", "id"])
      .execute();

    await db.schema
      .createTable("verification_codes")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("account", "varchar(320)", (c) => c.notNull())
      .addColumn("code_type", "integer", (c) => c.notNull())
      .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
      .addColumn("ip", "varchar(64)", (c) => c.notNull())
      .addColumn("used", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("verification_codes_account").on("verification_codes").columns(["account", "created_at"]).execute();
    await db.schema.createIndex("verification_codes_ip").on("verification_codes").columns(["ip", "created_at"]).execute();

    await db.schema
      .createTable("verification_guards")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("account", "varchar(320)", (c) => c.notNull())
      .addColumn("failed_count", "integer", (c) => c.notNull())
      .addColumn("last_failed_at", "bigint", (c) => c.notNull())
      .addColumn("locked_until", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("verification_guards_pk", ["event_id", "account"])
      .execute();

    await db.schema
      .createTable("used_captchas")
      .addColumn("challenge", "varchar(128)", (c) => c.primaryKey())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("external_nonces")
      .addColumn("nonce", "varchar(128)", (c) => c.primaryKey())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ["external_nonces", "used_captchas", "verification_guards", "verification_codes", "questionnaires"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.dropIndex("audiences_event_external_subject").ifExists().execute();
    await db.schema.dropIndex("audiences_event_account").ifExists().execute();
    await db.schema.alterTable("sessions").dropColumn("device_id").execute();
    for (const column of ["trial_watched_seconds", "wechat_open_id", "external_subject", "identity_type", "account"]) {
      await db.schema.alterTable("audiences").dropColumn(column).execute();
    }
    for (const column of ["agreements", ...EVENT_COLUMNS.map(([name]) => name)]) {
      await db.schema.alterTable("events").dropColumn(column).execute();
    }
  },
};
