import type { PlaybackEngine, PlaybackSession, PlaybackSource } from "@livehall/application";
import type { HlsEngineOptions } from "./hls-engine";
import { mediaKindOf } from "./media-kind";
import { isMediaSourceSupported } from "./media-source-support";

/**
 * A playback engine whose adapter module loads at its first `preload()` or `attach()`, so that
 * pages that never play (the landing page) carry no player code (issue 12 item 5, decision 0025).
 * It answers `name`, `liveCapable` and `canPlay` itself, the same as the engine it loads.
 */
export class LazyPlaybackEngine<TSurface = HTMLMediaElement> implements PlaybackEngine<TSurface> {
  private engine: Promise<PlaybackEngine<TSurface>> | null = null;

  constructor(
    readonly name: string,
    readonly liveCapable: boolean,
    private readonly plays: (source: PlaybackSource) => boolean,
    private readonly load: () => Promise<PlaybackEngine<TSurface>>,
  ) {}

  canPlay(source: PlaybackSource): boolean {
    return this.plays(source);
  }

  async preload(): Promise<void> {
    await (await this.loaded()).preload?.();
  }

  async attach(surface: TSurface, source: PlaybackSource): Promise<PlaybackSession> {
    return (await this.loaded()).attach(surface, source);
  }

  private loaded(): Promise<PlaybackEngine<TSurface>> {
    // A failed load is tried again at the next call (a network error is not forever).
    this.engine ??= this.load().catch((error: unknown) => {
      this.engine = null;
      throw error;
    });
    return this.engine;
  }
}

/** {@link HlsEngine} (hls.js over MSE), its module loaded on first use. */
export function lazyHlsEngine(options: HlsEngineOptions = {}, supported: () => boolean = isMediaSourceSupported): LazyPlaybackEngine {
  return new LazyPlaybackEngine(
    "hls",
    true,
    (source) => mediaKindOf(source.url) === "hls" && supported(),
    async () => new (await import("./hls-engine")).HlsEngine(undefined, supported, options),
  );
}

/** {@link MpegtsEngine} (mpegts.js over MSE: FLV and MPEG-TS), its module loaded on first use. */
export function lazyMpegtsEngine(supported: () => boolean = isMediaSourceSupported): LazyPlaybackEngine {
  return new LazyPlaybackEngine(
    "mpegts",
    true,
    (source) => {
      const kind = mediaKindOf(source.url);
      return (kind === "flv" || kind === "mpegts") && supported();
    },
    async () => new (await import("./mpegts-engine")).MpegtsEngine(undefined, supported),
  );
}
