import type { Generated, Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** The tables of migration 0013_gifts_goods_feed (decision 0030), as Kysely sees them. Money in cents. */
// A type alias (not an interface): `withTables` needs an index-compatible record.
export type GiftToolTables = {
  /** A room's gift list, in order (empty: the default list, `default-gifts.ts`). */
  room_gifts: {
    room_id: string;
    position: number;
    gift_id: string;
    name: string;
    image_url: string;
    price_cents: number;
    effect: string;
  };
  /** One paid gift send. */
  gift_sends: {
    id: Generated<number>;
    event_id: string;
    room_id: string;
    audience_id: string;
    nick_name: string;
    gift_id: string;
    gift_count: number;
    value_cents: number;
    /** The payment provider's reference. */
    payment_ref: string;
    created_at: number;
  };
  /** Who invited a viewer (the `sharerId` of the viewer's first access); one row per viewer and event. */
  invitations: {
    event_id: string;
    audience_id: string;
    sharer_id: string;
    created_at: number;
  };
  room_goods: {
    goods_id: string;
    room_id: string;
    title: string;
    image_url: string;
    price_cents: number;
    url: string;
    /** 1: the card being explained now (at most one per room). */
    explaining: Generated<number>;
    created_at: number;
  };
  red_envelopes: {
    envelope_id: string;
    event_id: string;
    room_id: string;
    greeting: string;
    share_count: number;
    total_cents: number;
    created_at: number;
  };
  /** The amounts split at send time; a grab claims one (audience_id set once). */
  red_envelope_shares: {
    envelope_id: string;
    seq: number;
    amount_cents: number;
    audience_id: string | null;
    grabbed_at: number | null;
  };
  feed_posts: {
    id: Generated<number>;
    room_id: string;
    kind: string;
    content: string;
    created_at: number;
  };
};

/** The server's database with the tool tables of 0013 (the rest as `Database` types them). */
export type GiftToolDatabase = Kysely<Database & GiftToolTables>;

/** `db` seen with the 0013 tables. */
export const withGiftTables = (db: Kysely<Database>): GiftToolDatabase => db.$extendTables<GiftToolTables>();
