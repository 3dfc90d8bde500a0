import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Gifts, ranking, goods, red envelopes, the topic / text-live feed and atmosphere messages (issue 13,
 * decision 0030). The tables are typed in `tools/gift-tables.ts`. Uniqueness lives here: one
 * invitation per invited viewer and event, one red-envelope share per viewer and envelope.
 */
export const giftsGoodsFeed: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const serial = (name: string) =>
      postgres
        ? db.schema.createTable(name).addColumn("id", "bigserial", (c) => c.primaryKey())
        : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());

    await db.schema
      .createTable("room_gifts")
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("gift_id", "varchar(64)", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("image_url", "text", (c) => c.notNull())
      .addColumn("price_cents", "bigint", (c) => c.notNull())
      .addColumn("effect", "varchar(16)", (c) => c.notNull())
      .addPrimaryKeyConstraint("room_gifts_pk", ["room_id", "position"])
      .execute();

    await serial("gift_sends")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("nick_name", "text", (c) => c.notNull())
      .addColumn("gift_id", "varchar(64)", (c) => c.notNull())
      .addColumn("gift_count", "integer", (c) => c.notNull())
      .addColumn("value_cents", "bigint", (c) => c.notNull())
      .addColumn("payment_ref", "varchar(128)", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("gift_sends_room_audience").on("gift_sends").columns(["room_id", "audience_id"]).execute();

    await db.schema
      .createTable("invitations")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("sharer_id", "varchar(64)", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("invitations_pk", ["event_id", "audience_id"])
      .execute();
    await db.schema.createIndex("invitations_sharer").on("invitations").columns(["event_id", "sharer_id"]).execute();

    await db.schema
      .createTable("room_goods")
      .addColumn("goods_id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("image_url", "text", (c) => c.notNull())
      .addColumn("price_cents", "bigint", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("explaining", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("room_goods_room").on("room_goods").columns(["room_id", "created_at"]).execute();

    await db.schema
      .createTable("red_envelopes")
      .addColumn("envelope_id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("greeting", "text", (c) => c.notNull())
      .addColumn("share_count", "integer", (c) => c.notNull())
      .addColumn("total_cents", "bigint", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("red_envelopes_room").on("red_envelopes").columns(["room_id", "created_at"]).execute();

    // Amounts are split when the envelope is sent; a grab claims one unclaimed share.
    await db.schema
      .createTable("red_envelope_shares")
      .addColumn("envelope_id", "varchar(64)", (c) => c.notNull().references("red_envelopes.envelope_id").onDelete("cascade"))
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("amount_cents", "bigint", (c) => c.notNull())
      .addColumn("audience_id", "varchar(64)")
      .addColumn("grabbed_at", "bigint")
      .addPrimaryKeyConstraint("red_envelope_shares_pk", ["envelope_id", "seq"])
      .execute();
    // One share per viewer and envelope (unclaimed shares hold NULL, which never collides).
    await db.schema
      .createIndex("red_envelope_shares_one_per_viewer")
      .on("red_envelope_shares")
      .columns(["envelope_id", "audience_id"])
      .unique()
      .execute();

    await serial("feed_posts")
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("kind", "varchar(16)", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("feed_posts_room").on("feed_posts").columns(["room_id", "id"]).execute();

    await db.schema.alterTable("chat_messages").addColumn("user_type", "integer").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("chat_messages").dropColumn("user_type").execute();
    for (const table of ["feed_posts", "red_envelope_shares", "red_envelopes", "room_goods", "invitations", "gift_sends", "room_gifts"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
