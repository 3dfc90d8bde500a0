import { Subject } from "rxjs";
import type { PlaybackEngine, PlaybackError, PlaybackEvent, PlaybackSession, PlaybackSource, PlaybackStats } from "@livehall/application";
import { ElementSession } from "./element-session";
import { bufferAhead, frameCounts } from "./media-buffer";
import { mediaKindOf } from "./media-kind";
import { isMediaSourceSupported } from "./media-source-support";
import { answeredCode, httpStatusOf } from "./response-details";

/** The error payload of hls.js's ERROR event, as far as the engine reads it. */
export interface HlsErrorDataLike {
  readonly type: string;
  readonly details: string;
  readonly fatal: boolean;
  /** Load errors: the failed response (`code` is the HTTP status, `text` its body when read). */
  readonly response?: { readonly code?: unknown; readonly text?: unknown } | undefined;
  /** Load errors: the XMLHttpRequest or fetch Response (its `status`). */
  readonly networkDetails?: unknown;
}

/** The payload of hls.js's FRAG_LOADED event, as far as the engine reads it. */
export interface HlsFragLoadedDataLike {
  readonly frag?: { readonly stats?: { readonly loaded?: unknown } | undefined } | undefined;
  readonly payload?: { readonly byteLength?: unknown } | undefined;
}

/** The part of an hls.js instance the engine uses. */
export interface HlsInstanceLike {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: HlsErrorDataLike & HlsFragLoadedDataLike) => void): void;
  destroy(): void;
  /** Seconds from the play head to the live edge (0 until known). */
  readonly latency: number;
  /** Where a live stream should play to stay at its target latency; null before the playlist is known. */
  readonly liveSyncPosition: number | null;
}

/** The part of the hls.js class the engine uses (the real `Hls`, or a test fake). */
export interface HlsClassLike {
  new (config?: Record<string, unknown>): HlsInstanceLike;
  readonly Events: { readonly ERROR: string; readonly FRAG_LOADED: string };
  readonly ErrorTypes: { readonly NETWORK_ERROR: string; readonly MEDIA_ERROR: string };
  readonly ErrorDetails: { readonly BUFFER_STALLED_ERROR: string };
}

/** hls.js settings the app chooses at composition time. */
export interface HlsEngineOptions {
  /** hls.js's `hls.worker.js` URL: transmuxing then runs in a worker, off the main thread. */
  readonly workerPath?: string;
  /** Milliseconds clock for the element's time events (tests). */
  readonly now?: () => number;
}

/**
 * hls.js settings of every instance. `startFragPrefetch`: the first fragment is requested as soon
 * as the playlist is known, even while the new MediaSource is still opening. By default hls.js
 * waits for the media then, and when the playlist answers before the MediaSource opens (a race
 * after every `loadSource`, which re-creates the MediaSource) it only notices on its next 100 ms
 * tick: a first frame, or a quality switch, 100 ms later in about half of the loads.
 */
export const HLS_CONFIG: Readonly<Record<string, unknown>> = { startFragPrefetch: true };

/** Loads hls.js on demand (its light build: subtitles play through a native `<track>`), so pages that never play carry none of it. */
export type HlsLoader = () => Promise<HlsClassLike>;

export const loadHlsJs: HlsLoader = async () => (await import("hls.js/light")).default;

/**
 * Plays HLS (.m3u8) through hls.js over Media Source Extensions; live-capable. hls.js is
 * imported inside attach(), never before. hls.js errors become PlaybackEvents of group
 * network/media/unknown with the HTTP status of a failed load (a 403 — the signed address
 * expired, §4 — is always fatal); buffer stall errors are ignored (§8).
 */
export class HlsEngine implements PlaybackEngine<HTMLMediaElement> {
  readonly name = "hls";
  readonly liveCapable = true;

  /** Instances created ahead by {@link HlsEngine.prepare}, attached to their element, no source yet. */
  private readonly prepared = new Map<HTMLMediaElement, Promise<HlsInstanceLike>>();

  constructor(
    private readonly load: HlsLoader = loadHlsJs,
    private readonly supported: () => boolean = isMediaSourceSupported,
    private readonly options: HlsEngineOptions = {},
  ) {}

  /** Loads the library now (watch page opened), so attach() finds it ready. */
  async preload(): Promise<void> {
    await this.load();
  }

