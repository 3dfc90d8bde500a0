import type { FastifyInstance } from "fastify";
import { TOPICS, type WatchNumberFlagBody } from "@livehall/wire";
import { ok } from "../http/envelope";
import type { ServerContext } from "../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tools/tool-admin";

const flagBody = {
  type: "object",
  required: ["watchNumberFlag"],
  additionalProperties: false,
  properties: { watchNumberFlag: { type: "integer", enum: [0, 1] } },
} as const;

/**
 * The organiser shows or hides a room's viewer count (§1, §7 watch number flag, decision 0053):
 * `POST /api/admin/events/{eventNumber}/rooms/{room}/watch-number {watchNumberFlag: 0|1}` stores
 * it on the room (every process's viewer count reads it before each push) and pushes
 * WATCH_NUMBER_FLAG (20310) to the room; showing it again brings a fresh count at once. The CLI:
 * `watch-number on|off <event> <room>`.
 */
export function watchNumberRoutes(app: FastifyInstance, ctx: ServerContext): void {
  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: WatchNumberFlagBody }>(
      "/events/:eventNumber/rooms/:roomNumber/watch-number",
      { schema: { params: adminRoomParams, body: flagBody } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const { watchNumberFlag } = request.body;
        await ctx.db.updateTable("rooms").set({ watch_number_flag: watchNumberFlag }).where("id", "=", room.id).execute();
        const body: WatchNumberFlagBody = { watchNumberFlag };
        await ctx.realtime.hub.publish(channel, TOPICS.WATCH_NUMBER_FLAG, body);
        if (watchNumberFlag === 1) ctx.realtime.watchNumber.changed(channel);
        return ok({ watchNumberFlag, roomChannel: channel, online: ctx.realtime.rooms.online(channel) });
      },
    );
  });
}
