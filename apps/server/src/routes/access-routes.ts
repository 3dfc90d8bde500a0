import type { FastifyInstance } from "fastify";
import { API_PATHS, BODY_CODES, type AccessAuthRequestDTO } from "@livehall/wire";
import { ApiError, eventNotFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { toAccessConfig } from "../services/event-dto";
import type { ServerContext } from "../server-context";
import { eventById, eventByNumber } from "./event-lookup";
import { identifier, shortText } from "./schemas";

const UNLIMITED = 0;

const accessConfigQuery = {
  type: "object",
  required: ["virtualEventNumber"],
  properties: { virtualEventNumber: identifier, mainVenueNumber: identifier },
} as const;

const accessAuthBody = {
  type: "object",
  required: ["virtualEventId", "accessType"],
  properties: {
    tenantId: { type: "string", maxLength: 64 },
    virtualEventId: identifier,
    accessType: { type: "integer", minimum: 0, maximum: 4 },
    browserFingerprint: shortText,
    verifyCode: shortText,
    account: shortText,
    channelNum: shortText,
    sharerId: shortText,
    captcha: { type: "object", maxProperties: 16, additionalProperties: shortText },
  },
} as const;

const refreshBody = {
  type: "object",
  required: ["refreshToken"],
  properties: { refreshToken: { type: "string", minLength: 1, maxLength: 2048 } },
} as const;

/** §7 access gate and session calls: access config, access auth, refresh token. */
export function accessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { virtualEventNumber: string; mainVenueNumber?: string } }>(
    API_PATHS.accessConfig,
    { schema: { querystring: accessConfigQuery } },
    async (request) => ok(toAccessConfig(await eventByNumber(ctx, request.query.virtualEventNumber))),
  );

  app.post<{ Body: AccessAuthRequestDTO }>(API_PATHS.accessAuth, { schema: { body: accessAuthBody } }, async (request) => {
    const body = request.body;
    const event = await eventById(ctx, body.virtualEventId);
    if (body.tenantId && body.tenantId !== event.tenant_id) throw eventNotFound();
    // Unlimited access, and anonymous trial on any access type, need no credential (§2, §6).
    if (event.access_type === UNLIMITED || event.try_flag === 1) return ok(await ctx.sessions.issueAnonymous(event));
    throw new ApiError(200, BODY_CODES.accessDenied, `Access type ${event.access_type} needs a credential this server does not check yet`);
  });

  app.post<{ Body: { refreshToken: string } }>(API_PATHS.refreshToken, { schema: { body: refreshBody } }, async (request) =>
    ok(await ctx.sessions.refresh(request.body.refreshToken)),
  );
}
