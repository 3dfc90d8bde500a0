import type { FastifyInstance } from "fastify";
import { BODY_CODES, type MediaPreviewDTO } from "@livehall/wire";
import { ApiError, notFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { eventHasMedia } from "../services/event-media";
import { requestOrigin } from "../services/request-origin";
import { assertViewerTrialLeft } from "../services/trial";
import { toWatchMedias, vodUrl, type VodAddressing } from "../services/watch-medias-dto";
import type { ServerContext } from "../server-context";
import { eventById } from "./event-lookup";
import { identifier } from "./schemas";
import { roomParams, viewerRoom, type RoomParams } from "./viewer-room";

/** `sourceType` (§3 page source type, digits) and `silent` (0/1) are accepted and not needed to answer. */
const previewQuery = {
  type: "object",
  properties: {
    sourceType: { type: "string", maxLength: 4, pattern: "^[0-9]*$" },
    silent: { type: "string", enum: ["", "0", "1", "true", "false"] },
  },
} as const;

const roomMediaParams = {
  type: "object",
  required: ["eventId", "roomId", "mediaId"],
  properties: { eventId: identifier, roomId: identifier, mediaId: identifier },
} as const;

const eventMediaParams = {
  type: "object",
  required: ["eventId", "mediaId"],
  properties: { eventId: identifier, mediaId: identifier },
} as const;

interface PreviewQuery {
  sourceType?: string;
  silent?: string;
}

/** Body code 150023 (§8 stock empty: the player shows the media-unavailable state). */
export const stockEmpty = (): ApiError => new ApiError(200, BODY_CODES.stockEmpty, "库存已空，暂无可播放的媒体");

/**
 * The player's recorded-media calls (§7, decision 0018), all behind a bearer token bound to
 * `{eventId}`: watch-medias (video config, ad detail, watermark, trailers — 100107 for a used-up
 * trial, body 150023 for an empty stock) and the two watch-preview calls (a menu video's or an
 * event media's signed address; a room with an empty stock answers responseCode "150023" and no
 * address; a media the room, the event or the catalogue does not have answers 404).
 */
export function playRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const urls = ctx.playUrls;
  /** Addresses on `origin`; a trial viewer's end with its trial (`trialEnd`, epoch ms). */
  const addressing = (origin: string, trialEnd: number | null): VodAddressing => ({
    urls: urls.endingBy(trialEnd),
    vod: ctx.media.vod,
    origin,
  });

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/watch-medias", { schema: { params: roomParams } }, async (request) => {
    const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const trialEnd = await assertViewerTrialLeft(ctx, event, viewer);
    if (room.stock_empty === 1) throw stockEmpty();
    const trailers = await ctx.events.roomMedias(room.id, "trailer");
    return ok(toWatchMedias(event, room, trailers, addressing(requestOrigin(request).http, trialEnd), { now: ctx.now(), ip: request.ip }));
  });

  app.get<{ Params: RoomParams & { mediaId: string }; Querystring: PreviewQuery }>(
    "/events/:eventId/rooms/:roomId/medias/:mediaId/watch-preview",
    { schema: { params: roomMediaParams, querystring: previewQuery } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const trialEnd = await assertViewerTrialLeft(ctx, event, viewer);
      const { mediaId } = request.params;
      if (!(await ctx.events.roomMedias(room.id, "menu")).includes(mediaId)) throw notFound(`Unknown media ${mediaId} in this room`);
      const data: MediaPreviewDTO =
        room.stock_empty === 1
          ? { mediaUrl: "", responseCode: BODY_CODES.stockEmpty }
          : { mediaUrl: vodUrl(addressing(requestOrigin(request).http, trialEnd), mediaId), responseCode: BODY_CODES.ok };
      return ok(data);
    },
  );

  app.get<{ Params: { eventId: string; mediaId: string }; Querystring: PreviewQuery }>(
    "/events/:eventId/medias/:mediaId/watch-preview",
    { schema: { params: eventMediaParams, querystring: previewQuery } },
    async (request) => {
      const viewer = await ctx.sessions.authenticate(request.headers.authorization, request.params.eventId);
      const event = await eventById(ctx, request.params.eventId);
      // Only the event's own media (its rooms' trailers, menu videos and ads): never another event's.
      if (!(await eventHasMedia(ctx.db, request.params.eventId, request.params.mediaId)))
        throw notFound(`Unknown media ${request.params.mediaId} in this event`);
      const trialEnd = await assertViewerTrialLeft(ctx, event, viewer);
      const mediaUrl = vodUrl(addressing(requestOrigin(request).http, trialEnd), request.params.mediaId);
      if (mediaUrl === "") throw notFound(`Unknown media ${request.params.mediaId}`);
      const data: MediaPreviewDTO = { mediaUrl, responseCode: BODY_CODES.ok };
      return ok(data);
    },
  );
}
