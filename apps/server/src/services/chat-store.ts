import type { Kysely, Selectable } from "kysely";
import { CHAT_DELETION_WINDOW, type ChatMessageBody } from "@livehall/wire";
import type { ChatMessagesTable, Database } from "../db/schema";

/** A message to store (see {@link ChatStore.add}). */
export interface NewChatMessage {
  readonly eventId: string;
  readonly roomId: string;
  readonly audienceId: string;
  readonly nickName: string;
  readonly content: string;
  /** Epoch ms. */
  readonly sendTime: number;
  /** §3 user type of a sender who is not an audience (7 atmosphere master, decision 0030); absent for viewers. */
  readonly userType?: number;
}

const COLUMNS = ["id", "audience_id", "nick_name", "content", "send_time", "user_type"] as const;

type StoredMessage = Pick<Selectable<ChatMessagesTable>, (typeof COLUMNS)[number]>;

const toBody = (row: StoredMessage): ChatMessageBody => ({
  messageId: row.id,
  liveUserId: row.audience_id,
  nickName: row.nick_name,
  content: row.content,
  sendTime: row.send_time,
  ...(row.user_type === null ? {} : { userType: row.user_type }),
});

/**
 * The rooms' chat messages in the database (decision 0015). A message's id is its `messageId`: it
 * only grows, across rooms and restarts, so "since id N" is a stable cursor. A moderator's delete
 * keeps the row (marked `deleted_at`) so since-queries can report it in `deletedIds`; deleted
 * messages are never listed.
 */
export class ChatStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a message and answers it as every client sees it (history, send answer, push). */
  async add(message: NewChatMessage): Promise<ChatMessageBody> {
    const row = await this.db
      .insertInto("chat_messages")
      .values({
        event_id: message.eventId,
        room_id: message.roomId,
        audience_id: message.audienceId,
        nick_name: message.nickName,
        content: message.content,
        send_time: message.sendTime,
        ...(message.userType === undefined ? {} : { user_type: message.userType }),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toBody(row);
  }

  /** The room's latest `limit` messages, oldest first. */
  async latest(roomId: string, limit: number): Promise<ChatMessageBody[]> {
    const rows = await this.db
      .selectFrom("chat_messages")
      .select(COLUMNS)
      .where("room_id", "=", roomId)
      .where("deleted_at", "is", null)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.reverse().map(toBody);
  }

  /** The room's oldest `limit` messages above `sinceId`, oldest first, and whether more follow. */
  async since(roomId: string, sinceId: number, limit: number): Promise<{ list: ChatMessageBody[]; hasMore: boolean }> {
    const rows = await this.db
      .selectFrom("chat_messages")
      .select(COLUMNS)
      .where("room_id", "=", roomId)
      .where("deleted_at", "is", null)
      .where("id", ">", sinceId)
      .orderBy("id", "asc")
      .limit(limit + 1)
      .execute();
    return { list: rows.slice(0, limit).map(toBody), hasMore: rows.length > limit };
  }

  /** Ids of the room's deleted messages in (sinceId − CHAT_DELETION_WINDOW, sinceId], ascending. */
  async deletedIds(roomId: string, sinceId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("chat_messages")
      .select("id")
      .where("room_id", "=", roomId)
      .where("deleted_at", "is not", null)
      .where("id", ">", sinceId - CHAT_DELETION_WINDOW)
      .where("id", "<=", sinceId)
      .orderBy("id", "asc")
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Marks the room's message `messageId` deleted (again: a no-op). Answers false when the room has
   * no such message.
   */
  async delete(roomId: string, messageId: number, at: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("chat_messages")
      .select(["id", "deleted_at"])
      .where("id", "=", messageId)
      .where("room_id", "=", roomId)
      .executeTakeFirst();
    if (!row) return false;
    if (row.deleted_at === null) {
      await this.db
        .updateTable("chat_messages")
        .set({ deleted_at: at })
        .where("id", "=", messageId)
        .where("deleted_at", "is", null)
        .execute();
    }
    return true;
  }
}
