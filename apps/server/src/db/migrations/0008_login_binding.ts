import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** The identity columns of `audiences` that name one viewer per event, with their old and new index. */
const IDENTITIES = [
  { column: "account", old: "audiences_event_account", unique: "audiences_event_account_unique" },
  { column: "wechat_open_id", old: "audiences_event_wechat", unique: "audiences_event_wechat_unique" },
  { column: "external_subject", old: "audiences_event_external_subject", unique: "audiences_event_external_subject_unique" },
] as const;

/**
 * Login binding (issue 11 items 8, 9, 14; decision 0023):
 * - one audience per event and account / WeChat openId / external subject: unique indexes
 *   replace the plain ones, so parallel first logins cannot create two audiences. Duplicates
 *   made before this migration keep the identity on the oldest audience (the one logins already
 *   chose, "oldest first") and lose it on the younger ones; their sessions stay valid;
 * - `wechat_requests.browser_hash`: the SHA-256 of the nonce cookie of the browser that started
 *   a WeChat login; the callback must present it (login CSRF);
 * - `handover_codes`: one-time codes (SHA-256 stored) that carry an external-auth login back to
 *   the viewer's browser in the URL fragment instead of tokens in the query.
 * Plain SQL both SQLite and PostgreSQL run.
 */
export const loginBinding: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const { column, old, unique } of IDENTITIES) {
      const name = sql.ref(column);
      await sql`update audiences set ${name} = null where ${name} is not null and exists (
        select 1 from audiences older where older.event_id = audiences.event_id and older.${name} = audiences.${name}
        and (older.created_at < audiences.created_at or (older.created_at = audiences.created_at and older.id < audiences.id)))`.execute(
        db,
      );
      await db.schema.dropIndex(old).ifExists().execute();
      await db.schema.createIndex(unique).unique().on("audiences").columns(["event_id", column]).execute();
    }
    await db.schema
      .alterTable("wechat_requests")
      .addColumn("browser_hash", "varchar(64)", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createTable("handover_codes")
      .addColumn("code_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull().references("audiences.id").onDelete("cascade"))
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("handover_codes").ifExists().execute();
    await db.schema.alterTable("wechat_requests").dropColumn("browser_hash").execute();
    for (const { column, old, unique } of IDENTITIES) {
      await db.schema.dropIndex(unique).ifExists().execute();
      await db.schema.createIndex(old).on("audiences").columns(["event_id", column]).execute();
    }
  },
};
