import type { PlaySigner } from "./play-signer";

/** The origin a play address is built on (requestOrigin(request).http, e.g. "http://127.0.0.1:8080"). */
type Origin = string;

const enc = encodeURIComponent;

/** The signed resource of an FLV address bound to a viewer: the stream and the audience id. */
export const flvViewerResource = (streamId: string, viewer: string): string => `${streamId}|viewer|${viewer}`;

/**
 * Signed play addresses of this server's media (decision 0018). The signed resource of a live
 * stream is its stream id (one signature opens its playlists, segments and FLV); of a recorded
 * media its media id. Routes in media-routes.ts check them.
 */
export class PlayUrls {
  constructor(
    private readonly signer: PlaySigner,
    /** Addresses expire by this time at the latest (epoch ms); unbounded by default. */
    private readonly until = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * The same addresses, expiring by `until` (epoch ms) at the latest: a trial viewer's addresses
   * stop opening when the trial ends (services/trial.ts). Null keeps these.
   */
  endingBy(until: number | null): PlayUrls {
    return until === null ? this : new PlayUrls(this.signer, Math.min(until, this.until));
  }

  /** Live HLS rendition playlist: /media/live/{streamId}/{rendition}/index.m3u8 (line n ≥ 2 adds &line=n). */
  liveHls(origin: Origin, streamId: string, rendition: string, line = 1): string {
    return `${origin}/media/live/${enc(streamId)}/${enc(rendition)}/index.m3u8?${this.streamQuery(streamId, line)}`;
  }

  /**
   * Live HTTP-FLV of one rendition: /media/flv/{streamId}/{rendition}.flv. With `viewer` (the
   * audience id) the address names its viewer (`&viewer=`, covered by the signature of
   * {@link flvViewerResource}), so the endless answer ends when that viewer is banned or its trial ends.
   */
  liveFlv(origin: Origin, streamId: string, rendition: string, line = 1, viewer?: string): string {
    const lineQuery = line > 1 ? `&line=${line}` : "";
    const query =
      viewer === undefined
        ? this.streamQuery(streamId, line)
        : `${this.signer.query(flvViewerResource(streamId, viewer))}&viewer=${enc(viewer)}${lineQuery}`;
    return `${origin}/media/flv/${enc(streamId)}/${enc(rendition)}.flv?${query}`;
  }

  /** A recorded media file (ad, trailer, menu video): /media/vod/{mediaId}.mp4. */
  vod(origin: Origin, mediaId: string): string {
    return `${origin}/media/vod/${enc(mediaId)}.mp4?${this.signer.query(mediaId, this.until)}`;
  }

  /** The signed query of a live stream's address; line n ≥ 2 adds &line=n. */
  private streamQuery(streamId: string, line: number): string {
    return `${this.signer.query(streamId, this.until)}${line > 1 ? `&line=${line}` : ""}`;
  }
}
