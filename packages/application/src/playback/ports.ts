import type { Observable } from "rxjs";

export interface PlaybackSource {
  readonly url: string;
  /** True for live streams: only live-capable engines may take them (§5 Player). */
  readonly live: boolean;
}

export type PlaybackEvent =
  | { readonly type: "playing" }
  | { readonly type: "paused" }
  | { readonly type: "buffering" }
  | { readonly type: "ended" }
  | { readonly type: "error"; readonly fatal: boolean; readonly group: "network" | "media" | "unknown"; readonly detail: string };

/** A source attached to one media surface; destroy() releases the engine. */
export interface PlaybackSession {
  readonly events$: Observable<PlaybackEvent>;
  play(): Promise<void>;
  destroy(): void;
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
