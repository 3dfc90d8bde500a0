import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { withGiftTables, type GiftToolDatabase } from "../tools/gifts/tables";
import { FeedStore } from "../tools/feed/feed-store";
import { GoodsStore } from "../tools/goods/goods-store";
import { RedEnvelopeStore } from "../tools/red-envelope/red-envelope-store";
import type { EventDefinition, RoomDefinition } from "./event-definition";

/** What one start stored: rows per tool (0 everywhere on a start after the first). */
export interface SeededToolItems {
  readonly goods: number;
  readonly redEnvelopes: number;
  readonly feed: number;
}

async function roomExists(db: GiftToolDatabase, eventId: string, roomId: string): Promise<boolean> {
  const row = await db.selectFrom("rooms").select("id").where("id", "=", roomId).where("event_id", "=", eventId).executeTakeFirst();
  return row !== undefined;
}

async function seedRoom(db: GiftToolDatabase, eventId: string, room: RoomDefinition, now: number): Promise<SeededToolItems> {
  const { goods, redEnvelopes, feed } = room.toolItems;
  const seeded = { goods: 0, redEnvelopes: 0, feed: 0 };
  const goodsStore = new GoodsStore(db);
  if (goods.length > 0 && (await goodsStore.count(room.roomId)) === 0) {
    // One millisecond apart: the shelf lists cards by creation time, in the file's order.
    for (const [index, { explaining, ...card }] of goods.entries()) {
      const added = await goodsStore.add(room.roomId, card, now + index);
      if (explaining) await goodsStore.explain(room.roomId, added.goodsId);
    }
    seeded.goods = goods.length;
  }
  const envelopes = new RedEnvelopeStore(db);
  if (redEnvelopes.length > 0 && (await envelopes.newest(room.roomId)) === null) {
    for (const [index, envelope] of redEnvelopes.entries()) {
      await envelopes.send({ eventId, roomId: room.roomId, ...envelope, at: now + index });
    }
    seeded.redEnvelopes = redEnvelopes.length;
  }
  const posts = new FeedStore(db);
  if (feed.length > 0 && (await posts.count(room.roomId)) === 0) {
    for (const [index, post] of feed.entries()) await posts.add(room.roomId, post.kind, post.content, now + index);
    seeded.feed = feed.length;
  }
  return seeded;
}

/**
 * Stores the goods, red envelopes and feed posts the event files declare (`rooms[].toolItems`,
 * decision 0043) through the tools' own stores, in one transaction, on every start: a tool's items
 * go into a room only while that room holds none of the tool's rows, so a restart stores nothing
 * again and a data folder seeded before the file declared them gets them too. Rooms the database
 * does not hold (a file added after the first start) are skipped. No push: nobody watches yet.
 */
export async function seedToolItems(db: Kysely<Database>, definitions: readonly EventDefinition[], now: number): Promise<SeededToolItems> {
  const rooms = definitions.flatMap((event) =>
    event.rooms
      .filter((room) => room.toolItems.goods.length + room.toolItems.redEnvelopes.length + room.toolItems.feed.length > 0)
      .map((room) => ({ eventId: event.virtualEventId, room })),
  );
  if (rooms.length === 0) return { goods: 0, redEnvelopes: 0, feed: 0 };
  return db.transaction().execute(async (trx) => {
    const tools = withGiftTables(trx);
    const total = { goods: 0, redEnvelopes: 0, feed: 0 };
    for (const { eventId, room } of rooms) {
      if (!(await roomExists(tools, eventId, room.roomId))) continue;
      const seeded = await seedRoom(tools, eventId, room, now);
      total.goods += seeded.goods;
      total.redEnvelopes += seeded.redEnvelopes;
      total.feed += seeded.feed;
    }
    return total;
  });
}
