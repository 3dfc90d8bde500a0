import type { FastifyInstance } from "fastify";
import { roomNotFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { requestOrigin } from "../services/request-origin";
import { toLivePlayAddr, toWatchInit } from "../services/room-dto";
import { assertTrialLeft } from "../services/trial";
import type { ServerContext } from "../server-context";
import { eventById } from "./event-lookup";
import { identifier } from "./schemas";

const roomParams = {
  type: "object",
  required: ["eventId", "roomId"],
  properties: { eventId: identifier, roomId: identifier },
} as const;

interface RoomParams {
  eventId: string;
  roomId: string;
}

/**
 * §7 room calls. Both need a bearer token bound to `{eventId}` (401 otherwise, 100041 when
 * expired). `{roomId}` accepts the room number or id (decision 0003). An anonymous trial viewer
 * whose trial is used up gets no play address (body 100107).
 */
export function roomRoutes(app: FastifyInstance, ctx: ServerContext): void {
  async function viewerRoom(params: RoomParams, authorization: string | undefined) {
    const viewer = await ctx.sessions.authenticate(authorization, params.eventId);
    const event = await eventById(ctx, params.eventId);
    const room = await ctx.events.findRoom(event.id, params.roomId);
    if (!room) throw roomNotFound();
    const [mainStream] = await ctx.events.streamsOf(room.id);
    return { viewer, event, room, mainStream };
  }

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/watch-init-new", { schema: { params: roomParams } }, async (request) => {
    const { viewer, event, room, mainStream } = await viewerRoom(request.params, request.headers.authorization);
    return ok(toWatchInit(event, room, mainStream, viewer.ut));
  });

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/live-play-addr", { schema: { params: roomParams } }, async (request) => {
    const { viewer, event, mainStream } = await viewerRoom(request.params, request.headers.authorization);
    assertTrialLeft(event, await ctx.sessions.findAudience(viewer.uid));
    const media = mainStream ? ctx.media.source(mainStream.media_source) : undefined;
    return ok(toLivePlayAddr(mainStream, media, requestOrigin(request), ctx.now()));
  });
}
