import { AsyncSubject, takeUntil, type Observable } from "rxjs";
import type { PlaybackEngine, PlaybackEvent, PlaybackSession, PlaybackSource } from "@livehall/application";
import { mediaElementEvents } from "./media-element-events";
import { mediaKindOf } from "./media-kind";

/** Asks the browser which media types its `<video>` plays by itself. */
export interface CanPlayTypeProbe {
  canPlayType(type: string): string;
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

  constructor(private readonly createProbe: () => CanPlayTypeProbe = createVideoProbe) {}

  canPlay(source: PlaybackSource): boolean {
    const kind = mediaKindOf(source.url);
    if (kind !== "mp4" && kind !== "hls") return false;
    this.probe ??= this.createProbe();
    return this.probe.canPlayType(NATIVE_TYPES[kind]) !== "";
  }

  attach(media: HTMLMediaElement, source: PlaybackSource): Promise<PlaybackSession> {
    media.src = source.url;
    media.load();
    return Promise.resolve(new NativeSession(media));
  }
}

class NativeSession implements PlaybackSession {
  readonly events$: Observable<PlaybackEvent>;
  private readonly destroyed = new AsyncSubject<void>();

  constructor(private readonly media: HTMLMediaElement) {
    this.events$ = mediaElementEvents(media, true).pipe(takeUntil(this.destroyed));
  }

  play(): Promise<void> {
    return this.media.play();
  }

  destroy(): void {
    this.media.pause();
    this.media.removeAttribute("src");
    this.media.load();
    this.destroyed.next();
    this.destroyed.complete();
  }
}
