import type { FastifyInstance } from "fastify";
import type { DurationDotsRequestDTO } from "@livehall/wire";
import { roomNotFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { recordTrialDot } from "../services/trial";
import type { ServerContext } from "../server-context";
import { eventById } from "./event-lookup";
import { identifier } from "./schemas";

const dotsParams = { type: "object", required: ["eventId"], properties: { eventId: identifier } } as const;

const dotsBody = {
  type: "object",
  required: ["roomId", "seconds"],
  properties: {
    roomId: identifier,
    pageSession: { type: "string", maxLength: 64 },
    seconds: { type: "number", minimum: 0, maximum: 86_400 },
  },
} as const;

/**
 * POST /events/{eventId}/rooms/duration-dots (§7, silent on the client): watched seconds since the
 * last report. For an anonymous trial viewer they count towards the trial (services/trial.ts);
 * for everyone else the report is accepted and dropped (no analytics here).
 */
export function trialRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Params: { eventId: string }; Body: DurationDotsRequestDTO }>(
    "/events/:eventId/rooms/duration-dots",
    { schema: { params: dotsParams, body: dotsBody } },
    async (request) => {
      const viewer = await ctx.sessions.authenticate(request.headers.authorization, request.params.eventId);
      const event = await eventById(ctx, request.params.eventId);
      if (!(await ctx.events.findRoom(event.id, request.body.roomId))) throw roomNotFound();
      await recordTrialDot(ctx.db, event, viewer, request.body.seconds, ctx.now());
      return ok(null);
    },
  );
}
