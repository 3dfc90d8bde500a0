import type { FastifyInstance } from "fastify";
import { INTERACTION_TYPE } from "@livehall/domain";
import { roomChannelId, type FabulousDTO, type MineOnlineRequestDTO } from "@livehall/wire";
import { badParameter } from "../http/api-error";
import { ok } from "../http/envelope";
import { requestOrigin } from "../services/request-origin";
import { LikeRate } from "../services/like-rate";
import { needsLogin } from "../services/interaction-lever";
import { RoomLikes } from "../services/room-likes";
import { INGEST_MEDIA, PUSHED_MEDIA } from "../ingest/ingest-hls";
import { toLivePlayAddr, toWatchInit } from "../services/room-dto";
import { assertViewerTrialLeft } from "../services/trial";
import type { ServerContext } from "../server-context";
import { roomParams, viewerRoom as findViewerRoom, type RoomParams } from "./viewer-room";

/** `number`: an integer 1–100 written in plain digits (the query is not coerced, decision 0002). */
const fabulousQuery = {
  type: "object",
  required: ["number"],
  properties: { number: { type: "string", pattern: "^(100|[1-9][0-9]?)$" } },
} as const;

/** `screenId`: which screen's addresses (default the main screen). */
const screenQuery = {
  type: "object",
  properties: { screenId: { type: "string", maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" } },
} as const;

const mineOnlineBody = {
  type: "object",
  required: ["pageSession"],
  properties: { pageSession: { type: "string", minLength: 1, maxLength: 64 } },
} as const;

/**
 * §7 room calls. All need a bearer token bound to `{eventId}` (401 otherwise, 100041 when
 * expired). `{roomId}` accepts the room number or id (decision 0003). An anonymous trial viewer
 * whose trial is used up gets no play address (body 100107).
 *
 * Like totals (fabulous) are stored per room (RoomLikes: survive restarts, shared by processes),
 * each viewer adding at most its like rate (LikeRate, limits.ts); presence (mine-online) is kept
 * in memory by this process, bounded in age and size (RoomPresence; docs/api.md), and counts the
 * room's viewers (WATCH_NUMBER, realtime/watch-number-pusher.ts).
 */
export function roomRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const likes = new RoomLikes(ctx.db, ctx.realtime.hub, undefined, (error) => {
    app.log.warn({ err: error }, "LIKE_COUNT push failed");
  });
  const likeRate = new LikeRate(ctx.limits.likesPerSecond, ctx.limits.likeBurst, () => performance.now());
  app.addHook("onClose", (_instance, done) => {
    likes.close();
    done();
  });

  const urls = ctx.playUrls;

  /** The room call's viewer, event and room, with the room's screens (main first). */
  async function viewerRoom(params: RoomParams, authorization: string | undefined) {
    const found = await findViewerRoom(ctx, params, authorization);
    const screens = await ctx.events.streamsOf(found.room.id);
    return { ...found, screens, mainStream: screens[0] };
  }

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/watch-init-new", { schema: { params: roomParams } }, async (request) => {
    const { viewer, event, room, mainStream } = await viewerRoom(request.params, request.headers.authorization);
    return ok(toWatchInit(event, room, mainStream, viewer.ut));
  });

  app.get<{ Params: RoomParams; Querystring: { screenId?: string } }>(
    "/events/:eventId/rooms/:roomId/live-play-addr",
    { schema: { params: roomParams, querystring: screenQuery } },
    async (request) => {
      const { viewer, event, room, screens, mainStream } = await viewerRoom(request.params, request.headers.authorization);
      const trialEnd = await assertViewerTrialLeft(ctx, event, viewer);
      const { screenId } = request.query;
      const stream = screenId === undefined || screenId === "" ? mainStream : screens.find((screen) => screen.screen_id === screenId);
      if (screenId && !stream && screens.length > 0)
        throw badParameter(`Invalid query field 'screenId': the room has no screen ${screenId}`);
      const media = stream?.media_source === INGEST_MEDIA ? PUSHED_MEDIA : stream ? ctx.media.source(stream.media_source) : undefined;
      return ok(
        toLivePlayAddr(stream, media, {
          urls: urls.endingBy(trialEnd),
          origin: requestOrigin(request),
          now: ctx.now(),
          stockEmpty: room.stock_empty === 1,
          viewer: viewer.uid,
        }),
      );
    },
  );

  app.get<{ Params: RoomParams; Querystring: { number: string } }>(
    "/events/:eventId/rooms/:roomId/fabulous",
    { schema: { params: roomParams, querystring: fabulousQuery } },
    async (request) => {
      const { viewer, event, room } = await findViewerRoom(ctx, request.params, request.headers.authorization);
      const refusal = needsLogin(event, viewer.ut, INTERACTION_TYPE.LIKE);
      if (refusal) throw refusal;
      // Beyond the viewer's like rate the likes are dropped; the answer still carries the room's total.
      const granted = likeRate.grant(viewer.uid, Number(request.query.number));
      const total = granted > 0 ? await likes.add(roomChannelId(event.id, room.id), room.id, granted) : await likes.total(room.id);
      const data: FabulousDTO = { fabulousNumber: total };
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams; Body: MineOnlineRequestDTO }>(
    "/events/:eventId/rooms/:roomId/audiences/mine-online",
    { schema: { params: roomParams, body: mineOnlineBody } },
    async (request) => {
      const { viewer, event, room } = await findViewerRoom(ctx, request.params, request.headers.authorization);
      ctx.realtime.watchNumber.sighted(roomChannelId(event.id, room.id), viewer.uid, request.body.pageSession);
      return ok(null);
    },
  );
}
