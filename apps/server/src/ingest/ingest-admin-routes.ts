import type { FastifyInstance } from "fastify";
import { ApiError, notFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { requestOrigin } from "../services/request-origin";
import type { ServerContext } from "../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tools/tool-admin";
import { ingestServer } from "./engine-config";
import { INGEST_MEDIA } from "./ingest-hls";

const ingestBody = {
  type: "object",
  properties: {
    screenId: { type: "string", pattern: "^[A-Za-z0-9_-]{1,64}$" },
    rotate: { type: "boolean" },
  },
} as const;

interface IngestBody {
  screenId?: string;
  rotate?: boolean;
}

/** HTTP 409: what was asked for cannot be given here (the ingest is off, the screen plays a file). */
const cannot = (message: string): ApiError => new ApiError(409, "100400", message);

/**
 * The organiser's ingest address of a screen (`ingest <event> <room> [--screen ID] [--rotate]`):
 * `POST /api/admin/events/{event}/rooms/{room}/ingest` answers `rtmpUrl` (ready to paste, key
 * included), `server` and `streamKey` (OBS's two fields) and the screen it feeds; `rotate: true`
 * makes a new key first, and the old one is refused from then on. A POST, never a GET: the answer
 * holds a secret, and nothing may cache or prefetch it.
 */
export function ingestAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: IngestBody }>(
      "/events/:eventNumber/rooms/:roomNumber/ingest",
      { schema: { params: adminRoomParams, body: ingestBody } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        const { running, off, keys } = ctx.ingest;
        if (!running) throw cannot(`No ingest address: ${off ?? "the built-in ingest is not running"}`);
        const screens = await ctx.events.streamsOf(room.id);
        const { screenId } = request.body;
        const screen = screenId === undefined ? screens[0] : screens.find((row) => row.screen_id === screenId);
        if (!screen) throw notFound(screenId === undefined ? "The room has no screen" : `Unknown screen ${screenId}`);
        if (screen.media_source !== INGEST_MEDIA) {
          throw cannot(
            `Screen ${screen.screen_id} plays the media "${screen.media_source}", not a push: its event file names "media": "${INGEST_MEDIA}" for one`,
          );
        }
        const streamKey = request.body.rotate === true ? await keys.rotate(screen.id) : await keys.keyOf(screen.id);
        const host = new URL(requestOrigin(request).http).hostname;
        const server = ingestServer(host, running.rtmpPort);
        return ok({
          rtmpUrl: `${server}/${streamKey}`,
          server,
          streamKey,
          screenId: screen.screen_id,
          streamId: screen.id,
          rotated: request.body.rotate === true,
        });
      },
    );
  });
}
