import { AsyncSubject, Subject, merge, takeUntil, type Observable } from "rxjs";
import type { PlaybackEngine, PlaybackEvent, PlaybackSession, PlaybackSource } from "@livehall/application";
import { mediaElementEvents } from "./media-element-events";
import { mediaKindOf } from "./media-kind";
import { isMediaSourceSupported } from "./media-source-support";

/** The part of an mpegts.js player the engine uses. */
export interface MpegtsPlayerLike {
  attachMediaElement(media: HTMLMediaElement): void;
  load(): void;
  play(): Promise<void> | void;
  on(event: string, listener: (type: string, detail: string) => void): void;
  destroy(): void;
}

/** The part of the mpegts.js module the engine uses (the real one, or a test fake). */
export interface MpegtsModuleLike {
  createPlayer(source: { type: string; isLive?: boolean; url: string }, config?: Record<string, unknown>): MpegtsPlayerLike;
  readonly Events: { readonly ERROR: string };
  readonly ErrorTypes: { readonly NETWORK_ERROR: string; readonly MEDIA_ERROR: string };
}

/** Loads mpegts.js on demand. */
export type MpegtsLoader = () => Promise<MpegtsModuleLike>;

export const loadMpegtsJs: MpegtsLoader = async () =>
  (await import("mpegts.js")).default;

/**
 * Plays HTTP-FLV and MPEG-TS streams through mpegts.js over Media Source Extensions;
 * live-capable. mpegts.js errors are all fatal for the current stream.
 */
export class MpegtsEngine implements PlaybackEngine<HTMLMediaElement> {
  readonly name = "mpegts";
  readonly liveCapable = true;

  constructor(
    private readonly load: MpegtsLoader = loadMpegtsJs,
    private readonly supported: () => boolean = isMediaSourceSupported,
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
    const player = mpegts.createPlayer({ type, isLive: source.live, url: source.url }, { enableStashBuffer: !source.live });
    const errors = new Subject<PlaybackEvent>();
    player.on(mpegts.Events.ERROR, (errorType, detail) => {
      const group =
        errorType === mpegts.ErrorTypes.NETWORK_ERROR ? "network" : errorType === mpegts.ErrorTypes.MEDIA_ERROR ? "media" : "unknown";
      errors.next({ type: "error", fatal: true, group, detail });
    });
    player.attachMediaElement(media);
    player.load();
    return new MpegtsSession(media, player, errors);
  }
}

class MpegtsSession implements PlaybackSession {
  readonly events$: Observable<PlaybackEvent>;
  private readonly destroyed = new AsyncSubject<void>();

  constructor(
    media: HTMLMediaElement,
    private readonly player: MpegtsPlayerLike,
    errors: Subject<PlaybackEvent>,
  ) {
    this.events$ = merge(mediaElementEvents(media, false), errors).pipe(takeUntil(this.destroyed));
  }

  async play(): Promise<void> {
    await this.player.play();
  }

  destroy(): void {
    this.player.destroy();
    this.destroyed.next();
    this.destroyed.complete();
  }
}
