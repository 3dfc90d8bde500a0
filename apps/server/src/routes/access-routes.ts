import type { FastifyInstance } from "fastify";
import { API_PATHS, type AccessAuthRequestDTO } from "@livehall/wire";
import { eventNotFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { passGate } from "../services/access-gate";
import { toAccessConfig } from "../services/event-dto";
import type { ServerContext } from "../server-context";
import { recordInvitation } from "../tools/gifts/record-invitation";
import { eventById, eventByNumber } from "./event-lookup";
import { captchaSchema, identifier, shortText } from "./schemas";

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
    captcha: captchaSchema,
  },
} as const;

const refreshBody = {
  type: "object",
  required: ["refreshToken"],
  properties: { refreshToken: { type: "string", minLength: 1, maxLength: 2048 } },
} as const;

/**
 * §7 access gate and session calls: access config, access auth (every access type, see
 * services/access-gate.ts), refresh token, and our logout.
 */
export function accessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { virtualEventNumber: string; mainVenueNumber?: string } }>(
    API_PATHS.accessConfig,
    { schema: { querystring: accessConfigQuery } },
    async (request) => ok(toAccessConfig(await eventByNumber(ctx, request.query.virtualEventNumber))),
  );

  app.post<{ Body: AccessAuthRequestDTO }>(API_PATHS.accessAuth, { schema: { body: accessAuthBody } }, async (request, reply) => {
    const body = request.body;
    const event = await eventById(ctx, body.virtualEventId);
    if (body.tenantId && body.tenantId !== event.tenant_id) throw eventNotFound();
    const browser = ctx.browserBans.browserOf(request, body.browserFingerprint ?? "");
    // Set before the gate answers: a refused browser keeps the id its refusal was marked with.
    ctx.browserBans.setCookie(request, reply, browser);
    const auth = await passGate(ctx, event, body, request.ip, browser);
    await recordInvitation(ctx, event, body.sharerId, auth);
    return ok(auth);
  });

  app.post<{ Body: { refreshToken: string } }>(API_PATHS.refreshToken, { schema: { body: refreshBody } }, async (request) =>
    ok(await ctx.sessions.refresh(request.body.refreshToken)),
  );

  // Ours (docs/api.md): server-side logout revokes the refresh family; answers alike whether or not
  // the token named a live session, so it tells nothing about tokens.
  app.post<{ Body: { refreshToken: string } }>(API_PATHS.logout, { schema: { body: refreshBody } }, async (request) => {
    await ctx.sessions.logout(request.body.refreshToken);
    return ok(null);
  });
}
