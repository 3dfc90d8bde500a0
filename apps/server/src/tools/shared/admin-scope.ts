import type { FastifyInstance } from "fastify";
import { roomChannelId } from "@livehall/wire";
import { ADMIN_PREFIX } from "../../admin/admin-paths";
import { adminTokenMatches } from "../../admin/admin-token";
import { roomNotFound, unauthorized } from "../../http/api-error";
import { eventByNumber } from "../../routes/event-lookup";
import { identifier } from "../../routes/schemas";
import { bearerToken } from "../../services/session-service";
import type { EventRow, RoomRow } from "../../services/event-store";
import type { ServerContext } from "../../server-context";

/** Path parameters of an admin room call. */
export interface AdminRoomParams {
  eventNumber: string;
  roomNumber: string;
}

export const adminRoomParams = {
  type: "object",
  required: ["eventNumber", "roomNumber"],
  properties: { eventNumber: identifier, roomNumber: identifier },
} as const;

/** The event, room and hub channel an admin room call is about (151001 / 151002 when unknown). */
export async function adminRoom(ctx: ServerContext, params: AdminRoomParams): Promise<{ event: EventRow; room: RoomRow; channel: string }> {
  const event = await eventByNumber(ctx, params.eventNumber);
  const room = await ctx.events.findRoom(event.id, params.roomNumber);
  if (!room) throw roomNotFound();
  return { event, room, channel: roomChannelId(event.id, room.id) };
}

/**
 * Registers a tool's admin routes under /api/admin (this app is mounted under /api) behind the
 * admin token, like `admin-routes.ts`; the admin rate limit applies by path.
 */
export function adminScope(app: FastifyInstance, ctx: ServerContext, routes: (admin: FastifyInstance) => void): void {
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
