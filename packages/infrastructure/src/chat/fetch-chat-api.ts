import type { ChatApi, ChatHistory, ChatHistoryQuery, ChatMessageData } from "@livehall/application";
import { parseChatMessage } from "./chat-bodies";
import { ApiFailure } from "@livehall/domain";
import { API_PATHS, type SendChatRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapChatHistory } from "./map-chat";

/**
 * The room's chat calls over the app's shared HttpClient (decision 0015): GET .../chats with
 * `sinceId`/`limit`, POST .../chats `{content}` answering the stored message. Both reject with
 * ApiFailure; a send answer without a readable message is a network-kind failure.
 */
export class FetchChatApi implements ChatApi {
  constructor(private readonly http: HttpClient) {}

  async history(eventId: string, roomId: string, query: ChatHistoryQuery = {}): Promise<ChatHistory> {
    const data = await this.http.request<unknown>({
      method: "GET",
      path: API_PATHS.chats(eventId, roomId),
      query: { sinceId: query.sinceId, limit: query.limit },
    });
    return mapChatHistory(data);
  }

  async send(eventId: string, roomId: string, content: string): Promise<ChatMessageData> {
    const body: SendChatRequestDTO = { content };
    const data = await this.http.request<unknown>({ method: "POST", path: API_PATHS.chats(eventId, roomId), body });
    const message = parseChatMessage(data);
    if (message === null) throw new ApiFailure("network", "", 200, "the answer carries no chat message");
    return message;
  }
}
