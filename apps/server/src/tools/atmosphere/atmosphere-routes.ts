import type { FastifyInstance } from "fastify";
import { USER_TYPE } from "@livehall/domain";
import { MAX_CHAT_LENGTH, TOPICS } from "@livehall/wire";
import { ok } from "../../http/envelope";
import type { ServerContext } from "../../server-context";
import { ChatStore } from "../../services/chat-store";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { checkPostText } from "../shared/post-text";

/** The sender id atmosphere messages are stored under (not an audience: no viewer can hold it). */
export const ATMOSPHERE_SENDER_ID = "atmosphere";
/** The name shown when the organiser gives none. */
export const DEFAULT_ATMOSPHERE_NAME = "氛围组";

const sayBody = {
  type: "object",
  required: ["content"],
  additionalProperties: false,
  properties: { content: { type: "string", maxLength: MAX_CHAT_LENGTH * 4 }, nickName: { type: "string", maxLength: 128 } },
} as const;

/**
 * Atmosphere messages, decision 0030: the organiser speaks as the atmosphere master (§3 user type
 * 7). Admin: POST …/atmosphere {content, nickName?} stores a chat message with `userType` 7 and
 * pushes it as CHAT_MESSAGE, so it is in the chat history and marked as such by every client.
 */
export function atmosphereRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const chats = new ChatStore(ctx.db);
  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: { content: string; nickName?: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/atmosphere",
      { schema: { params: adminRoomParams, body: sayBody } },
      async (request) => {
        const content = checkPostText(request.body.content, MAX_CHAT_LENGTH);
        const nickName =
          request.body.nickName === undefined ? DEFAULT_ATMOSPHERE_NAME : checkPostText(request.body.nickName, 32, "nickName");
        const { event, room, channel } = await adminRoom(ctx, request.params);
        const message = await chats.add({
          eventId: event.id,
          roomId: room.id,
          audienceId: ATMOSPHERE_SENDER_ID,
          nickName,
          content,
          sendTime: ctx.now(),
          userType: USER_TYPE.ATMOSPHERE_MASTER,
        });
        await ctx.realtime.hub.publish(channel, TOPICS.CHAT_MESSAGE, message);
        return ok(message);
      },
    );
  });
}
