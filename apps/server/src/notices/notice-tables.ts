import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The tables of migration 0020_notices_tickets (decision 0036) and 0023's column, as Kysely sees them. Money in cents, times epoch ms. */
// A type alias (not an interface): `$extendTables` needs an index-compatible record.
export type NoticeTicketTables = {
  /** §3 Notice config, one per event. Flags 0/1. */
  notice_configs: {
    id: string;
    event_id: string;
    wechat_flag: number;
    sms_flag: number;
    sms_check_flag: number;
    email_flag: number;
    email_check_flag: number;
    display_subscribe: number;
    automatic_popup: number;
    notice_index: number;
  };
  /** One subscription per viewer, config and channel ("sms", "email", "wechat"). */
  notice_subscriptions: {
    config_id: string;
    audience_id: string;
    channel: string;
    /** Mobile number, lower-cased e-mail address or WeChat open id. */
    contact: string;
    privacy_policy_version: string;
    user_agreement_version: string;
    created_at: number;
    /** The subscriber's language (0023), "" for none: see notice-language.ts. */
    language: string;
  };
  tickets: {
    id: string;
    event_id: string;
    position: number;
    name: string;
    ticket_flag: number;
    ticket_type: number;
    price_cents: number;
    stock_left: number;
    /** 1 = an order waits for the organiser's review (verify state 3), 0 = passed automatically (0). */
    review_flag: number;
    sale_start_at: number;
    sale_end_at: number;
  };
  /** The viewer's ticket of an event (one per viewer and event). */
  ticket_orders: {
    event_id: string;
    audience_id: string;
    ticket_id: string;
    price_cents: number;
    pay_status: number;
    verify_state: number;
    payment_ref: string;
    created_at: number;
  };
  /** The column 0020 adds to `events`: §3 ticket status (0 sign-no-ticket, 1 sign-and-ticket, 2 no-sign). */
  events: Database["events"] & { ticket_status: number };
};

export type NoticeTicketDatabase = Kysely<Omit<Database, "events"> & NoticeTicketTables>;

/** `db` seen with the 0020 tables. */
export const withNoticeTicketTables = (db: Kysely<Database>): NoticeTicketDatabase => db.$extendTables<NoticeTicketTables>();
