import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope";
import { eventByNumber } from "../../routes/event-lookup";
import { identifier } from "../../routes/schemas";
import type { ServerContext } from "../../server-context";
import { toolAdminRoutes } from "../tool-admin";
import { anonymousCapOf, MAX_ANONYMOUS_CAP, setAnonymousCap } from "./anonymous-answers";

interface EventParams {
  eventNumber: string;
}

const eventParams = { type: "object", required: ["eventNumber"], properties: { eventNumber: identifier } } as const;

const capBody = {
  type: "object",
  required: ["cap"],
  additionalProperties: false,
  properties: { cap: { type: "integer", minimum: 0, maximum: MAX_ANONYMOUS_CAP } },
} as const;

/**
 * The organiser's cap of anonymous answers per client address and tool item (decision 0060),
 * per event: `GET /api/admin/events/{eventNumber}/anonymous-cap` → {cap} (5 until set),
 * `PUT … {cap: 0…10000}` → {cap}. 0 leaves the answers to ID viewers; an office of more
 * anonymous viewers behind one address needs a higher cap. The CLI: `anonymous-cap show|set`.
 */
export function anonymousCapRoutes(app: FastifyInstance, ctx: ServerContext): void {
  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: EventParams }>("/events/:eventNumber/anonymous-cap", { schema: { params: eventParams } }, async (request) => {
      const event = await eventByNumber(ctx, request.params.eventNumber);
      return ok({ cap: await anonymousCapOf(ctx.db, event.id) });
    });
    admin.put<{ Params: EventParams; Body: { cap: number } }>(
      "/events/:eventNumber/anonymous-cap",
      { schema: { params: eventParams, body: capBody } },
      async (request) => {
        const event = await eventByNumber(ctx, request.params.eventNumber);
        await setAnonymousCap(ctx.db, event.id, request.body.cap);
        return ok({ cap: request.body.cap });
      },
    );
  });
}
