import type { FastifyInstance } from "fastify";
import { INTERACTION_TYPE } from "@livehall/domain";
import { MAX_RED_ENVELOPE_COUNT, MAX_RED_ENVELOPE_TOTAL_CENTS, roomChannelId, TOPICS, type RedEnvelopeStateDTO } from "@livehall/wire";
import { badParameter, notFound, unauthorized } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { withGiftTables } from "../gifts/tables";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { interactionRefusal } from "../shared/interaction-refusal";
import { ViewerRateLimit } from "../shared/viewer-rate-limit";
import { RedEnvelopeStore } from "./red-envelope-store";

/** Grab attempts one viewer may make … */
export const GRAB_RATE_COUNT = 5;
/** … within this window (ms); more answer 429 / 100105. */
export const GRAB_RATE_WINDOW_MS = 5_000;

const sendBody = {
  type: "object",
  required: ["count", "totalCents"],
  additionalProperties: false,
  properties: {
    count: { type: "integer", minimum: 1, maximum: MAX_RED_ENVELOPE_COUNT },
    totalCents: { type: "integer", minimum: 1, maximum: MAX_RED_ENVELOPE_TOTAL_CENTS },
    greeting: { type: "string", maxLength: 100 },
  },
} as const;

const grabParams = {
  type: "object",
  required: ["eventId", "roomId", "envelopeId"],
  properties: { ...roomParams.properties, envelopeId: identifier },
} as const;

/**
 * Red envelopes, decision 0030. Admin: POST …/red-envelopes {count, totalCents, greeting?} splits
 * and stores the shares, pushes RED_ENVELOPE. Viewer: GET …/red-envelopes/current →
 * RedEnvelopeStateDTO; POST …/red-envelopes/:envelopeId/grab → GrabResultDTO (one share per viewer;
 * a won grab pushes RED_ENVELOPE with the shares left).
 */
export function redEnvelopeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new RedEnvelopeStore(withGiftTables(ctx.db));
  const rate = new ViewerRateLimit(ctx.now, GRAB_RATE_COUNT, GRAB_RATE_WINDOW_MS, "grabs");

  app.get<{ Params: RoomParams }>(
    "/events/:eventId/rooms/:roomId/red-envelopes/current",
    { schema: { params: roomParams } },
    async (request) => {
      const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const envelope = await store.newest(room.id);
      const data: RedEnvelopeStateDTO = { envelope, grabbedCents: envelope ? await store.grabbed(envelope.envelopeId, viewer.uid) : null };
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams & { envelopeId: string } }>(
    "/events/:eventId/rooms/:roomId/red-envelopes/:envelopeId/grab",
    { schema: { params: grabParams } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw unauthorized("Unknown audience");
      const refusal = interactionRefusal(event, audience, INTERACTION_TYPE.GRAB_RED_ENVELOPE);
      if (refusal) throw refusal;
      rate.take(`${event.id}/${audience.id}`);
      const { envelopeId } = request.params;
      if (!(await store.find(room.id, envelopeId))) throw notFound(`Unknown red envelope ${envelopeId}`);
      const result = await store.grab(envelopeId, audience.id, ctx.now());
      if (result.outcome === "won") {
        const after = await store.find(room.id, envelopeId);
        if (after)
          await ctx.realtime.hub.publish(roomChannelId(event.id, room.id), TOPICS.RED_ENVELOPE, after).catch((error: unknown) => {
            request.log.warn({ err: error }, "RED_ENVELOPE push failed");
          });
      }
      return ok(result);
    },
  );

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: { count: number; totalCents: number; greeting?: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/red-envelopes",
      { schema: { params: adminRoomParams, body: sendBody } },
      async (request) => {
        const { count, totalCents } = request.body;
        if (totalCents < count) throw badParameter(`Invalid body field 'totalCents': ${count} shares need at least ${count} cents`);
        const { event, room, channel } = await adminRoom(ctx, request.params);
        const body = await store.send({
          eventId: event.id,
          roomId: room.id,
          greeting: (request.body.greeting ?? "").trim(),
          count,
          totalCents,
          at: ctx.now(),
        });
        await ctx.realtime.hub.publish(channel, TOPICS.RED_ENVELOPE, body);
        return ok(body);
      },
    );

    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/red-envelopes/current",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        return ok({ envelope: await store.newest(room.id) });
      },
    );
  });
}
