import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The organiser's look (issue 14, decision 0034): `rooms.watch_decorate`, the room's §3 watch
 * decorate as JSON ("" = §3 defaults), and `ad_pic_bury`, per room, ad picture and action
 * (show, click, close) how often viewers reported it.
 */
export const watchDecorate: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("rooms")
      .addColumn("watch_decorate", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createTable("ad_pic_bury")
      .addColumn("room_id", "text", (c) => c.notNull())
      .addColumn("room_ad_pic_id", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("count", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("ad_pic_bury_pk", ["room_id", "room_ad_pic_id", "action"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("ad_pic_bury").execute();
    await db.schema.alterTable("rooms").dropColumn("watch_decorate").execute();
  },
};
