import type { FastifyInstance } from "fastify";
import { BOARD_PROTOCOL, type BoardStreamStatusBody } from "@livehall/wire";
import { RoomControl } from "../admin/room-control";
import { notFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { boardPlayAddr } from "../services/board-dto";
import { requestOrigin } from "../services/request-origin";
import type { ServerContext } from "../server-context";
import { identifier } from "../routes/schemas";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tools/tool-admin";
import { LiveState } from "./live-state";

const liveBody = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string", enum: ["start", "stop"] } },
} as const;

const screenBody = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string", enum: ["start", "stop"] }, screenId: identifier },
} as const;

/**
 * The organiser's live controls under /api/admin (docs/api.md "Admin API"; the CLI's go-live, stop,
 * screen and board): every one changes the room through {@link LiveState}, behind the admin token.
 */
export function liveStateAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const live = new LiveState(new RoomControl(ctx.db, ctx.events, ctx.now), ctx.realtime.hub);
  const { rooms } = ctx.realtime;

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: { status: "start" | "stop" } }>(
      "/events/:eventNumber/rooms/:roomNumber/live",
      { schema: { params: adminRoomParams, body: liveBody } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const { liveStatus, streams } = await live.setRoom(room.id, channel, request.body.status === "start");
        return ok({ roomChannel: channel, liveStatus, streams, online: rooms.online(channel) });
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: { status: "start" | "stop"; screenId?: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/screen",
      { schema: { params: adminRoomParams, body: screenBody } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const { screenId } = request.body;
        const change = await live.setScreen(room.id, channel, screenId ?? null, request.body.status === "start");
        if (!change) throw notFound(screenId === undefined ? "The room has no screen" : `Unknown screen ${screenId}`);
        const { screen, pushStatus, pushed } = change;
        return ok({
          roomChannel: channel,
          screenId: screen.screen_id,
          mainScreenFlag: screen.main_screen_flag,
          pushStatus,
          pushed,
          online: rooms.online(channel),
        });
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: { status: "start" | "stop" } }>(
      "/events/:eventNumber/rooms/:roomNumber/board",
      { schema: { params: adminRoomParams, body: liveBody } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const origin = requestOrigin(request).http;
        const body = await live.setBoard(
          room.id,
          channel,
          request.body.status === "start",
          (board) =>
            boardPlayAddr(board, ctx.media.source(board.media_source), ctx.playUrls, origin, BOARD_PROTOCOL.hls) as BoardStreamStatusBody,
        );
        if (!body) throw notFound("The room has no board stream");
        return ok({ roomChannel: channel, pushStatus: body.pushStatus, online: rooms.online(channel) });
      },
    );
  });
}
