import { LIVE_STATUS } from "@livehall/domain";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { forbidden, notFound } from "../http/api-error";
import { fail } from "../http/envelope";
import { parseByteRange } from "../media/byte-range";
import { flvGauge } from "../media/flv-gauge";
import { flvLiveStream } from "../media/flv-live-stream";
import { liveRestartMs, liveWindow, renderMasterPlaylist, renderMediaPlaylist } from "../media/live-playlist";
import type { MediaRendition, MediaSource } from "../media/media-catalog";
import { INGEST_MEDIA, SOURCE_RENDITION, type IngestHls } from "../ingest/ingest-hls";
import { flvViewerResource } from "../media/play-urls";
import { mayStillWatch } from "../services/watch-permit";
import type { ServerContext } from "../server-context";

/** Segments listed in each live playlist (4 × 2 s = 8 s behind the edge at most). */
export const LIVE_WINDOW_SIZE = 4;
const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const SEGMENT_NAME = /^seg-(\d{1,6})\.ts$/;
const FLV_NAME = /^([A-Za-z0-9_-]{1,64})\.flv$/;
const VOD_NAME = /^([A-Za-z0-9_-]{1,64})\.mp4$/;
const LINE = /^\d{1,2}$/;

interface LiveParams {
  streamId: string;
  rendition?: string;
  segment?: string;
}

interface FileParams {
  streamId?: string;
  file: string;
}

/** The query of a signed play address (play-urls.ts); values stay raw (arrays when repeated) until checked. */
type SignedQuery = Partial<Record<"expires" | "sign" | "line" | "viewer", unknown>>;

/** An audience id named by a viewer-bound FLV address (play-urls.ts). */
const VIEWER = /^[A-Za-z0-9_-]{1,64}$/;

function mediaHeaders(reply: FastifyReply, type: string, cacheControl: string): FastifyReply {
  // Players on other origins (a bench page, a CDN test) may fetch the media too.
  return reply.type(type).header("Cache-Control", cacheControl).header("Access-Control-Allow-Origin", "*");
}

/**
 * The server's media (decisions 0006, 0018), every address signed by play-urls.ts for a resource
 * (`expires` + `sign`; expired, tampered or missing → 403 envelope, so the client asks for a new
 * address):
 * - live HLS `/media/live/{streamId}/master.m3u8`, `…/{rendition}/index.m3u8` (a sliding window that
 *   advances with the clock) and its segments `…/{rendition}/seg-N.ts`; playlists repeat the
 *   signature (and `line`) in the URIs they list, so a player keeps going until it expires;
 * - live HTTP-FLV `/media/flv/{streamId}/{rendition}.flv`: paced by the wall clock, ending when its
 *   signature expires, when the stream stops, and — for an address bound to a viewer (`&viewer=`) —
 *   when that viewer may no longer watch (banned online, trial used up; services/watch-permit.ts);
 *   a reader more than 1 MB behind is disconnected (flv-live-stream.ts);
 * - recorded `/media/vod/{mediaId}.mp4` with Range support.
 * Unknown or idle streams, unknown renditions or media and traversal attempts answer a 404 envelope;
 * files are served from memory, never from a path built out of the URL.
 */
