import { Subject } from "rxjs";
import type { PlaybackEngine, PlaybackEvent, PlaybackSession, PlaybackSource, PlaybackStats } from "@livehall/application";
import { ElementSession } from "./element-session";
import { bufferAhead, frameCounts, liveLatencyOf, seekToLiveEdgeOf } from "./media-buffer";
import { mediaKindOf } from "./media-kind";
import { isMediaSourceSupported } from "./media-source-support";
import { httpStatusOf } from "./response-details";
import { monotonicNow } from "../platform/browser-clock";

/** mpegts.js event listeners get up to three arguments (ERROR: type, detail, info). */
export type MpegtsListener = (first: unknown, second: unknown, third: unknown) => void;

/** The part of an mpegts.js player the engine uses. */
export interface MpegtsPlayerLike {
  attachMediaElement(media: HTMLMediaElement): void;
  load(): void;
  play(): Promise<void> | void;
  on(event: string, listener: MpegtsListener): void;
  destroy(): void;
}

/** The part of the mpegts.js module the engine uses (the real one, or a test fake). */
export interface MpegtsModuleLike {
  createPlayer(source: { type: string; isLive?: boolean; url: string }, config?: Record<string, unknown>): MpegtsPlayerLike;
  readonly Events: { readonly ERROR: string; readonly STATISTICS_INFO: string };
  readonly ErrorTypes: { readonly NETWORK_ERROR: string; readonly MEDIA_ERROR: string };
  readonly ErrorDetails: { readonly NETWORK_STATUS_CODE_INVALID: string };
}

/** Settings the app chooses at composition time. */
export interface MpegtsEngineOptions {
  /** Milliseconds clock (time events, bytes counted from the reported speed); tests pass a fake. */
  readonly now?: () => number;
}

/** Loads mpegts.js on demand. */
export type MpegtsLoader = () => Promise<MpegtsModuleLike>;

export const loadMpegtsJs: MpegtsLoader = async () => (await import("mpegts.js")).default;

/**
 * mpegts.js settings for a live source (HTTP-FLV of a no-delay room, or live MPEG-TS): no stash
 * buffer, so frames reach the element as they arrive, and latency chasing on, so the play head
 * jumps forward when more than 2 s piles up (a tab in the background, a slow start).
 */
export const LIVE_MPEGTS_CONFIG: Readonly<Record<string, unknown>> = {
  isLive: true,
  enableStashBuffer: false,
  stashInitialSize: 128 * 1024,
  lazyLoad: false,
  autoCleanupSourceBuffer: true,
  liveBufferLatencyChasing: true,
  liveBufferLatencyMaxLatency: 2,
  liveBufferLatencyMinRemain: 0.5,
};

/** mpegts.js settings for a recorded file: stash buffer on for smooth reads. */
export const RECORDED_MPEGTS_CONFIG: Readonly<Record<string, unknown>> = { isLive: false, enableStashBuffer: true };

/**
 * Plays HTTP-FLV and MPEG-TS streams through mpegts.js over Media Source Extensions;
 * live-capable. mpegts.js errors are all fatal for the current stream; a refused request
 * carries its HTTP status (403: the signed address expired).
 */
export class MpegtsEngine implements PlaybackEngine<HTMLMediaElement> {
  readonly name = "mpegts";
  readonly liveCapable = true;

  constructor(
    private readonly load: MpegtsLoader = loadMpegtsJs,
    private readonly supported: () => boolean = isMediaSourceSupported,
    private readonly options: MpegtsEngineOptions = {},
  ) {}

  /** Loads the library now (watch page opened), so attach() finds it ready. */
  async preload(): Promise<void> {
    await this.load();
  }

  canPlay(source: PlaybackSource): boolean {
    const kind = mediaKindOf(source.url);
    return (kind === "flv" || kind === "mpegts") && this.supported();
  }

  async attach(media: HTMLMediaElement, source: PlaybackSource): Promise<PlaybackSession> {
    const mpegts = await this.load();
    const type = mediaKindOf(source.url) === "flv" ? "flv" : "mpegts";
    const player = mpegts.createPlayer(
      { type, isLive: source.live, url: source.url },
      { ...(source.live ? LIVE_MPEGTS_CONFIG : RECORDED_MPEGTS_CONFIG) },
    );
    const errors = new Subject<PlaybackEvent>();
    const now = this.options.now ?? monotonicNow;
    const session = new MpegtsSession(media, player, source.live, errors, now);
    player.on(mpegts.Events.ERROR, (errorType, detail, info) => {
      const group =
        errorType === mpegts.ErrorTypes.NETWORK_ERROR ? "network" : errorType === mpegts.ErrorTypes.MEDIA_ERROR ? "media" : "unknown";
      const httpStatus =
        errorType === mpegts.ErrorTypes.NETWORK_ERROR && detail === mpegts.ErrorDetails.NETWORK_STATUS_CODE_INVALID
          ? httpStatusOf(fieldOf(info, "code"))
          : undefined;
      errors.next({
        type: "error",
        fatal: true,
        group,
        detail: typeof detail === "string" ? detail : String(errorType),
        ...(httpStatus !== undefined ? { httpStatus } : {}),
      });
    });
    player.on(mpegts.Events.STATISTICS_INFO, (info) => {
      session.report(info);
    });
    player.attachMediaElement(media);
    player.load();
    return session;
  }
}

function fieldOf(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function finiteNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

class MpegtsSession extends ElementSession {
  private bytesLoaded = 0;
  private lastReportAt: number | null = null;
  private engineFrames: { decodedFrames: number; droppedFrames: number } | null = null;

  constructor(
    media: HTMLMediaElement,
    private readonly player: MpegtsPlayerLike,
    live: boolean,
    errors: Subject<PlaybackEvent>,
    private readonly now: () => number,
  ) {
    super({ media, live, elementErrors: false, engineEvents: errors, now });
    if (live) {
      this.liveLatency = () => liveLatencyOf(this.media);
      this.seekToLiveEdge = () => {
        seekToLiveEdgeOf(this.media);
      };
    }
  }

  override async play(): Promise<void> {
    await this.player.play();
  }

  /**
   * Reads one STATISTICS_INFO report: a byte total when the engine gives one, else the speed
   * (KB/s) over the time since the previous report.
   */
  report(info: unknown): void {
    const at = this.now();
    const total = finiteNumber(fieldOf(info, "totalBytes"));
    const speed = finiteNumber(fieldOf(info, "speed"));
    if (total !== null) this.bytesLoaded = Math.max(this.bytesLoaded, total);
    else if (speed !== null && this.lastReportAt !== null)
      this.bytesLoaded += Math.round((speed * 1024 * Math.max(0, at - this.lastReportAt)) / 1000);
    this.lastReportAt = at;
    const decoded = finiteNumber(fieldOf(info, "decodedFrames"));
    const dropped = finiteNumber(fieldOf(info, "droppedFrames"));
    if (decoded !== null) this.engineFrames = { decodedFrames: decoded, droppedFrames: dropped ?? 0 };
  }

  stats(): PlaybackStats {
    const element = frameCounts(this.media);
    const frames = element.decodedFrames === 0 && this.engineFrames ? this.engineFrames : element;
    return { ...frames, bytesLoaded: this.bytesLoaded, bufferSeconds: bufferAhead(this.media) };
  }

  protected release(): void {
    this.player.destroy();
  }
}
