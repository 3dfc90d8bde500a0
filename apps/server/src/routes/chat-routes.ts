import type { FastifyInstance } from "fastify";
import {
  BODY_CODES,
  DEFAULT_CHAT_HISTORY,
  MAX_CHAT_HISTORY,
  roomChannelId,
  TOPICS,
  type CallToActionListDTO,
  type ChatHistoryDTO,
  type ChatMessageBody,
  type SendChatRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter, unauthorized } from "../http/api-error";
import { ok } from "../http/envelope";
import { AudienceBans, BAN_TYPE } from "../services/audience-bans";
import { CallToActionStore } from "../services/call-to-actions";
import { ChatRateLimit } from "../services/chat-rate-limit";
import { chatBanned, chatNickname, chatRefusal, checkChatContent } from "../services/chat-rules";
import { ChatStore } from "../services/chat-store";
import type { ServerContext } from "../server-context";
import { roomParams, viewerRoom, type RoomParams } from "./viewer-room";

/** Query values are checked in the handler, so that a mistake gets a message saying what is expected. */
const historyQuery = {
  type: "object",
  properties: { sinceId: { type: "string", maxLength: 32 }, limit: { type: "string", maxLength: 32 } },
} as const;

const sendBody = {
  type: "object",
  required: ["content"],
  properties: { content: { type: "string", maxLength: 8000 } },
} as const;

/** A message id: plain digits without leading zeros, within the safe integer range. */
const MESSAGE_ID = /^(0|[1-9][0-9]{0,14})$/;
/** 1–200 in plain digits. */
const HISTORY_LIMIT = /^(200|1[0-9]{2}|[1-9][0-9]?)$/;

interface HistoryQuery {
  sinceId?: string;
  limit?: string;
}

/** `sinceId` as a number, or null when absent; throws 100400 saying what is expected. */
function parseSinceId(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!MESSAGE_ID.test(text)) throw badParameter("Invalid query parameter 'sinceId': must be a message id in plain digits, e.g. 1234");
  return Number(text);
}

/** `limit` as a number (default DEFAULT_CHAT_HISTORY); throws 100400 saying what is expected. */
function parseHistoryLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_CHAT_HISTORY;
  if (!HISTORY_LIMIT.test(text))
    throw badParameter(`Invalid query parameter 'limit': must be an integer from 1 to ${MAX_CHAT_HISTORY} in plain digits`);
  return Number(text);
}

/** Over CHAT_RATE_COUNT messages within CHAT_RATE_WINDOW_MS: HTTP 429, body 100105. */
const chatRateLimited = (): ApiError => new ApiError(429, BODY_CODES.rateLimited, "Too many messages: wait a few seconds");

/**
 * Chat and call-to-action calls of a room (decision 0015). Bearer token and `{roomId}` as for the
 * other room calls ({@link viewerRoom}).
 * - GET …/chats[?sinceId=N][&limit=L] → ChatHistoryDTO (oldest first; deletions since N; the
 *   viewer's chat ban).
 * - POST …/chats {content} → the stored ChatMessageBody, pushed as CHAT_MESSAGE to the room.
 *   Refusals in order: 100400 bad content, 100113 banned, 100114 login needed, 100115 nickname
 *   needed (HTTP 403), 100105 too many messages (HTTP 429).
 * - GET …/call-to-actions → CallToActionListDTO.
 */
export function chatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const chats = new ChatStore(ctx.db);
  const bans = new AudienceBans(ctx.db);
  const callToActions = new CallToActionStore(ctx.db);
  const rate = new ChatRateLimit(ctx.now);

  app.get<{ Params: RoomParams; Querystring: HistoryQuery }>(
    "/events/:eventId/rooms/:roomId/chats",
    { schema: { params: roomParams, querystring: historyQuery } },
    async (request) => {
      const sinceId = parseSinceId(request.query.sinceId);
      const limit = parseHistoryLimit(request.query.limit);
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const banned = await bans.isBanned(event.id, viewer.uid, BAN_TYPE.chat);
      const page =
        sinceId === null
          ? { list: await chats.latest(room.id, limit), hasMore: false, deletedIds: [] }
          : { ...(await chats.since(room.id, sinceId, limit)), deletedIds: await chats.deletedIds(room.id, sinceId) };
      const data: ChatHistoryDTO = { ...page, chatBanFlag: banned ? 1 : 0 };
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams; Body: SendChatRequestDTO }>(
    "/events/:eventId/rooms/:roomId/chats",
    { schema: { params: roomParams, body: sendBody } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const content = checkChatContent(request.body.content);
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw unauthorized("Unknown audience");
      if (await bans.isBanned(event.id, audience.id, BAN_TYPE.chat)) throw chatBanned();
      const refusal = chatRefusal(event, audience);
      if (refusal) throw refusal;
      if (!rate.take(`${event.id}/${audience.id}`)) throw chatRateLimited();
      const message: ChatMessageBody = await chats.add({
        eventId: event.id,
        roomId: room.id,
        audienceId: audience.id,
        nickName: chatNickname(audience),
        content,
        sendTime: ctx.now(),
      });
      // Stored is what counts: a viewer who misses the push finds it in the history.
      await ctx.realtime.hub.publish(roomChannelId(event.id, room.id), TOPICS.CHAT_MESSAGE, message).catch((error: unknown) => {
        request.log.warn({ err: error }, "CHAT_MESSAGE push failed");
      });
      return ok(message);
    },
  );

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/call-to-actions", { schema: { params: roomParams } }, async (request) => {
    const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const data: CallToActionListDTO = { list: await callToActions.list(room.id) };
    return ok(data);
  });
}
