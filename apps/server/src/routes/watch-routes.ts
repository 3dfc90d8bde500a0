import type { FastifyInstance } from "fastify";
import { API_PATHS, type DomainConfigDTO, type PersonalBriefDTO } from "@livehall/wire";
import { ok } from "../http/envelope";
import { toEventInfo, toLanguageConfigs, toLiveUser } from "../services/event-dto";
import { requestOrigin } from "../services/request-origin";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "./event-lookup";
import { eventNumberQuery, type EventNumberQuery } from "./schemas";

/** §7 "Event, viewer and content" calls this slice needs: personal brief, domain and language configs. */
export function watchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: EventNumberQuery }>(API_PATHS.personalBrief, { schema: { querystring: eventNumberQuery } }, async (request) => {
    const event = await eventByNumber(ctx, request.query.virtualEventNumber);
    const viewer = await ctx.sessions.viewerOrNull(request.headers.authorization, event.id);
    const audience = viewer ? await ctx.sessions.findAudience(viewer.uid) : undefined;
    const now = ctx.now();
    const brief: PersonalBriefDTO = {
      // A viewer who entered the password watches in full: no trial for it (issue 11 item 6).
      eventInfoBO: toEventInfo(audience?.gate_passed === 1 ? { ...event, try_flag: 0 } : event, now),
      liveUserBO: audience ? toLiveUser(event, audience, now) : null,
      systemTime: now,
    };
    return ok(brief);
  });

  app.get<{ Querystring: EventNumberQuery }>(API_PATHS.domainConfig, { schema: { querystring: eventNumberQuery } }, async (request) => {
    const event = await eventByNumber(ctx, request.query.virtualEventNumber);
    const origin = requestOrigin(request);
    const eventPage = `${origin.http}/event/${event.event_number}/`;
    const config: DomainConfigDTO = {
      loginTargetUrl: eventPage,
      liveUrl: `${origin.http}/media/live`,
      liveToolUrl: origin.http,
      watchUrl: `${eventPage}watch/`,
      goImUrl: `${origin.ws}/sub`,
      loginUrl: `${eventPage}access`,
      assistantUrl: origin.http,
      xp2pAppId: "",
      cloudAppId: "",
    };
    return ok(config);
  });

  app.get<{ Querystring: EventNumberQuery }>(API_PATHS.languageConfigs, { schema: { querystring: eventNumberQuery } }, async (request) => {
    const event = await eventByNumber(ctx, request.query.virtualEventNumber);
    return ok(toLanguageConfigs(event));
  });
}
