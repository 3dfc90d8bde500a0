import type { ChatApi, ChatHistory, ChatHistoryQuery, ChatMessageData } from "../chat/ports";

export interface ChatHistoryCall {
  readonly eventId: string;
  readonly roomId: string;
  readonly query: ChatHistoryQuery;
}

export interface ChatSendCall {
  readonly eventId: string;
  readonly roomId: string;
  readonly content: string;
}

/** The server's numbers (decision 0015; wire DEFAULT_CHAT_HISTORY, MAX_CHAT_HISTORY, CHAT_DELETION_WINDOW). */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;
const DELETION_WINDOW = 500;

/**
 * A ChatApi that keeps one room's chat like the reference server (decision 0015): ids grow, the
 * history answers the latest `limit` or, with `sinceId`, the oldest `limit` above it with `hasMore`
 * and the deletions of the 500 ids below it. Tests add others' messages with {@link post}, delete
 * with {@link remove}, and script failures or hold calls open with `historyAnswer` / `sendAnswer`.
 */
export class FakeChatApi implements ChatApi {
  readonly historyCalls: ChatHistoryCall[] = [];
  readonly sendCalls: ChatSendCall[] = [];
  /** The stored messages, oldest first (deleted ones removed). */
  readonly messages: ChatMessageData[] = [];
  readonly deletedIds = new Set<number>();
  /** The viewer is banned from chat. */
  banned = false;
  /** Who `send` stores messages as (the demo viewer). */
  sender: { viewerId: string; nickname: string } = { viewerId: "u-1", nickname: "Ada" };
  /** Replaces a history answer: an Error rejects; a function may hold the answer back (a promise). */
  historyAnswer: ((call: ChatHistoryCall) => ChatHistory | Error | undefined | Promise<ChatHistory | Error | undefined>) | null = null;
  /** Replaces a send answer the same way. */
  sendAnswer: ((call: ChatSendCall) => ChatMessageData | Error | undefined | Promise<ChatMessageData | Error | undefined>) | null = null;
  /** Epoch ms stamped on stored messages. */
  now = Date.UTC(2024, 0, 1, 2);
  private nextId = 1;

  /** Stores a message as another viewer's send would, and returns it (push it with the realtime fake). */
  post(content: string, from: { viewerId: string; nickname: string } = { viewerId: "u-2", nickname: "Bob" }): ChatMessageData {
    const message: ChatMessageData = {
      messageId: this.nextId++,
      viewerId: from.viewerId,
      nickname: from.nickname,
      content,
      sendTime: this.now,
    };
    this.messages.push(message);
    return message;
  }

  /** Stores `count` messages from others and returns them. */
  postMany(count: number, prefix = "m"): ChatMessageData[] {
    return Array.from({ length: count }, (_, index) => this.post(`${prefix}${String(index + 1)}`));
  }

  /** A moderator deletes a message. */
  remove(messageId: number): void {
    const index = this.messages.findIndex((message) => message.messageId === messageId);
    if (index >= 0) this.messages.splice(index, 1);
    this.deletedIds.add(messageId);
  }

  async history(eventId: string, roomId: string, query: ChatHistoryQuery = {}): Promise<ChatHistory> {
    const call = { eventId, roomId, query };
    this.historyCalls.push(call);
    const scripted = this.historyAnswer ? await this.historyAnswer(call) : undefined;
    if (scripted instanceof Error) throw scripted;
    return scripted ?? this.answer(query);
  }

  async send(eventId: string, roomId: string, content: string): Promise<ChatMessageData> {
    const call = { eventId, roomId, content };
    this.sendCalls.push(call);
    const scripted = this.sendAnswer ? await this.sendAnswer(call) : undefined;
    if (scripted instanceof Error) throw scripted;
    return scripted ?? this.post(content, this.sender);
  }

  /** What the server answers now (without recording a call). */
  answer(query: ChatHistoryQuery = {}): ChatHistory {
    const limit = Math.min(Math.max(1, query.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
    const { sinceId } = query;
    if (sinceId === undefined) {
      return { messages: this.messages.slice(-limit), hasMore: false, deletedIds: [], banned: this.banned };
    }
    const above = this.messages.filter((message) => message.messageId > sinceId);
    const deletedIds = [...this.deletedIds].filter((id) => id <= sinceId && id > sinceId - DELETION_WINDOW).sort((a, b) => a - b);
    return { messages: above.slice(0, limit), hasMore: above.length > limit, deletedIds, banned: this.banned };
  }
}
