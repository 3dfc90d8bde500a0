import { FEED_HISTORY, type FeedKind, type FeedPostBody } from "@livehall/wire";
import type { GiftToolDatabase } from "../gifts/tables";

const asKind = (value: string): FeedKind => (value === "topic" ? "topic" : "text-live");

/** A room's topic and text-live posts (decision 0030), in the order they were stored. */
export class FeedStore {
  constructor(private readonly db: GiftToolDatabase) {}

  /** Stores a post (its text already checked, `checkPostText`); answers it as TOPIC / TEXT_LIVE push it. */
  async add(roomId: string, kind: FeedKind, content: string, at: number): Promise<FeedPostBody> {
    const row = await this.db
      .insertInto("feed_posts")
      .values({ room_id: roomId, kind, content, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { postId: row.id, kind, content, sendTime: at };
  }

  /** The room's newest FEED_HISTORY posts, oldest first. */
  async latest(roomId: string): Promise<FeedPostBody[]> {
    const rows = await this.db
      .selectFrom("feed_posts")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("id", "desc")
      .limit(FEED_HISTORY)
      .execute();
    return rows.reverse().map((row) => ({ postId: row.id, kind: asKind(row.kind), content: row.content, sendTime: row.created_at }));
  }

  async count(roomId: string): Promise<number> {
    const row = await this.db
      .selectFrom("feed_posts")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("room_id", "=", roomId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
