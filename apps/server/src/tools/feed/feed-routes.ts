import type { FastifyInstance } from "fastify";
import { FEED_KINDS, MAX_FEED_POST_LENGTH, TOPICS, type FeedKind, type FeedListDTO } from "@livehall/wire";
import { ok } from "../../http/envelope";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { withGiftTables } from "../gifts/tables";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { checkPostText } from "../shared/post-text";
import { FeedStore } from "./feed-store";

const postBody = {
  type: "object",
  required: ["kind", "content"],
  additionalProperties: false,
  properties: { kind: { type: "string", enum: FEED_KINDS }, content: { type: "string", maxLength: MAX_FEED_POST_LENGTH * 4 } },
} as const;

/**
 * Topic posts and text live (teletext) as the room's feed, decision 0030. Admin: POST …/feed
 * {kind: "topic" | "text-live", content} stores the post and pushes it alone on TOPIC or TEXT_LIVE.
 * Viewer: GET …/feed → FeedListDTO (the newest FEED_HISTORY, oldest first).
 */
export function feedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new FeedStore(withGiftTables(ctx.db));

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/feed", { schema: { params: roomParams } }, async (request) => {
    const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const data: FeedListDTO = { list: await store.latest(room.id) };
    return ok(data);
  });

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: { kind: FeedKind; content: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/feed",
      { schema: { params: adminRoomParams, body: postBody } },
      async (request) => {
        const content = checkPostText(request.body.content, MAX_FEED_POST_LENGTH);
        const { room, channel } = await adminRoom(ctx, request.params);
        const post = await store.add(room.id, request.body.kind, content, ctx.now());
        await ctx.realtime.hub.publish(channel, post.kind === "topic" ? TOPICS.TOPIC : TOPICS.TEXT_LIVE, post);
        return ok(post);
      },
    );

    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/feed",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        return ok({ list: await store.latest(room.id) });
      },
    );
  });
}
