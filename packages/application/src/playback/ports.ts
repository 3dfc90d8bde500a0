import type { Observable } from "rxjs";

export interface PlaybackSource {
  readonly url: string;
  /** True for live streams: only live-capable engines may take them (§5 Player). */
  readonly live: boolean;
}

/** Why an engine failed: §8 message group, the engine's own detail, and the HTTP status when a request failed. */
export interface PlaybackError {
  readonly type: "error";
  readonly fatal: boolean;
  readonly group: "network" | "media" | "unknown";
  /** The engine's error detail (e.g. hls.js "levelLoadError"); ignored rules read it (bufferStalledError). */
  readonly detail: string;
  /** HTTP status of the failed request (403: the signed address expired, §4), when the engine knows it. */
  readonly httpStatus?: number;
  /** A code the stream answered with (e.g. "2002" on a no-delay live), when there is one. */
  readonly code?: string;
}

export type PlaybackEvent =
  | { readonly type: "playing" }
  | { readonly type: "paused" }
  | { readonly type: "buffering" }
  | { readonly type: "ended" }
  /** The play head moved (about 4 times a second while playing); duration is Infinity for live. */
  | { readonly type: "time"; readonly currentTime: number; readonly duration: number }
  /** The intrinsic video size became known or changed (the watermark waits for it, §4). */
  | { readonly type: "videoSize"; readonly width: number; readonly height: number }
  /** Volume or mute changed on the surface (also by the browser's own controls). */
  | { readonly type: "volume"; readonly volume: number; readonly muted: boolean }
  | PlaybackError;

/** How far a live session is behind its edge; what catch-up and "go live" read. */
export interface LiveLatencySample {
  /** Seconds from the play head to the live edge. */
  readonly latencySeconds: number;
  /** Seconds buffered ahead of the play head. */
  readonly bufferSeconds: number;
}

/** Numbers for the performance log (§7 fps, bps, buffer_length); totals since the session started. */
export interface PlaybackStats {
  readonly decodedFrames: number;
  readonly droppedFrames: number;
  /** Bytes received by the engine so far. */
  readonly bytesLoaded: number;
  /** Seconds buffered ahead of the play head. */
  readonly bufferSeconds: number;
}

/**
 * A source attached to one media surface; destroy() releases the engine. Capabilities an engine
 * may lack are optional members: the player hides the control that needs them.
 */
export interface PlaybackSession {
  readonly events$: Observable<PlaybackEvent>;
  play(): Promise<void>;
  destroy(): void;
  pause?(): void;
  /** Moves the play head (recorded media; seconds). */
  seek?(seconds: number): void;
  setRate?(rate: number): void;
  setVolume?(volume: number, muted: boolean): void;
  /** Live only: where the play head is against the live edge, or null when unknown yet. */
  liveLatency?(): LiveLatencySample | null;
  /** Live only: jumps to the live edge ("go live"). */
  seekToLiveEdge?(): void;
  /** Counters for the performance log, or null when the engine has none yet. */
  stats?(): PlaybackStats | null;
  /**
   * Replaces the source in place, keeping the engine and the media element attached: a quality or
   * line change the same engine plays (hls.js `loadSource`), much faster than a new attach.
   * Optional: without it the player attaches the engine again.
   */
  switchSource?(source: PlaybackSource): void;
}

/**
 * A video engine (hls.js, mpegts.js, native): picked as the first whose canPlay accepts the
 * source. The engine library is loaded lazily in attach(). `TSurface` is the media element
 * the UI hands in; the application never touches it.
 */
export interface PlaybackEngine<TSurface = unknown> {
  readonly name: string;
  readonly liveCapable: boolean;
  canPlay(source: PlaybackSource): boolean;
  attach(surface: TSurface, source: PlaybackSource): Promise<PlaybackSession>;
  /**
   * Loads the engine's library ahead of time, before a source is known, so the first frame does
   * not wait for it. Optional: engines with nothing to load (native video) leave it out.
   */
  preload?(): Promise<void>;
}

/**
 * The viewer's volume and mute choice, kept in this browser (§5: default volume 1, not muted;
 * bad stored data reads as the defaults). Read when a player starts, written when they change.
 */
export interface PlayerPreferencesStore {
  read(): { readonly volume: unknown; readonly muted: unknown };
  write(volume: number, muted: boolean): void;
}

/**
 * Where the player's logs go (§7: a JSON error/debug log POSTed to the configured log url, a
 * performance sample sent with GET). Silent: a failed send is dropped, never retried.
 */
export interface PlayerLogSink {
  error(entry: PlayerLogEntry): void;
  debug?(entry: PlayerLogEntry): void;
  performance(sample: PlayerPerformanceSample): void;
}

export interface PlayerLogEntry {
  readonly message: string;
  readonly errorId?: string;
  readonly streamUrl: string;
  readonly metricId: string;
}

/** One performance sample (§7), averaged over the 3000 ms calculation window (§9). */
export interface PlayerPerformanceSample {
  readonly fps: number;
  readonly bps: number;
  readonly waitingTimes: number;
  readonly bufferLength: number;
  readonly streamUrl: string;
  readonly metricId: string;
}
