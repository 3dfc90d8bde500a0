import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The language a notice subscriber chose (decision 0051): read from the subscribe call's
 * `Accept-language`, so the organiser's reminder reaches them in it. "" for none, also for every
 * subscription made before this migration (they get the reminder in Chinese and English).
 */
export const noticeLanguage: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("notice_subscriptions")
      .addColumn("language", "varchar(16)", (c) => c.notNull().defaultTo(""))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("notice_subscriptions").dropColumn("language").execute();
  },
};
