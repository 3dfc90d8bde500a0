import type { FastifyInstance } from "fastify";
import { roomChannelId, TOPICS, type InteractiveAccessFlagBody } from "@livehall/wire";
import { ok } from "../http/envelope";
import type { ServerContext } from "../server-context";
import { toolAdminRoutes } from "../tools/tool-admin";
import { eventByNumber } from "./event-lookup";
import { identifier } from "./schemas";

const eventParams = { type: "object", required: ["eventNumber"], properties: { eventNumber: identifier } } as const;
const flagBody = {
  type: "object",
  required: ["interactAccessFlag"],
  additionalProperties: false,
  properties: { interactAccessFlag: { type: "integer", enum: [0, 1] } },
} as const;

/**
 * The organiser changes the event's interactive access flag live (§6 "The interactive access flag
 * is updated live", decision 0042): `POST /api/admin/events/{eventNumber}/interact-access
 * {interactAccessFlag: 0|1}` stores it (the brief, the §4 interception the server runs on chat and
 * tool calls, and every later answer read it from the event row) and pushes INTERACTIVE_ACCESS_FLAG
 * (20241) to every room of the event, breakout rooms included. The CLI: `interact-access on|off <event>`.
 */
export function interactAccessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: { eventNumber: string }; Body: InteractiveAccessFlagBody }>(
      "/events/:eventNumber/interact-access",
      { schema: { params: eventParams, body: flagBody } },
      async (request) => {
        const event = await eventByNumber(ctx, request.params.eventNumber);
        const { interactAccessFlag } = request.body;
        await ctx.db.updateTable("events").set({ interact_access_flag: interactAccessFlag }).where("id", "=", event.id).execute();
        const rooms = await ctx.db.selectFrom("rooms").select("id").where("event_id", "=", event.id).orderBy("sort_order").execute();
        const channels = rooms.map((room) => roomChannelId(event.id, room.id));
        const body: InteractiveAccessFlagBody = { interactAccessFlag };
        for (const channel of channels) await ctx.realtime.hub.publish(channel, TOPICS.INTERACTIVE_ACCESS_FLAG, body);
        return ok({ interactAccessFlag, roomChannels: channels });
      },
    );
  });
}
