import type { FastifyInstance } from "fastify";
import { PORTAL_CODES, PORTAL_LIMITS, PORTAL_PATHS, type PageDecorationFlowDTO } from "@livehall/wire";
import { ApiError, tooManyRequests } from "../http/api-error";
import { ok } from "../http/envelope";
import { PortalStore, type PortalLookup } from "../portal/portal-store";
import { ChatRateLimit } from "../services/chat-rate-limit";
import type { ServerContext } from "../server-context";

/** Flow posts one address may make per minute (a viewer loads a portal a few times; a script many). */
export const FLOW_RATE_COUNT = 30;
const FLOW_RATE_WINDOW_MS = 60_000;

const id = { type: "string", minLength: 1, maxLength: PORTAL_LIMITS.id, pattern: "^[A-Za-z0-9_-]+$" } as const;
const platesQuery = { type: "object", required: ["pageDecorationId"], properties: { pageDecorationId: id } } as const;
const plateInfoQuery = {
  type: "object",
  required: ["pageDecorationId", "pageDecorationPlateId"],
  properties: { pageDecorationId: id, pageDecorationPlateId: id },
} as const;
const flowParams = { type: "object", required: ["id"], properties: { id } } as const;
/** A browser fingerprint as the client makes it: a hex hash (decision 0037), never free text. */
const flowQuery = {
  type: "object",
  required: ["fingerprint"],
  properties: { fingerprint: { type: "string", minLength: 8, maxLength: PORTAL_LIMITS.fingerprint, pattern: "^[A-Za-z0-9_-]+$" } },
} as const;

/** Unknown portal or switched off: HTTP 200 with a body code the client shows (as 151001 for events). */
function found<T>(lookup: PortalLookup<T>): T {
  if (lookup.kind === "missing") throw new ApiError(200, PORTAL_CODES.portalNotFound, "Unknown portal");
  if (lookup.kind === "disabled") throw new ApiError(200, PORTAL_CODES.portalDisabled, "This portal is switched off");
  return lookup.value;
}

/**
 * The portal (§3 Portal, §7; decision 0037): its plates, one plate's details (the events of an
 * event list) and the flow count per browser fingerprint. No token: a portal is public.
 */
export function portalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const portals = new PortalStore(ctx.db, ctx.now);
  const flowLimit = new ChatRateLimit(ctx.now, FLOW_RATE_COUNT, FLOW_RATE_WINDOW_MS);

  app.get<{ Querystring: { pageDecorationId: string } }>(PORTAL_PATHS.plates, { schema: { querystring: platesQuery } }, async (request) =>
    ok(found(await portals.page(request.query.pageDecorationId))),
  );

  app.get<{ Querystring: { pageDecorationId: string; pageDecorationPlateId: string } }>(
    PORTAL_PATHS.plateInfo,
    { schema: { querystring: plateInfoQuery } },
    async (request) => {
      const info = found(await portals.plateInfo(request.query.pageDecorationId, request.query.pageDecorationPlateId));
      if (!info) throw new ApiError(200, PORTAL_CODES.plateNotFound, "Unknown plate");
      return ok(info);
    },
  );

  app.post<{ Params: { id: string }; Querystring: { fingerprint: string } }>(
    "/no-auth/page-decoration/:id/flow",
    { schema: { params: flowParams, querystring: flowQuery } },
    async (request) => {
      if (!flowLimit.take(request.ip)) throw tooManyRequests("Too many portal views; try again in a minute", 60);
      const firstVisit = found(await portals.recordFlow(request.params.id, request.query.fingerprint));
      const data: PageDecorationFlowDTO = { firstVisit };
      return ok(data);
    },
  );
}
