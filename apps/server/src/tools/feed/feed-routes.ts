import type { FastifyInstance } from "fastify";
import { FEED_HISTORY, FEED_KINDS, MAX_FEED_POST_LENGTH, TOPICS, type FeedKind, type FeedListDTO, type FeedPostBody } from "@livehall/wire";
import { ok } from "../../http/envelope";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { withGiftTables, type GiftToolDatabase } from "../gifts/tables";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { checkPostText } from "../shared/post-text";

const postBody = {
  type: "object",
  required: ["kind", "content"],
  additionalProperties: false,
  properties: { kind: { type: "string", enum: FEED_KINDS }, content: { type: "string", maxLength: MAX_FEED_POST_LENGTH * 4 } },
} as const;

const asKind = (value: string): FeedKind => (value === "topic" ? "topic" : "text-live");

/** The room's newest posts, oldest first. */
async function latestPosts(db: GiftToolDatabase, roomId: string): Promise<FeedPostBody[]> {
  const rows = await db
    .selectFrom("feed_posts")
    .selectAll()
    .where("room_id", "=", roomId)
    .orderBy("id", "desc")
    .limit(FEED_HISTORY)
    .execute();
  return rows.reverse().map((row) => ({ postId: row.id, kind: asKind(row.kind), content: row.content, sendTime: row.created_at }));
}

/**
 * Topic posts and text live (teletext) as the room's feed, decision 0030. Admin: POST …/feed
 * {kind: "topic" | "text-live", content} stores the post and pushes it alone on TOPIC or TEXT_LIVE.
 * Viewer: GET …/feed → FeedListDTO (the newest FEED_HISTORY, oldest first).
 */
export function feedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = withGiftTables(ctx.db);

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/feed", { schema: { params: roomParams } }, async (request) => {
    const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const data: FeedListDTO = { list: await latestPosts(db, room.id) };
    return ok(data);
  });

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: { kind: FeedKind; content: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/feed",
      { schema: { params: adminRoomParams, body: postBody } },
      async (request) => {
        const content = checkPostText(request.body.content, MAX_FEED_POST_LENGTH);
        const { room, channel } = await adminRoom(ctx, request.params);
        const at = ctx.now();
        const row = await db
          .insertInto("feed_posts")
          .values({ room_id: room.id, kind: request.body.kind, content, created_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        const post: FeedPostBody = { postId: row.id, kind: request.body.kind, content, sendTime: at };
        await ctx.realtime.hub.publish(channel, post.kind === "topic" ? TOPICS.TOPIC : TOPICS.TEXT_LIVE, post);
        return ok(post);
      },
    );

    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/feed",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        return ok({ list: await latestPosts(db, room.id) });
      },
    );
  });
}