export function mediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Endless FLV answers end when the server closes, or closing would wait for their viewers.
  const flvBodies = new Set<Readable>();
  app.addHook("preClose", (done) => {
    for (const body of flvBodies) body.push(null);
    done();
  });

  /** Checks the signature for `resource` and answers the query to repeat in nested URIs. */
  function signed(resource: string, query: SignedQuery): string {
    const check = ctx.playSigner.check(resource, query.expires, query.sign);
    if (check === "expired") throw forbidden("Play address expired");
    if (check !== "ok") throw forbidden("Play address invalid");
    const line = typeof query.line === "string" && LINE.test(query.line) ? `&line=${query.line}` : "";
    return `expires=${String(query.expires)}&sign=${String(query.sign)}${line}`;
  }

  async function isLiving(streamId: string): Promise<boolean> {
    const stream = await ctx.events.findStream(streamId);
    return stream?.push_status === LIVE_STATUS.LIVING;
  }

  async function liveSource(streamId: string): Promise<MediaSource> {
    const stream = await ctx.events.findStream(streamId);
    const source = stream && stream.push_status === LIVE_STATUS.LIVING ? ctx.media.source(stream.media_source) : undefined;
    if (!source) throw notFound("Unknown or idle stream");
    return source;
  }

  /** The engine's HLS of a pushed stream; null for a stream that plays the server's own media. */
  async function pushedHls(streamId: string, rendition: string | undefined): Promise<IngestHls | null> {
    const stream = await ctx.events.findStream(streamId);
    if (stream?.media_source !== INGEST_MEDIA) return null;
    if (stream.push_status !== LIVE_STATUS.LIVING || !ctx.ingest.running) throw notFound("Unknown or idle stream");
    if (rendition !== SOURCE_RENDITION) throw notFound("Unknown rendition");
    return ctx.ingest.running.hls;
  }

  function renditionOf(source: MediaSource, name: string | undefined): MediaRendition {
    const rendition = source.renditions.find((candidate) => candidate.name === name);
    if (!rendition) throw notFound("Unknown rendition");
    return rendition;
  }

  app.get<{ Params: LiveParams; Querystring: SignedQuery }>("/live/:streamId/master.m3u8", async (request, reply) => {
    const query = signed(request.params.streamId, request.query);
    const source = await liveSource(request.params.streamId);
    const variants = source.renditions.map((r) => ({ ...r, uri: `${encodeURIComponent(r.name)}/index.m3u8?${query}` }));
    return mediaHeaders(reply, PLAYLIST_TYPE, "no-cache").send(renderMasterPlaylist(variants));
  });

  app.get<{ Params: LiveParams; Querystring: SignedQuery }>("/live/:streamId/:rendition/index.m3u8", async (request, reply) => {
    const query = signed(request.params.streamId, request.query);
    const pushed = await pushedHls(request.params.streamId, request.params.rendition);
    if (pushed) {
      // Until the engine has cut the push's first segment there is no playlist: the player's detector asks again (§4).
      const playlist = await pushed.playlist(request.params.streamId, query);
      if (playlist === undefined) throw notFound("The push has no video yet");
      return mediaHeaders(reply, PLAYLIST_TYPE, "no-cache").send(playlist);
    }
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
    const playlist = renderMediaPlaylist(window, (segment) => `seg-${segment.fileIndex}.ts?n=${segment.sequence}&${query}`);
    return mediaHeaders(reply, PLAYLIST_TYPE, "no-cache").send(playlist);
  });

  app.get<{ Params: LiveParams; Querystring: SignedQuery }>("/live/:streamId/:rendition/:segment", async (request, reply) => {
    signed(request.params.streamId, request.query);
    const pushed = await pushedHls(request.params.streamId, request.params.rendition);
    if (pushed) {
      const bytes = await pushed.segment(request.params.streamId, request.params.segment ?? "");
      if (!bytes) throw notFound("Unknown segment");
      // The engine numbers each broadcast's segments from 0 again: never cached for long.
      return mediaHeaders(reply, "video/mp2t", "no-cache").send(bytes);
    }
    const source = await liveSource(request.params.streamId);
    const rendition = renditionOf(source, request.params.rendition);
    const match = SEGMENT_NAME.exec(request.params.segment ?? "");
    const data = match ? rendition.segments[Number(match[1])] : undefined;
    if (!data) throw notFound("Unknown segment");
    return mediaHeaders(reply, "video/mp2t", "public, max-age=31536000, immutable").send(data);
  });

  app.get<{ Params: FileParams; Querystring: SignedQuery }>("/flv/:streamId/:file", async (request, reply) => {
    const streamId = request.params.streamId ?? "";
    const { viewer } = request.query;
    if (viewer !== undefined && (typeof viewer !== "string" || !VIEWER.test(viewer))) throw forbidden("Play address invalid");
    signed(viewer === undefined ? streamId : flvViewerResource(streamId, viewer), request.query);
    if (viewer !== undefined && (await mayStillWatch(ctx, viewer)) !== "ok") throw forbidden("Viewer may not watch");
    const source = await liveSource(streamId);
    const rendition = renditionOf(source, FLV_NAME.exec(request.params.file)?.[1]);
    if (!rendition.flv || !rendition.flvTimeline) throw notFound("No FLV for this rendition");
    const nowMs = ctx.now();
    const body = flvLiveStream({
      file: rendition.flv,
      loopMs: source.loopMs,
      timeline: rendition.flvTimeline,
      positionMs: nowMs - liveRestartMs(nowMs, ctx.liveEpochMs),
      now: ctx.now,
      isLive: async () => (await isLiving(streamId)) && (viewer === undefined || (await mayStillWatch(ctx, viewer)) === "ok"),
      endsAt: Number(request.query.expires) * 1000,
      queuedDownstream: () => reply.raw.socket?.writableLength ?? 0,
      onTooSlow: () => {
        request.log.info({ streamId }, "FLV reader too slow: disconnected");
        reply.raw.destroy();
      },
    });
    const closeGauge = flvGauge.open({ queuedBytes: () => body.readableLength + (reply.raw.socket?.writableLength ?? 0) });
    flvBodies.add(body);
    body.on("close", () => {
      flvBodies.delete(body);
      closeGauge();
    });
    reply.raw.on("close", () => body.destroy());
    return mediaHeaders(reply, "video/x-flv", "no-cache, no-store").send(body);
  });

  app.get<{ Params: FileParams; Querystring: SignedQuery }>("/vod/:file", async (request, reply) => {
    const mediaId = VOD_NAME.exec(request.params.file)?.[1];
    if (mediaId === undefined) throw notFound("Unknown media");
    signed(mediaId, request.query);
    const media = ctx.media.vod.get(mediaId);
    if (!media) throw notFound("Unknown media");
    const size = media.data.length;
    mediaHeaders(reply, "video/mp4", "private, max-age=600").header("Accept-Ranges", "bytes");
    const range = parseByteRange(request.headers.range, size);
    if (range.kind === "unsatisfiable") {
      return reply
        .code(416)
        .type("application/json; charset=utf-8")
        .header("Content-Range", `bytes */${size}`)
        .send(fail("416", "Range not satisfiable"));
    }
    if (range.kind === "full") return reply.send(media.data);
    return reply
      .code(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${size}`)
      .send(media.data.subarray(range.start, range.end + 1));
  });
}
