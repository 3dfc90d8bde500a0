import type { PlaybackEngine, PlaybackSession, PlaybackSource, PlaybackStats } from "@livehall/application";
import { ElementSession } from "./element-session";
import { bufferAhead, frameCounts, liveLatencyOf, seekToLiveEdgeOf } from "./media-buffer";
import { mediaKindOf } from "./media-kind";

/** Asks the browser which media types its `<video>` plays by itself. */
export interface CanPlayTypeProbe {
  canPlayType(type: string): string;
}

/** Settings the app chooses at composition time. */
export interface NativeVideoEngineOptions {
  /** Milliseconds clock for the element's time events (tests). */
  readonly now?: () => number;
}

const NATIVE_TYPES = { mp4: "video/mp4", hls: "application/vnd.apple.mpegurl" } as const;

function createVideoProbe(): CanPlayTypeProbe {
  return document.createElement("video");
}

/**
 * The browser's own `<video>`: MP4 everywhere, HLS where the element plays it (Safari, iOS).
 * Listed last so MSE engines win where both could play; no library to load.
 */
export class NativeVideoEngine implements PlaybackEngine<HTMLMediaElement> {
  readonly name = "native";
  readonly liveCapable = true;
  private probe: CanPlayTypeProbe | null = null;

  constructor(
    private readonly createProbe: () => CanPlayTypeProbe = createVideoProbe,
    private readonly options: NativeVideoEngineOptions = {},
  ) {}

  canPlay(source: PlaybackSource): boolean {
    const kind = mediaKindOf(source.url);
    if (kind !== "mp4" && kind !== "hls") return false;
    this.probe ??= this.createProbe();
    return this.probe.canPlayType(NATIVE_TYPES[kind]) !== "";
  }

  attach(media: HTMLMediaElement, source: PlaybackSource): Promise<PlaybackSession> {
    media.src = source.url;
    media.load();
    return Promise.resolve(new NativeSession(media, source.live, this.options.now));
  }
}

class NativeSession extends ElementSession {
  constructor(media: HTMLMediaElement, live: boolean, now: (() => number) | undefined) {
    super({ media, live, elementErrors: true, ...(now ? { now } : {}) });
    if (live) {
      this.liveLatency = () => liveLatencyOf(this.media);
      this.seekToLiveEdge = () => {
        seekToLiveEdgeOf(this.media);
      };
    }
  }

  /** The browser does not say how many bytes it read: bytesLoaded stays 0. */
  stats(): PlaybackStats {
    return { ...frameCounts(this.media), bytesLoaded: 0, bufferSeconds: bufferAhead(this.media) };
  }

  protected release(): void {
    this.media.pause();
    this.media.removeAttribute("src");
    this.media.load();
  }
}
