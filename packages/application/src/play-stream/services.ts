import type { PlayLine } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { PlaybackSource } from "../playback/ports";

/** What the player shows (§4 Player states plus loading before the first frame) and every control reads. */
export interface PlayerView {
  readonly status: "idle" | "loading" | "playing" | "paused" | "buffering" | "error" | "complete";
  /** The engine playing the source (hls, mpegts, native), or null. */
  readonly engine: string | null;
  /** A catalogue key when status is "error" (§8 group message or 'File type not supported'). */
  readonly errorKey: string | null;
  /** The error id shown beside a fatal error's message (§8), or null. */
  readonly errorId: string | null;
  readonly source: PlaybackSource | null;
  /** Seconds; duration is Infinity for live and 0 before it is known. */
  readonly currentTime: number;
  readonly duration: number;
  readonly rate: number;
  readonly volume: number;
  readonly muted: boolean;
  /** The intrinsic video size once known (the watermark waits for it, §4). */
  readonly videoSize: { readonly width: number; readonly height: number } | null;
  /** Live and behind the edge: the "go live" button shows (issue 5 live latency). */
  readonly behindLive: boolean;
  /** Live: seconds behind the live edge at the last reading (one decimal), null when unknown or not live. */
  readonly latencySeconds: number | null;
  /** Lines and resolutions of the quality/line menu (§3; empty for recorded media). */
  readonly lines: readonly PlayLine[];
  readonly lineIndex: number;
  readonly qualityIndex: number;
  /** The speed menu is offered (§3 doublePlaybackFlag, recorded media only). */
  readonly speedMenu: boolean;
  /** The progress bar may be dragged (§3 dragPlaybackFlag, recorded media only). */
  readonly seekable: boolean;
  /** The item playing and the playlist's length after {@link PlayerService.loadPlaylist}; null after a plain load. */
  readonly playlist: { readonly index: number; readonly length: number } | null;
}

/** What to play: a source plus, for live, its lines to offer in the quality/line menu. */
export interface PlayRequest extends PlaybackSource {
  readonly lines?: readonly PlayLine[];
  readonly lineIndex?: number;
  readonly qualityIndex?: number;
  readonly speedMenu?: boolean;
  readonly seekable?: boolean;
  /** §4 retry on fatal errors (off by default). */
  readonly retry?: boolean;
  /** What the source is for, copied into logs (e.g. "live", "ad", "trailer"). */
  readonly purpose?: string;
  /** Live: the latency (s) catch-up aims for; 6 s when left out (ours). */
  readonly targetLatencySeconds?: number;
}

/** Signals the play flow and board react to (one-way: state comes down, these go up to flows). */
export type PlayerSignal =
  | { readonly type: "playing" }
  | { readonly type: "buffering" }
  /** The source played to its end (complete); fires for every playlist item too. */
  | { readonly type: "ended" }
  /** The last playlist item ended and repeat is off (§4 playlist-complete). */
  | { readonly type: "playlistComplete" }
  /** Nothing plays any more (after stop, or an engine went idle). */
  | { readonly type: "idle" }
  /** A fatal error after retries (if any) gave up; httpStatus 403 means the signed address expired. */
  | { readonly type: "fatalError"; readonly group: "network" | "media" | "unknown"; readonly httpStatus?: number; readonly code?: string }
  /** The viewer picked another line or resolution: `url` now plays. */
  | { readonly type: "qualityChanged"; readonly url: string; readonly lineIndex: number; readonly qualityIndex: number };

/**
 * The player core (framework-free): one per video area (the main video and the board each have one).
 * The UI binds the media surface and sends intents; flows load sources and read signals.
 */
export interface PlayerService {
  readonly state$: Observable<PlayerView>;
  readonly signals$: Observable<PlayerSignal>;
  /** The media element to play on (null when it leaves the page). A load before it is bound waits for it. */
  bindSurface(surface: unknown): void;
  /** Plays `request`, replacing what played (resets the retry count, §4); a playlist is forgotten. */
  load(request: PlayRequest): void;
  /**
   * Plays the playlist `input` from its first item (§4): each item's first source on `options`;
   * when an item ends the next plays, after the last the first again with `repeat`, else
   * `playlistComplete` is signalled. Resets the retry count.
   * @throws Error 'playlist format is illegal' when `input` is not a non-empty list of items with a file or sources.
   */
  loadPlaylist(input: unknown, options: { readonly repeat?: boolean } & Omit<PlayRequest, "url">): void;
  /** The next playlist item (the first after the last with repeat; the last stays without). Resets the retry count. */
  next(): void;
  /** The previous playlist item (at the first: the last with repeat, else the first again). Resets the retry count. */
  prev(): void;
  /** Plays again from the start: the playlist's first item, or the current source. Resets the retry count. */
  replay(): void;
  /** Removes the player: the engine is destroyed, the state goes idle. */
  stop(): void;
  /** Preloads the library of the engine a source of this kind would need. */
  warmUp(hint: { readonly live: boolean }): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** Seconds; recorded media with a seekable progress bar only. */
  seek(seconds: number): void;
  seekBy(deltaSeconds: number): void;
  setRate(rate: number): void;
  setVolume(volume: number): void;
  stepVolume(direction: 1 | -1): void;
  toggleMute(): void;
  selectQuality(lineIndex: number, qualityIndex: number): void;
  /** Live: jump to the live edge. */
  goLive(): void;
  /** The Reload link of a fatal error: the same source again. */
  reload(): void;
  /**
   * The media element of a playback the boot path handed over and not yet taken over or released
   * (the UI shows that element instead of its own, so the stream goes on), or null. Optional:
   * players without a boot hand-off leave it out.
   */
  adoptableSurface?(): unknown;
}
