import type { ChatMessage } from "./services";

/** A chat message as the server answers or pushes it: a {@link ChatMessage} without `mine`. */
export type ChatMessageData = Omit<ChatMessage, "mine">;

/** What a history call asks for (decision 0015). */
export interface ChatHistoryQuery {
  /** Only messages above this id, oldest first (a catch-up); absent: the latest ones. */
  readonly sinceId?: number;
  /** How many (the server's default 50 when absent, at most 200). */
  readonly limit?: number;
}

/** A history answer. */
export interface ChatHistory {
  /** Oldest first; never a deleted message. */
  readonly messages: readonly ChatMessageData[];
  /** With `sinceId` only: more messages follow the last listed one (ask again from it). */
  readonly hasMore: boolean;
  /** With `sinceId` only: messages deleted at or below `sinceId` (the last 500 ids), to drop. */
  readonly deletedIds: readonly number[];
  /** This viewer is banned from chat. */
  readonly banned: boolean;
}

/**
 * The room's chat calls (decision 0015, ours: §7 shows none). Both reject with the domain's
 * `ApiFailure` like the other API ports (refusals carry body codes 100113 banned, 100114 login
 * needed, 100115 nickname needed, 100105 too fast, 100400 bad content); the adapter adds the
 * bearer token of the request context's event.
 */
export interface ChatApi {
  /** GET /events/{eventId}/rooms/{roomId}/chats?sinceId&limit. */
  history(eventId: string, roomId: string, query?: ChatHistoryQuery): Promise<ChatHistory>;
  /** POST /events/{eventId}/rooms/{roomId}/chats `{content}`: answers the stored message. */
  send(eventId: string, roomId: string, content: string): Promise<ChatMessageData>;
}
