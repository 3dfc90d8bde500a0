import { AsyncSubject, merge, takeUntil, type Observable } from "rxjs";
import type { LiveLatencySample, PlaybackEvent, PlaybackSession, PlaybackStats } from "@livehall/application";
import { mediaElementEvents } from "./media-element-events";

/** What every engine's session is made of: the element, the source's liveness, the engine's own events. */
export interface ElementSessionParts {
  readonly media: HTMLMediaElement;
  readonly live: boolean;
  /** The element reports its own errors (native playback) rather than the engine. */
  readonly elementErrors: boolean;
  /** Events the engine raises itself (errors). */
  readonly engineEvents?: Observable<PlaybackEvent>;
  readonly now?: () => number;
}

/**
 * A PlaybackSession on a media element: the element's events, and pause / seek / rate / volume
 * set on the element itself (every engine leaves those to it). Engines add what only they know
 * (live latency, go-live, stats) and what destroy() must release.
 */
export abstract class ElementSession implements PlaybackSession {
  readonly events$: Observable<PlaybackEvent>;
  /** Live sources only (assigned by the engine's session): the player hides "go live" without it. */
  declare liveLatency?: () => LiveLatencySample | null;
  declare seekToLiveEdge?: () => void;
  protected readonly media: HTMLMediaElement;
  private readonly destroyed = new AsyncSubject<void>();

  constructor(parts: ElementSessionParts) {
    this.media = parts.media;
    const elementEvents = mediaElementEvents(parts.media, {
      reportErrors: parts.elementErrors,
      live: parts.live,
      ...(parts.now ? { now: parts.now } : {}),
    });
    this.events$ = (parts.engineEvents ? merge(elementEvents, parts.engineEvents) : elementEvents).pipe(takeUntil(this.destroyed));
  }

  play(): Promise<void> {
    return this.media.play();
  }

  pause(): void {
    this.media.pause();
  }

  seek(seconds: number): void {
    if (Number.isFinite(seconds)) this.media.currentTime = Math.max(0, seconds);
  }

  setRate(rate: number): void {
    if (Number.isFinite(rate) && rate > 0) this.media.playbackRate = rate;
  }

  setVolume(volume: number, muted: boolean): void {
    if (Number.isFinite(volume)) this.media.volume = Math.min(1, Math.max(0, volume));
    this.media.muted = muted;
  }

  abstract stats(): PlaybackStats | null;

  destroy(): void {
    this.release();
    this.destroyed.next();
    this.destroyed.complete();
  }

  /** Frees what the engine holds (its player, the element's source). */
  protected abstract release(): void;
}
