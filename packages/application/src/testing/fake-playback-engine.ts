import { Subject } from "rxjs";
import type { LiveLatencySample, PlaybackEngine, PlaybackEvent, PlaybackSession, PlaybackSource, PlaybackStats } from "../playback/ports";

/**
 * A PlaybackSession whose events a test emits by hand (`events.next(...)`) and whose calls are
 * recorded. It has every optional capability; what liveLatency() and stats() answer is set
 * through `latency` and `statsValue`.
 */
export class FakePlaybackSession implements PlaybackSession {
  readonly events = new Subject<PlaybackEvent>();
  readonly events$ = this.events.asObservable();
  playCalls = 0;
  pauseCalls = 0;
  destroyed = false;
  /** When set, play() rejects with it (e.g. autoplay refused). */
  playError: Error | null = null;
  /** Like a browser's autoplay policy: play() rejects while the last setVolume() left the sound on. */
  refuseUnmutedPlay = false;
  /** Every seek(), setRate() and setVolume() call, in order. */
  readonly seeks: number[] = [];
  readonly rates: number[] = [];
  readonly volumes: { readonly volume: number; readonly muted: boolean }[] = [];
  seekToLiveEdgeCalls = 0;
  /** Every switchSource() call, in order. */
  readonly switchedTo: PlaybackSource[] = [];
  /** What liveLatency() answers. */
  latency: LiveLatencySample | null = null;
  /** What stats() answers. */
  statsValue: PlaybackStats | null = null;

  constructor(
    readonly surface: unknown,
    readonly source: PlaybackSource,
  ) {}

  play(): Promise<void> {
    this.playCalls++;
    if (this.refuseUnmutedPlay && this.volumes.at(-1)?.muted === false) return Promise.reject(new Error("NotAllowedError"));
    return this.playError ? Promise.reject(this.playError) : Promise.resolve();
  }

  destroy(): void {
    this.destroyed = true;
    this.events.complete();
  }

  pause(): void {
    this.pauseCalls++;
  }

  seek(seconds: number): void {
    this.seeks.push(seconds);
  }

  switchSource(source: PlaybackSource): void {
    this.switchedTo.push(source);
  }

  setRate(rate: number): void {
    this.rates.push(rate);
  }

  setVolume(volume: number, muted: boolean): void {
    this.volumes.push({ volume, muted });
  }

  liveLatency(): LiveLatencySample | null {
    return this.latency;
  }

  seekToLiveEdge(): void {
    this.seekToLiveEdgeCalls++;
  }

  stats(): PlaybackStats | null {
    return this.statsValue;
  }
}

export interface FakePlaybackEngineOptions {
  readonly name: string;
  readonly liveCapable?: boolean;
  /** Which URLs it accepts; every URL by default. */
  readonly accepts?: (source: PlaybackSource) => boolean;
}

/**
 * A PlaybackEngine that records the sessions it opens. attach() answers at once, or fails with
 * `attachError`, or — with `holdAttach` — waits until the test calls {@link FakePlaybackEngine.release}.
 */
export class FakePlaybackEngine implements PlaybackEngine {
  readonly name: string;
  readonly liveCapable: boolean;
  readonly sessions: FakePlaybackSession[] = [];
  /** How often preload() was called. */
  preloads = 0;
  /** When set, attach() rejects with it (the engine library failed to load). */
  attachError: Error | null = null;
  /** When true, attach() answers only when release() is called. */
  holdAttach = false;
  private readonly held: (() => void)[] = [];
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
    if (this.attachError) return Promise.reject(this.attachError);
    const session = new FakePlaybackSession(surface, source);
    this.sessions.push(session);
    if (!this.holdAttach) return Promise.resolve(session);
    return new Promise((resolve) => {
      this.held.push(() => {
        resolve(session);
      });
    });
  }

  /** Answers every held attach() (oldest first). */
  release(): void {
    for (const answer of this.held.splice(0)) answer();
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
