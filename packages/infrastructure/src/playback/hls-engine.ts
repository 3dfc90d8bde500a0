import { AsyncSubject, Subject, merge, takeUntil, type Observable } from "rxjs";
import type { PlaybackEngine, PlaybackEvent, PlaybackSession, PlaybackSource } from "@livehall/application";
import { mediaElementEvents } from "./media-element-events";
import { mediaKindOf } from "./media-kind";
import { isMediaSourceSupported } from "./media-source-support";

/** The error payload of hls.js's ERROR event, as far as the engine reads it. */
export interface HlsErrorDataLike {
  readonly type: string;
  readonly details: string;
  readonly fatal: boolean;
}

/** The part of an hls.js instance the engine uses. */
export interface HlsInstanceLike {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: HlsErrorDataLike) => void): void;
  destroy(): void;
}

/** The part of the hls.js class the engine uses (the real `Hls`, or a test fake). */
export interface HlsClassLike {
  new (config?: Record<string, unknown>): HlsInstanceLike;
  readonly Events: { readonly ERROR: string };
  readonly ErrorTypes: { readonly NETWORK_ERROR: string; readonly MEDIA_ERROR: string };
  readonly ErrorDetails: { readonly BUFFER_STALLED_ERROR: string };
}

/** hls.js settings the app chooses at composition time. */
export interface HlsEngineOptions {
  /** hls.js's `hls.worker.js` URL: transmuxing then runs in a worker, off the main thread. */
  readonly workerPath?: string;
}

/** Loads hls.js on demand, so pages that never play carry none of it. */
export type HlsLoader = () => Promise<HlsClassLike>;

export const loadHlsJs: HlsLoader = async () => (await import("hls.js")).default;

/**
 * Plays HLS (.m3u8) through hls.js over Media Source Extensions; live-capable. hls.js is
 * imported inside attach(), never before. Fatal hls.js errors become PlaybackEvents of group
 * network/media/unknown; buffer stall errors are ignored (§8).
 */
export class HlsEngine implements PlaybackEngine<HTMLMediaElement> {
  readonly name = "hls";
  readonly liveCapable = true;

  constructor(
    private readonly load: HlsLoader = loadHlsJs,
    private readonly supported: () => boolean = isMediaSourceSupported,
    private readonly options: HlsEngineOptions = {},
  ) {}

  /** Loads the library now (watch page opened), so attach() finds it ready. */
  async preload(): Promise<void> {
    await this.load();
  }

  canPlay(source: PlaybackSource): boolean {
    return mediaKindOf(source.url) === "hls" && this.supported();
  }

  async attach(media: HTMLMediaElement, source: PlaybackSource): Promise<PlaybackSession> {
    const Hls = await this.load();
    const hls = new Hls(this.options.workerPath !== undefined ? { workerPath: this.options.workerPath } : {});
    const errors = new Subject<PlaybackEvent>();
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.details === Hls.ErrorDetails.BUFFER_STALLED_ERROR) return;
      errors.next({ type: "error", fatal: data.fatal, group: groupOf(Hls, data.type), detail: data.details });
    });
    hls.loadSource(source.url);
    hls.attachMedia(media);
    return new HlsSession(media, hls, errors);
  }
}

function groupOf(Hls: HlsClassLike, type: string): "network" | "media" | "unknown" {
  if (type === Hls.ErrorTypes.NETWORK_ERROR) return "network";
  if (type === Hls.ErrorTypes.MEDIA_ERROR) return "media";
  return "unknown";
}

class HlsSession implements PlaybackSession {
  readonly events$: Observable<PlaybackEvent>;
  private readonly destroyed = new AsyncSubject<void>();

  constructor(
    private readonly media: HTMLMediaElement,
    private readonly hls: HlsInstanceLike,
    errors: Subject<PlaybackEvent>,
  ) {
    this.events$ = merge(mediaElementEvents(media, false), errors).pipe(takeUntil(this.destroyed));
  }

  play(): Promise<void> {
    return this.media.play();
  }

  destroy(): void {
    this.hls.destroy();
    this.destroyed.next();
    this.destroyed.complete();
  }
}
