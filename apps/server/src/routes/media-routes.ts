import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound } from "../http/api-error";
import { liveRestartMs, liveWindow, renderMasterPlaylist, renderMediaPlaylist } from "../media/live-playlist";
import type { MediaRendition, MediaSource } from "../media/media-catalog";
import { LIVE_STATUS } from "../services/room-dto";
import type { ServerContext } from "../server-context";

/** Segments listed in each live playlist (4 × 2 s = 8 s behind the edge at most). */
export const LIVE_WINDOW_SIZE = 4;
const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const SEGMENT_NAME = /^seg-(\d{1,6})\.ts$/;

interface LiveParams {
  streamId: string;
  rendition?: string;
  segment?: string;
}

function mediaHeaders(reply: FastifyReply, type: string, cacheControl: string): FastifyReply {
  // Players on other origins (a bench page, a CDN test) may fetch the media too.
  return reply.type(type).header("Cache-Control", cacheControl).header("Access-Control-Allow-Origin", "*");
}

/**
 * Simulated live HLS (decision 0006): `/media/live/{streamId}/master.m3u8`,
 * `/media/live/{streamId}/{rendition}/index.m3u8` (a sliding window that advances with the clock)
 * and its segments `seg-N.ts`. Anything else — unknown or idle streams, unknown renditions,
 * traversal attempts — answers a 404 envelope; files are served from memory, never from a path
 * built out of the URL.
 */
export function mediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  async function liveSource(streamId: string): Promise<MediaSource> {
    const stream = await ctx.events.findStream(streamId);
    const source = stream && stream.push_status === LIVE_STATUS.living ? ctx.media.source(stream.media_source) : undefined;
    if (!source) throw notFound("Unknown or idle stream");
    return source;
  }

  function renditionOf(source: MediaSource, name: string | undefined): MediaRendition {
    const rendition = source.renditions.find((candidate) => candidate.name === name);
    if (!rendition) throw notFound("Unknown rendition");
    return rendition;
  }

  app.get<{ Params: LiveParams }>("/live/:streamId/master.m3u8", async (request, reply) => {
    const source = await liveSource(request.params.streamId);
    const variants = source.renditions.map((r) => ({ ...r, uri: `${encodeURIComponent(r.name)}/index.m3u8` }));
    return mediaHeaders(reply, PLAYLIST_TYPE, "no-cache").send(renderMasterPlaylist(variants));
  });

  app.get<{ Params: LiveParams }>("/live/:streamId/:rendition/index.m3u8", async (request, reply) => {
    const source = await liveSource(request.params.streamId);
    const rendition = renditionOf(source, request.params.rendition);
    const nowMs = ctx.now();
    const window = liveWindow({
      nowMs,
      epochMs: liveRestartMs(nowMs, ctx.liveEpochMs),
      segmentSeconds: source.segmentSeconds,
      windowSize: LIVE_WINDOW_SIZE,
      fileDurations: rendition.durations,
    });
    const playlist = renderMediaPlaylist(window, (segment) => `seg-${segment.fileIndex}.ts?n=${segment.sequence}`);
    return mediaHeaders(reply, PLAYLIST_TYPE, "no-cache").send(playlist);
  });

  app.get<{ Params: LiveParams }>("/live/:streamId/:rendition/:segment", async (request, reply) => {
    const source = await liveSource(request.params.streamId);
    const rendition = renditionOf(source, request.params.rendition);
    const match = SEGMENT_NAME.exec(request.params.segment ?? "");
    const data = match ? rendition.segments[Number(match[1])] : undefined;
    if (!data) throw notFound("Unknown segment");
    return mediaHeaders(reply, "video/mp2t", "public, max-age=31536000, immutable").send(data);
  });
}