  /**
   * Creates the hls.js instance for `media` and attaches it now, before the address is known (the
   * watch page's boot path while its API calls run, decision 0025): the MediaSource opens meanwhile,
   * so the next {@link attach} on that element only loads the playlist. {@link discard} drops it
   * when no attach follows.
   */
  async prepare(media: HTMLMediaElement): Promise<void> {
    if (this.prepared.has(media)) return;
    const instance = this.load().then((Hls) => {
      const hls = this.create(Hls);
      hls.attachMedia(media);
      return hls;
    });
    this.prepared.set(media, instance);
    await instance;
  }

  /** Destroys the instance {@link prepare} made for `media`, unless an attach took it. */
  discard(media: HTMLMediaElement): void {
    const instance = this.prepared.get(media);
    this.prepared.delete(media);
    instance?.then(
      (hls) => {
        hls.destroy();
      },
      () => undefined,
    );
  }

  canPlay(source: PlaybackSource): boolean {
    return mediaKindOf(source.url) === "hls" && this.supported();
  }

  async attach(media: HTMLMediaElement, source: PlaybackSource): Promise<PlaybackSession> {
    const Hls = await this.load();
    const prepared = this.prepared.get(media);
    this.prepared.delete(media);
    const ready = prepared === undefined ? undefined : await prepared.catch(() => undefined);
    const hls = ready ?? this.create(Hls);
    const errors = new Subject<PlaybackEvent>();
    const session = new HlsSession(media, hls, source.live, errors, this.options.now);
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.details === Hls.ErrorDetails.BUFFER_STALLED_ERROR) return;
      errors.next(playbackErrorOf(Hls, data));
    });
    hls.on(Hls.Events.FRAG_LOADED, (_event, data) => {
      session.addBytes(fragBytesOf(data));
    });
    hls.loadSource(source.url);
    if (ready === undefined) hls.attachMedia(media);
    return session;
  }

  private create(Hls: HlsClassLike): HlsInstanceLike {
    return new Hls({ ...HLS_CONFIG, ...(this.options.workerPath !== undefined ? { workerPath: this.options.workerPath } : {}) });
  }
}

function playbackErrorOf(Hls: HlsClassLike, data: HlsErrorDataLike): PlaybackError {
  const httpStatus = httpStatusOf(data.response?.code) ?? httpStatusOf(statusField(data.networkDetails));
  const code = answeredCode(data.response?.text);
  return {
    type: "error",
    fatal: data.fatal || httpStatus === 403,
    group: groupOf(Hls, data.type),
    detail: data.details,
    ...(httpStatus !== undefined ? { httpStatus } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}

function statusField(details: unknown): unknown {
  return typeof details === "object" && details !== null && "status" in details ? details.status : undefined;
}

function fragBytesOf(data: HlsFragLoadedDataLike): number {
  const loaded = data.frag?.stats?.loaded;
  if (typeof loaded === "number" && Number.isFinite(loaded) && loaded > 0) return loaded;
  const length = data.payload?.byteLength;
  return typeof length === "number" && Number.isFinite(length) && length > 0 ? length : 0;
}

function groupOf(Hls: HlsClassLike, type: string): "network" | "media" | "unknown" {
  if (type === Hls.ErrorTypes.NETWORK_ERROR) return "network";
  if (type === Hls.ErrorTypes.MEDIA_ERROR) return "media";
  return "unknown";
}

class HlsSession extends ElementSession {
  private bytesLoaded = 0;

  constructor(
    media: HTMLMediaElement,
    private readonly hls: HlsInstanceLike,
    live: boolean,
    errors: Subject<PlaybackEvent>,
    now: (() => number) | undefined,
  ) {
    super({ media, live, elementErrors: false, engineEvents: errors, ...(now ? { now } : {}) });
    if (live) {
      this.liveLatency = () => {
        if (this.hls.liveSyncPosition === null) return null;
        const latency = this.hls.latency;
        return { latencySeconds: Number.isFinite(latency) ? Math.max(0, latency) : 0, bufferSeconds: bufferAhead(this.media) };
      };
      this.seekToLiveEdge = () => {
        const position = this.hls.liveSyncPosition;
        if (position !== null && Number.isFinite(position)) this.media.currentTime = position;
      };
    }
  }

  /** A quality or line change: hls.js loads the new playlist on the attached media, as `hls.loadSource` does. */
  switchSource(source: PlaybackSource): void {
    this.hls.loadSource(source.url);
  }

  /** Counts a loaded fragment's bytes (FRAG_LOADED). */
  addBytes(bytes: number): void {
    this.bytesLoaded += bytes;
  }

  stats(): PlaybackStats {
    return { ...frameCounts(this.media), bytesLoaded: this.bytesLoaded, bufferSeconds: bufferAhead(this.media) };
  }

  protected release(): void {
    this.hls.destroy();
  }
}
