import type { FastifyInstance } from "fastify";
import type { RoomScreensDTO } from "@livehall/wire";
import { ok } from "../http/envelope";
import type { ServerContext } from "../server-context";
import { roomParams, viewerRoom, type RoomParams } from "./viewer-room";

/**
 * GET /events/{eventId}/rooms/{roomId}/screens (decision 0039): the room's screens, main screen
 * first then in the event file's order, each with screenId, streamId, mainScreenFlag and
 * pushStatus; an empty list for a room without streams. No addresses: the meeting page asks §7
 * live-play-addr (with `?screenId=`) for the one it plays, so the trial check and the signed
 * addresses stay in one place. Needs the viewer's token like every room call.
 */
export function screenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/screens", { schema: { params: roomParams } }, async (request) => {
    const { room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const streams = await ctx.events.streamsOf(room.id);
    const data: RoomScreensDTO = {
      screens: streams.map((stream) => ({
        screenId: stream.screen_id,
        streamId: stream.id,
        mainScreenFlag: stream.main_screen_flag,
        pushStatus: stream.push_status,
      })),
    };
    return ok(data);
  });
}
