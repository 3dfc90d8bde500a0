import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Notices and tickets (issue 14, decision 0036), typed in `notices/notice-tables.ts`. Uniqueness
 * lives here: one notice config per event, one subscription per viewer, config and channel, one
 * ticket order per viewer and event. A ticket's `stock_left` is only ever changed by a guarded
 * update (`stock_left > 0`), so concurrent buyers cannot oversell.
 */
export const noticesTickets: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("notice_configs")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().unique().references("events.id").onDelete("cascade"))
      .addColumn("wechat_flag", "integer", (c) => c.notNull())
      .addColumn("sms_flag", "integer", (c) => c.notNull())
      .addColumn("sms_check_flag", "integer", (c) => c.notNull())
      .addColumn("email_flag", "integer", (c) => c.notNull())
      .addColumn("email_check_flag", "integer", (c) => c.notNull())
      .addColumn("display_subscribe", "integer", (c) => c.notNull())
      .addColumn("automatic_popup", "integer", (c) => c.notNull())
      .addColumn("notice_index", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("notice_subscriptions")
      .addColumn("config_id", "varchar(64)", (c) => c.notNull().references("notice_configs.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("channel", "varchar(8)", (c) => c.notNull())
      .addColumn("contact", "varchar(320)", (c) => c.notNull())
      .addColumn("privacy_policy_version", "varchar(64)", (c) => c.notNull())
      .addColumn("user_agreement_version", "varchar(64)", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("notice_subscriptions_pk", ["config_id", "audience_id", "channel"])
      .execute();

    await db.schema
      .createTable("tickets")
      .addColumn("id", "varchar(64)", (c) => c.notNull())
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("ticket_flag", "integer", (c) => c.notNull())
      .addColumn("ticket_type", "integer", (c) => c.notNull())
      .addColumn("price_cents", "bigint", (c) => c.notNull())
      .addColumn("stock_left", "integer", (c) => c.notNull())
      .addColumn("review_flag", "integer", (c) => c.notNull())
      .addColumn("sale_start_at", "bigint", (c) => c.notNull())
      .addColumn("sale_end_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("tickets_pk", ["event_id", "id"])
      .execute();

    await db.schema
      .createTable("ticket_orders")
      .addColumn("event_id", "varchar(64)", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("audience_id", "varchar(64)", (c) => c.notNull())
      .addColumn("ticket_id", "varchar(64)", (c) => c.notNull())
      .addColumn("price_cents", "bigint", (c) => c.notNull())
      .addColumn("pay_status", "integer", (c) => c.notNull())
      .addColumn("verify_state", "integer", (c) => c.notNull())
      .addColumn("payment_ref", "varchar(128)", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("ticket_orders_pk", ["event_id", "audience_id"])
      .execute();

    await db.schema
      .alterTable("events")
      .addColumn("ticket_status", "integer", (c) => c.notNull().defaultTo(2))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("events").dropColumn("ticket_status").execute();
    for (const table of ["ticket_orders", "tickets", "notice_subscriptions", "notice_configs"]) await db.schema.dropTable(table).execute();
  },
};
