import type { FastifyInstance } from "fastify";
import { ADMIN_PREFIX } from "../../admin/admin-paths";
import { adminTokenMatches } from "../../admin/admin-token";
import { roomNotFound, unauthorized } from "../../http/api-error";
import { eventByNumber } from "../../routes/event-lookup";
import { bearerToken } from "../../services/session-service";
import type { EventRow, RoomRow } from "../../services/event-store";
import type { ServerContext } from "../../server-context";
import { identifier } from "../../routes/schemas";

/** Path parameters of a tool's admin calls: `/admin/events/:eventNumber/rooms/:roomNumber/…`. */
export interface AdminRoomParams {
  eventNumber: string;
  roomNumber: string;
}

export const adminRoomParams = {
  type: "object",
  required: ["eventNumber", "roomNumber"],
  properties: { eventNumber: identifier, roomNumber: identifier },
} as const;

/**
 * Registers a tool's admin routes under /api/admin (the caller's app is the /api scope) behind
 * the admin token, like the rest of the admin API: HTTP 401 before the body is read.
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

/** The event and room an admin call names (151001 / 151002 when unknown). */
export async function adminRoom(ctx: ServerContext, params: AdminRoomParams): Promise<{ event: EventRow; room: RoomRow }> {
  const event = await eventByNumber(ctx, params.eventNumber);
  const room = await ctx.events.findRoom(event.id, params.roomNumber);
  if (!room) throw roomNotFound();
  return { event, room };
}
