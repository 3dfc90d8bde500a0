import { volumeSet, normalizePlaybackRate, shouldReloadAfterPause, stepVolume, toggleMute, type VolumeState } from "@livehall/domain";
import { inject, injectable, multiInject, optional } from "inversify";
import { BehaviorSubject, Subject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock } from "../platform/ports";
import type {
  PlaybackEngine,
  PlaybackError,
  PlaybackEvent,
  PlaybackSource,
  PlayerLogSink,
  PlayerPreferencesStore,
} from "../playback/ports";
import type { AdoptablePlayback } from "../boot/boot-hand-off";
import { BootAdoption } from "./boot-adoption";
import { EngineSession } from "./engine-session";
import {
  FILE_TYPE_NOT_SUPPORTED_KEY,
  INITIAL_PLAYER_VIEW,
  failedView,
  isFatalPlaybackError,
  loadingView,
  viewAfterEvent,
} from "./player-view";
import { fatalSignalOf } from "./player-signals";
import { PlaylistCursor, type PlaylistOptions } from "./playlist-cursor";
import { PlayerTelemetry } from "./player-telemetry";
import { RetryTimer } from "./retry-timer";
import type { PlayRequest, PlayerService, PlayerSignal, PlayerView } from "./services";
import { readVolumePreferences, writeVolumePreferences } from "./volume-preferences";

export { ENGINE_ATTACH_FAILED } from "./engine-session";

/**
 * The player core of one video area (§4, §5, §8 Player): plays a {@link PlayRequest} on the bound
 * media surface with the first engine (in binding order) that can — live sources only on
 * live-capable engines — follows its events into one {@link PlayerView}, retries fatal errors when
 * asked, keeps live playback near the edge, and carries out the viewer's intents. One source at a
 * time: loading again or stopping destroys the session, and a late engine answer is dropped.
 */
@injectable()
export class PlayStream implements PlayerService {
  private readonly view = new BehaviorSubject<PlayerView>(INITIAL_PLAYER_VIEW);
  readonly state$: Observable<PlayerView> = this.view.asObservable();
  private readonly signals = new Subject<PlayerSignal>();
  readonly signals$: Observable<PlayerSignal> = this.signals.asObservable();
  private readonly engines: readonly PlaybackEngine[];
  private readonly retry: RetryTimer;
  private readonly attached: EngineSession;
  private readonly telemetry: PlayerTelemetry;
  private readonly playlist = new PlaylistCursor();
  private surface: { readonly value: unknown } | null = null;
  private request: PlayRequest | null = null;
  private opening: Promise<void> = Promise.resolve();
  private pausedAt: number | null = null;
  private readonly adoption = new BootAdoption();

