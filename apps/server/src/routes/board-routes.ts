import type { FastifyInstance } from "fastify";
import { BOARD_PROTOCOL, type BoardPlayAddrDTO } from "@livehall/wire";
import { ok } from "../http/envelope";
import { boardPlayAddr } from "../services/board-dto";
import { requestOrigin } from "../services/request-origin";
import { assertViewerTrialLeft } from "../services/trial";
import type { ServerContext } from "../server-context";
import { identifier } from "./schemas";
import { viewerRoom } from "./viewer-room";

const boardParams = { type: "object", required: ["eventId"], properties: { eventId: identifier } } as const;

const boardQuery = {
  type: "object",
  required: ["roomId", "protocol"],
  properties: { roomId: identifier, protocol: { type: "string", enum: [BOARD_PROTOCOL.udp, BOARD_PROTOCOL.hls] } },
} as const;

/**
 * §7 GET /events/{eventId}/boards/board-play-addr?roomId=&protocol=UDP|HLS (decision 0018): the
 * room's board stream as HTTP-FLV (UDP, no-delay rooms) or HLS, "" while it is not pushing. Bearer
 * token bound to `{eventId}`; 100107 for a used-up trial; 400 for another protocol.
 */
export function boardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const urls = ctx.playUrls;

  app.get<{ Params: { eventId: string }; Querystring: { roomId: string; protocol: "UDP" | "HLS" } }>(
    "/events/:eventId/boards/board-play-addr",
    { schema: { params: boardParams, querystring: boardQuery } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(
        ctx,
        { eventId: request.params.eventId, roomId: request.query.roomId },
        request.headers.authorization,
      );
      const trialEnd = await assertViewerTrialLeft(ctx, event, viewer);
      const board = await ctx.events.boardOf(room.id);
      const media = board ? ctx.media.source(board.media_source) : undefined;
      const data: BoardPlayAddrDTO = boardPlayAddr(
        board,
        media,
        urls.endingBy(trialEnd),
        requestOrigin(request).http,
        request.query.protocol,
        viewer.uid,
      );
      return ok(data);
    },
  );
}
