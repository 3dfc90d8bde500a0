import type { ChatMessageBody } from "./realtime/topics";
import type { CallToActionDTO } from "./call-to-action";

export type { CallToActionDTO, JumpUrlType } from "./call-to-action";

/**
 * Chat and call-to-action calls (ours: §7 shows neither chat payloads nor the call-to-action
 * shape; decision 0015). A chat message is `ChatMessageBody` everywhere: in history answers, in
 * the send answer and in CHAT_MESSAGE pushes, so a client merges them by `messageId`.
 */

/** Longest chat message, in Unicode code points after trimming. */
export const MAX_CHAT_LENGTH = 500;
/** Messages a history call answers when `limit` is absent. */
export const DEFAULT_CHAT_HISTORY = 50;
/** Most messages one history call answers. */
export const MAX_CHAT_HISTORY = 200;
/**
 * How far below `sinceId` a since-query reports deletions (`deletedIds`): a client keeps at most
 * this many messages, so deletions further back cannot concern it.
 */
export const CHAT_DELETION_WINDOW = 500;
/** A viewer may send this many messages … */
export const CHAT_RATE_COUNT = 5;
/** … within this window (ms); more answer 100105 (HTTP 429). */
export const CHAT_RATE_WINDOW_MS = 5000;

/**
 * GET /events/{eventId}/rooms/{roomId}/chats[?sinceId=N][&limit=L] → data.
 * Without `sinceId`: the latest `limit` messages. With it: the oldest `limit` messages whose id is
 * above N (`hasMore` says whether more follow; ask again with the last id). Oldest first always.
 * Deleted messages are never listed.
 */
export interface ChatHistoryDTO {
  list: ChatMessageBody[];
  /** With `sinceId` only: more messages above the last listed one exist. */
  hasMore: boolean;
  /**
   * With `sinceId` only: ids of deleted messages in (sinceId − CHAT_DELETION_WINDOW, sinceId],
   * so a client that was away drops what a moderator removed meanwhile. Empty without `sinceId`.
   */
  deletedIds: number[];
  /** 1: this viewer is banned from chat (the chat box is disabled). */
  chatBanFlag: 0 | 1;
}

/** POST /events/{eventId}/rooms/{roomId}/chats body → data: the stored `ChatMessageBody`. */
export interface SendChatRequestDTO {
  /** Plain text, 1–MAX_CHAT_LENGTH code points after trimming; never interpreted as HTML. */
  content: string;
}

/** GET /events/{eventId}/rooms/{roomId}/call-to-actions → data. */
export interface CallToActionListDTO {
  list: CallToActionDTO[];
}