  constructor(
    @multiInject(APP_TOKENS.PlaybackEngine) @optional() engines: PlaybackEngine[] | undefined,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.PlayerPreferencesStore) @optional() private readonly preferences: PlayerPreferencesStore | undefined,
    @inject(APP_TOKENS.PlayerLogSink) @optional() logSink: PlayerLogSink | undefined,
  ) {
    this.engines = engines ?? [];
    this.retry = new RetryTimer(clock);
    this.attached = new EngineSession(clock, {
      view: () => this.view.value,
      publish: (next) => {
        this.publish(next);
      },
      onEvent: (event) => {
        this.onEvent(event);
      },
      fail: (error) => {
        this.fail(error);
      },
    });
    this.telemetry = new PlayerTelemetry(clock, logSink);
    this.view.next({ ...INITIAL_PLAYER_VIEW, ...readVolumePreferences(preferences) });
  }

  /** The engine that would play `source`, or null. */
  engineFor(source: PlaybackSource): PlaybackEngine | null {
    return this.engines.find((engine) => (!source.live || engine.liveCapable) && engine.canPlay(source)) ?? null;
  }

  /**
   * Intent: a source of this kind is coming (the watch page is open, its address still loading).
   * Preloads the library of the first engine that could take it — for live, the first
   * live-capable engine — so the address and the library load side by side. Never fails.
   */
  warmUp(hint: { readonly live: boolean }): void {
    const engine = this.engines.find((candidate) => !hint.live || candidate.liveCapable);
    engine?.preload?.().catch(() => {
      // A failed preload is retried by the load, which reports the error.
    });
  }

  /**
   * Shorthand of bindSurface + load for callers that hold the surface and the source together;
   * resolves when the engine attached (or failed).
   */
  attach(surface: unknown, source: PlaybackSource | PlayRequest): Promise<void> {
    this.surface = { value: surface };
    this.load(source);
    return this.opening;
  }

  /**
   * Boot hand-off (issue 12 item 4, decision 0025): a live stream the boot path already plays. The
   * next start on `playback.element` that asks for the same address with the same engine takes its
   * session over (no second attach, no second manifest); any other start, or a stop, releases it.
   */
  offer(playback: AdoptablePlayback): void {
    this.adoption.offer(playback);
  }

  adoptableSurface(): unknown {
    return this.adoption.surface();
  }

  /** Shorthand of {@link PlayStream.stop}. */
  detach(): void {
    this.stop();
  }

  bindSurface(surface: unknown): void {
    if (surface === null || surface === undefined) {
      this.surface = null;
      this.stop();
      return;
    }
    if (this.surface?.value === surface) return;
    this.surface = { value: surface };
    if (this.request) this.start();
  }

  load(request: PlayRequest): void {
    this.playlist.clear();
    this.loadRequest(request);
  }

  /** Throws 'playlist format is illegal' (and keeps playing what played) for an illegal playlist. */
  loadPlaylist(input: unknown, options: PlaylistOptions): void {
    this.loadRequest(this.playlist.start(input, options));
  }

  next(): void {
    const request = this.playlist.next();
    if (request) this.loadRequest(request);
  }

  prev(): void {
    const request = this.playlist.prev();
    if (request) this.loadRequest(request);
  }

  /** From the playlist's first item when a playlist plays, else the current source from its start. */
  replay(): void {
    const request = this.playlist.first() ?? this.request;
    if (request) this.loadRequest(request);
  }

  stop(): void {
    this.adoption.release();
    const wasActive = this.request !== null || this.view.value.status !== "idle";
    this.retry.reset();
    this.teardown();
    this.request = null;
    this.playlist.clear();
    const { volume, muted } = this.view.value;
    this.publish({ ...INITIAL_PLAYER_VIEW, volume, muted });
    if (wasActive) this.signals.next({ type: "idle" });
  }

  reload(): void {
    if (!this.request) return;
    this.retry.reset();
    this.start();
  }

  play(): void {
    const request = this.request;
    if (!request) return;
    const paused = this.view.value.status === "paused";
    const reload = shouldReloadAfterPause({
      reloadAfterPause: true,
      live: request.live,
      pausedAtMs: paused ? this.pausedAt : null,
      nowMs: this.clock.now(),
    });
    if (reload) {
      this.start();
      return;
    }
    this.attached.session?.play().catch(() => {
      // Refused (autoplay policy): the view stays as it is and the viewer tries again.
    });
  }

  pause(): void {
    const status = this.view.value.status;
    const session = this.attached.session;
    if (!session?.pause || (status !== "playing" && status !== "buffering")) return;
    this.pausedAt = this.clock.now();
    session.pause();
  }

  togglePlay(): void {
    const status = this.view.value.status;
    if (status === "playing" || status === "buffering") this.pause();
    else this.play();
  }

  seek(seconds: number): void {
    const view = this.view.value;
    const session = this.attached.session;
    if (!view.seekable || !session?.seek || !Number.isFinite(seconds)) return;
    const end = view.duration > 0 && Number.isFinite(view.duration) ? view.duration : Number.POSITIVE_INFINITY;
    const target = Math.min(end, Math.max(0, seconds));
    session.seek(target);
    this.publish({ ...view, currentTime: target });
  }

  seekBy(deltaSeconds: number): void {
    this.seek(this.view.value.currentTime + deltaSeconds);
  }

  setRate(rate: number): void {
    const view = this.view.value;
    if (!view.speedMenu) return;
    const next = normalizePlaybackRate(rate);
    this.attached.session?.setRate?.(next);
    this.publish({ ...view, rate: next });
  }

  setVolume(volume: number): void {
    this.applyVolume(volumeSet(this.view.value, volume));
  }

  stepVolume(direction: 1 | -1): void {
    this.setVolume(stepVolume(this.view.value.volume, direction));
  }

  toggleMute(): void {
    this.applyVolume(toggleMute(this.view.value));
  }

  selectQuality(lineIndex: number, qualityIndex: number): void {
    const request = this.request;
    const view = this.view.value;
    const url = view.lines[lineIndex]?.resolutions[qualityIndex]?.url;
    if (!request || !url) return;
    if (lineIndex === view.lineIndex && qualityIndex === view.qualityIndex && url === request.url) return;
    this.retry.reset();
    this.request = { ...request, url, lineIndex, qualityIndex };
    const source: PlaybackSource = { url, live: request.live };
    const session = this.attached.session;
    // The same engine takes the new address in place when it can, before the view is published (the
    // page's re-render then overlaps the new playlist's request instead of delaying it); another
    // engine needs a new attach.
    const inPlace = session?.switchSource !== undefined && view.engine !== null && this.engineFor(source)?.name === view.engine;
    if (inPlace) session.switchSource?.(source);
    this.publish({ ...view, source, lineIndex, qualityIndex });
    if (!inPlace) this.start();
    this.signals.next({ type: "qualityChanged", url, lineIndex, qualityIndex });
  }

  goLive(): void {
    const session = this.attached.session;
    if (!this.request?.live || !session?.seekToLiveEdge) return;
    session.seekToLiveEdge();
    this.publish({ ...this.view.value, behindLive: false });
  }

  /** Plays `request` from its start with a fresh retry count (§4) and the playlist position shown. */
  private loadRequest(request: PlayRequest): void {
    this.retry.reset();
    this.teardown();
    this.request = request;
    this.telemetry.newLoad();
    this.publish({ ...loadingView(this.view.value, request), playlist: this.playlist.position });
    this.start();
  }

  /** An item ended (its "ended" already signalled): the next item plays, or the playlist is complete. */
  private advancePlaylist(): void {
    const step = this.playlist.ended();
    if (step === "complete") this.signals.next({ type: "playlistComplete" });
    else if (step) this.loadRequest(step);
  }

  /** Opens the current request on the bound surface (a load before the surface is bound waits). */
  private start(): void {
    const request = this.request;
    const surface = this.surface;
    if (!request || !surface) return;
    this.teardown();
    const source: PlaybackSource = { url: request.url, live: request.live };
    const engine = this.engineFor(source);
    const view = this.view.value;
    const reset = { errorKey: null, errorId: null, behindLive: false, latencySeconds: null, currentTime: 0, videoSize: null } as const;
    if (!engine) {
      this.publish({ ...view, ...reset, status: "error", engine: null, errorKey: FILE_TYPE_NOT_SUPPORTED_KEY });
      this.telemetry.unsupported(request.url);
      // An unsupported source is a media failure to the flows (ads and trailers skip on).
      this.signals.next({ type: "fatalError", group: "media" });
      this.opening = Promise.resolve();
      return;
    }
    this.publish({ ...view, ...reset, status: "loading", engine: engine.name });
    const adopted = this.adoption.take(surface.value, request, engine);
    this.opening = adopted
      ? this.attached.adopt(adopted.session, adopted.events$, request)
      : this.attached.open(engine, surface.value, request);
  }

  private onEvent(event: PlaybackEvent): void {
    if (event.type === "error") {
      if (isFatalPlaybackError(event)) this.fail(event);
      return;
    }
    const view = this.view.value;
    if (event.type === "volume" && (event.volume !== view.volume || event.muted !== view.muted)) {
      writeVolumePreferences(this.preferences, { volume: event.volume, muted: event.muted });
    }
    this.publish(viewAfterEvent(view, event));
  }

  /** A fatal error: replay later while retry allows (the viewer sees loading), else show it and tell the flows. */
  private fail(error: PlaybackError): void {
    const request = this.request;
    if (!request) return;
    this.teardown();
    const retrying = this.retry.failed(request.retry === true, () => {
      this.start();
    });
    if (retrying) {
      this.publish({ ...this.view.value, status: "loading", errorKey: null, errorId: null, behindLive: false });
      return;
    }
    this.publish(failedView(this.view.value, error));
    this.telemetry.failed(error, request.url);
    this.signals.next(fatalSignalOf(error));
  }

  private applyVolume(state: VolumeState): void {
    writeVolumePreferences(this.preferences, state);
    this.attached.session?.setVolume?.(state.volume, state.muted);
    this.publish({ ...this.view.value, volume: state.volume, muted: state.muted });
  }

  /** Emits `next` and the signals and side effects of a status change. */
  private publish(next: PlayerView): void {
    const previous = this.view.value.status;
    this.view.next(next);
    if (next.status === previous) return;
    this.telemetry.statusChanged(previous, next.status, this.attached.session, this.request?.url ?? null);
    switch (next.status) {
      case "playing":
        this.pausedAt = null;
        this.signals.next({ type: "playing" });
        break;
      case "buffering":
        this.signals.next({ type: "buffering" });
        break;
      case "paused":
        this.pausedAt ??= this.clock.now();
        break;
      case "complete": {
        const ended = this.request;
        this.signals.next({ type: "ended" });
        // A flow that loaded something else on "ended" has the last word.
        if (ended && ended === this.request) this.advancePlaylist();
        break;
      }
      default:
        break;
    }
  }

  /** Destroys the session and stops everything tied to it; a pending attach is dropped. */
  private teardown(): void {
    this.attached.end();
    this.telemetry.stop();
    this.pausedAt = null;
  }
}
