import type { ChatHistory } from "@livehall/application";
import { parseChatMessage, parseMessageIds } from "./chat-bodies";
import type { ChatHistoryDTO } from "@livehall/wire";
import { flagOn, list, loose } from "../api/loose";

/**
 * A history answer (`ChatHistoryDTO`) read loosely: messages that cannot be read are left out,
 * a missing list is empty, `hasMore` is on for true or 1, `chatBanFlag` for 1.
 */
export function mapChatHistory(data: unknown): ChatHistory {
  const dto = loose<ChatHistoryDTO>(data);
  const messages = list(dto.list)
    .map(parseChatMessage)
    .filter((message) => message !== null);
  return {
    messages,
    hasMore: dto.hasMore === true || flagOn(dto.hasMore),
    deletedIds: parseMessageIds(dto.deletedIds),
    banned: flagOn(dto.chatBanFlag),
  };
}
