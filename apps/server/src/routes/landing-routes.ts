import type { FastifyInstance } from "fastify";
import {
  LANDING_PATHS,
  type LandingDurationDotDTO,
  type LandingMediaUrlDTO,
  type SchedulePageDTO,
  type TenantLoginPageConfigDTO,
} from "@livehall/wire";
import { notFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { landingOf, themeStyle, toLandingPage } from "../landing/landing-dto";
import { landingPicture } from "../landing/landing-images";
import { requestOrigin } from "../services/request-origin";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "./event-lookup";
import { eventNumberQuery, identifier, type EventNumberQuery } from "./schemas";

/** §2 schedules page size and the most a caller may ask for. */
export const MAX_SCHEDULES_PER_PAGE = 50;

const schedulesQuery = {
  type: "object",
  required: ["virtualEventNumber"],
  properties: {
    virtualEventNumber: identifier,
    date: { type: "string", maxLength: 10, pattern: "^(?:\\d{4}-\\d{2}-\\d{2})?$" },
    locationId: { type: "string", maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" },
    // Query values are strings (no type coercion, build-app.ts): page 1–9999, perPage 1–50.
    page: { type: "string", pattern: "^[1-9][0-9]{0,3}$" },
    perPage: { type: "string", pattern: "^(?:[1-9]|[1-4][0-9]|50)$" },
  },
} as const;

interface SchedulesQuery extends EventNumberQuery {
  date?: string;
  locationId?: string;
  page?: string;
  perPage?: string;
}

const mediaQuery = {
  type: "object",
  required: ["mediaId", "tenantId"],
  properties: { mediaId: identifier, tenantId: identifier },
} as const;

const loginPageQuery = { type: "object", required: ["eventNumber"], properties: { eventNumber: identifier } } as const;

const durationBody = {
  type: "object",
  required: ["virtualEventNumber", "duration"],
  additionalProperties: false,
  properties: { virtualEventNumber: identifier, duration: { type: "integer", minimum: 1, maximum: 600 } },
} as const;

const pictureParams = {
  type: "object",
  required: ["name"],
  properties: { name: { type: "string", maxLength: 32, pattern: "^[a-z0-9-]+$" } },
} as const;

/**
 * §7 landing calls (decision 0035): the landing page (full and simple), the agenda's schedules
 * (filtered by date and location, paged, with the total), a landing media's playable address,
 * the per-module theme colours, the tenant's login-page look, landing duration dots (counted per
 * event) and the demo pictures. None needs a token: the landing page is public.
 */
export function landingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const [path, withModules] of [
    [LANDING_PATHS.landingPage, true],
    [LANDING_PATHS.landingPageSimple, false],
  ] as const) {
    app.get<{ Querystring: EventNumberQuery }>(path, { schema: { querystring: eventNumberQuery } }, async (request) => {
      const event = await eventByNumber(ctx, request.query.virtualEventNumber);
      const rooms = await ctx.db.selectFrom("rooms").selectAll().where("event_id", "=", event.id).execute();
      return ok(toLandingPage(event, rooms, ctx.now(), withModules));
    });
  }

  app.get<{ Querystring: SchedulesQuery }>(LANDING_PATHS.viewerSchedules, { schema: { querystring: schedulesQuery } }, async (request) => {
    const { virtualEventNumber, date, locationId } = request.query;
    const page = Number(request.query.page ?? "1");
    const perPage = Math.min(Number(request.query.perPage ?? "3"), MAX_SCHEDULES_PER_PAGE);
    const event = await eventByNumber(ctx, virtualEventNumber);
    const all = landingOf(event)?.schedules ?? [];
    const matching = all
      .filter((s) => (!date || s.date === date) && (!locationId || s.locationId === locationId))
      .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
    const data: SchedulePageDTO = { items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, page, perPage };
    return ok(data);
  });

  app.get<{ Querystring: { mediaId: string; tenantId: string } }>(
    LANDING_PATHS.mediaUrl,
    { schema: { querystring: mediaQuery } },
    async (request) => {
      const { mediaId, tenantId } = request.query;
      const media = ctx.media.vod.get(mediaId);
      if (!media || !(await ctx.events.findForTenant(tenantId))) throw notFound(`Unknown media ${mediaId}`);
      const data: LandingMediaUrlDTO = { mediaId, mediaName: media.name, mediaUrl: ctx.playUrls.vod(requestOrigin(request).http, mediaId) };
      return ok(data);
    },
  );

  app.get<{ Querystring: EventNumberQuery }>(LANDING_PATHS.themeStyle, { schema: { querystring: eventNumberQuery } }, async (request) => {
    await eventByNumber(ctx, request.query.virtualEventNumber);
    return ok(themeStyle());
  });

  app.get<{ Querystring: { eventNumber: string } }>(
    LANDING_PATHS.tenantLoginPageConfig,
    { schema: { querystring: loginPageQuery } },
    async (request) => {
      const event = await eventByNumber(ctx, request.query.eventNumber);
      const landing = landingOf(event);
      const data: TenantLoginPageConfigDTO = {
        faviconUrl: landing?.faviconUrl ?? "",
        loginPageTitle: event.name,
        loginBackgroundUrl: landing?.gaussianBlurCoverUrl ?? "",
        themeColor: "#e8541e",
      };
      return ok(data);
    },
  );

  app.post<{ Body: LandingDurationDotDTO }>(LANDING_PATHS.landingDurationDots, { schema: { body: durationBody } }, async (request) => {
    const event = await eventByNumber(ctx, request.body.virtualEventNumber);
    const seconds = request.body.duration;
    await ctx.db
      .insertInto("landing_duration_dots")
      .values({ event_id: event.id, reports: 1, seconds })
      .onConflict((oc) =>
        oc.column("event_id").doUpdateSet((eb) => ({
          reports: eb("landing_duration_dots.reports", "+", 1),
          seconds: eb("landing_duration_dots.seconds", "+", seconds),
        })),
      )
      .execute();
    return ok(null);
  });

  app.get<{ Params: { name: string } }>(
    "/events/landing/images/:name.svg",
    { schema: { params: pictureParams } },
    async (request, reply) => {
      const svg = landingPicture(request.params.name);
      if (svg === null) throw notFound(`Unknown picture ${request.params.name}`);
      return reply.type("image/svg+xml").header("Cache-Control", "public, max-age=86400").send(svg);
    },
  );
}
