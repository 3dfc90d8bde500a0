import type { FastifyInstance } from "fastify";
import { roomChannelId } from "@livehall/wire";
import { ADMIN_PREFIX } from "../admin/admin-paths";
import { adminTokenMatches } from "../admin/admin-token";
import { roomNotFound, unauthorized } from "../http/api-error";
import { bearerToken } from "../services/session-service";
import type { EventRow, RoomRow } from "../services/event-store";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";

/** Path parameters of a tool's admin call: `/admin/events/:eventNumber/rooms/:roomNumber/…`. */
export interface AdminRoomParams {
  eventNumber: string;
  roomNumber: string;
}

export const adminRoomParams = {
  type: "object",
  required: ["eventNumber", "roomNumber"],
  properties: { eventNumber: identifier, roomNumber: identifier },
} as const;

/** The event, room and room channel an admin call is about. */
export interface AdminRoom {
  readonly event: EventRow;
  readonly room: RoomRow;
  readonly channel: string;
}

/** The room of an admin call; 151001 / 151002 when the event or room is unknown. */
export async function adminRoom(ctx: ServerContext, params: AdminRoomParams): Promise<AdminRoom> {
  const event = await eventByNumber(ctx, params.eventNumber);
  const room = await ctx.events.findRoom(event.id, params.roomNumber);
  if (!room) throw roomNotFound();
  return { event, room, channel: roomChannelId(event.id, room.id) };
}

/**
 * Registers a tool's admin routes under /admin (inside the /api prefix) behind the admin token
 * (HTTP 401 before the body is read), like `routes/admin-routes.ts`.
 */
export function toolAdminRoutes(app: FastifyInstance, ctx: ServerContext, routes: (admin: FastifyInstance) => void): void {
  void app.register(
    (admin, _opts, done) => {
      admin.addHook("onRequest", (request, _reply, next) => {
        const allowed = adminTokenMatches(bearerToken(request.headers.authorization), ctx.adminToken);
        next(allowed ? undefined : unauthorized("Missing or wrong admin token"));
      });
      routes(admin);
      done();
    },
    { prefix: ADMIN_PREFIX },
  );
}
