import type { FastifyInstance } from "fastify";
import { AD_PIC_BURY_ACTIONS, type AdPicBuryRequestDTO } from "@livehall/wire";
import { badParameter, tooManyRequests } from "../http/api-error";
import { ok } from "../http/envelope";
import { AdPicBury } from "../services/ad-pic-bury";
import { LikeRate } from "../services/like-rate";
import { roomWatchDecorate } from "../services/watch-decorate-dto";
import type { ServerContext } from "../server-context";
import { roomParams, viewerRoom, type RoomParams } from "./viewer-room";

/** Reports per viewer: 1 a second on average, 20 at once (a page shows at most a few pictures). */
const REPORTS_PER_SECOND = 1;
const REPORT_BURST = 20;

const buryBody = {
  type: "object",
  required: ["roomAdPicId", "action"],
  properties: {
    roomAdPicId: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
    action: { type: "string", enum: [...AD_PIC_BURY_ACTIONS] },
  },
} as const;

/**
 * §7 POST /events/{eventId}/rooms/{roomId}/ad-pics/bury (body ours, decision 0034): a viewer saw,
 * clicked or closed one of the room's ad pictures. Needs the viewer's bearer token; an id the
 * room does not show answers 400; more than the per-viewer rate answers 429. Counted per room,
 * picture and action (AdPicBury).
 */
export function adPicRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const bury = new AdPicBury(ctx.db);
  const rate = new LikeRate(REPORTS_PER_SECOND, REPORT_BURST, () => performance.now());

  app.post<{ Params: RoomParams; Body: AdPicBuryRequestDTO }>(
    "/events/:eventId/rooms/:roomId/ad-pics/bury",
    { schema: { params: roomParams, body: buryBody } },
    async (request) => {
      const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const { roomAdPicId, action } = request.body;
      if (!roomWatchDecorate(room).roomAdPics.some((pic) => pic.roomAdPicId === roomAdPicId)) {
        throw badParameter(`Invalid body field 'roomAdPicId': the room has no ad picture ${roomAdPicId}`);
      }
      if (rate.grant(viewer.uid, 1) === 0) throw tooManyRequests("Too many ad picture reports", 1 / REPORTS_PER_SECOND);
      await bury.add(room.id, roomAdPicId, action, ctx.now());
      return ok(null);
    },
  );
}
