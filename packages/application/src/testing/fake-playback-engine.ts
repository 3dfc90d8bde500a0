import { Subject } from "rxjs";
import type { PlaybackEngine, PlaybackEvent, PlaybackSession, PlaybackSource } from "../playback/ports";

/** A PlaybackSession whose events a test emits by hand. */
export class FakePlaybackSession implements PlaybackSession {
  readonly events = new Subject<PlaybackEvent>();
  readonly events$ = this.events.asObservable();
  playCalls = 0;
  destroyed = false;
  /** When set, play() rejects with it (e.g. autoplay refused). */
  playError: Error | null = null;

  constructor(
    readonly surface: unknown,
    readonly source: PlaybackSource,
  ) {}

  play(): Promise<void> {
    this.playCalls++;
    return this.playError ? Promise.reject(this.playError) : Promise.resolve();
  }

  destroy(): void {
    this.destroyed = true;
    this.events.complete();
  }
}

export interface FakePlaybackEngineOptions {
  readonly name: string;
  readonly liveCapable?: boolean;
  /** Which URLs it accepts; every URL by default. */
  readonly accepts?: (source: PlaybackSource) => boolean;
}

/** A PlaybackEngine that records the sessions it opens. */
export class FakePlaybackEngine implements PlaybackEngine {
  readonly name: string;
  readonly liveCapable: boolean;
  readonly sessions: FakePlaybackSession[] = [];
  /** How often preload() was called. */
  preloads = 0;
  private readonly accepts: (source: PlaybackSource) => boolean;

  constructor(options: FakePlaybackEngineOptions) {
    this.name = options.name;
    this.liveCapable = options.liveCapable ?? true;
    this.accepts = options.accepts ?? (() => true);
  }

  canPlay(source: PlaybackSource): boolean {
    return this.accepts(source);
  }

  attach(surface: unknown, source: PlaybackSource): Promise<PlaybackSession> {
    const session = new FakePlaybackSession(surface, source);
    this.sessions.push(session);
    return Promise.resolve(session);
  }

  preload(): Promise<void> {
    this.preloads++;
    return Promise.resolve();
  }

  /** The session opened last. */
  get lastSession(): FakePlaybackSession | undefined {
    return this.sessions.at(-1);
  }
}
