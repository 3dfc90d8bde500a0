import { BehaviorSubject, Subject, type Observable } from "rxjs";
import { INITIAL_PLAYER_VIEW } from "../play-stream/player-view";
import type { PlayerService, PlayerSignal, PlayerView, PlayRequest } from "../play-stream/services";

const IDLE_VIEW: PlayerView = INITIAL_PLAYER_VIEW;

/** What a flow asked the player to do, in order. */
export type PlayerCall =
  | { readonly type: "load"; readonly request: PlayRequest }
  | { readonly type: "loadPlaylist"; readonly input: unknown; readonly options: { readonly repeat?: boolean } & Omit<PlayRequest, "url"> }
  | { readonly type: "next" | "prev" | "replay" }
  | { readonly type: "stop" };

/**
 * A PlayerService for flow tests and stories: records loads and stops, and lets the test play
 * the engine's part with {@link RecordingPlayerService.emit} (signals) and `setStatus` (state).
 * A load goes "loading", a stop "idle" (and signals idle, as the real player does).
 */
export class RecordingPlayerService implements PlayerService {
  readonly calls: PlayerCall[] = [];
  private readonly state = new BehaviorSubject<PlayerView>(IDLE_VIEW);
  readonly state$: Observable<PlayerView> = this.state.asObservable();
  private readonly signals = new Subject<PlayerSignal>();
  readonly signals$: Observable<PlayerSignal> = this.signals.asObservable();

  /** The requests loaded, in order. */
  get loads(): PlayRequest[] {
    return this.calls.flatMap((call) => (call.type === "load" ? [call.request] : []));
  }

  /** The url playing now (last load not followed by a stop), or null. */
  get playing(): string | null {
    const last = this.calls.findLast((call) => call.type === "load" || call.type === "stop");
    return last?.type === "load" ? last.request.url : null;
  }

  emit(signal: PlayerSignal): void {
    this.signals.next(signal);
  }

  setStatus(status: PlayerView["status"]): void {
    this.state.next({ ...this.state.value, status });
  }

  load(request: PlayRequest): void {
    this.calls.push({ type: "load", request });
    this.state.next({ ...IDLE_VIEW, status: "loading", source: { url: request.url, live: request.live } });
  }

  /** Records the playlist and goes "loading" (it neither checks nor plays it). */
  loadPlaylist(input: unknown, options: { readonly repeat?: boolean } & Omit<PlayRequest, "url">): void {
    this.calls.push({ type: "loadPlaylist", input, options });
    this.state.next({ ...IDLE_VIEW, status: "loading" });
  }

  next(): void {
    this.calls.push({ type: "next" });
  }

  prev(): void {
    this.calls.push({ type: "prev" });
  }

  replay(): void {
    this.calls.push({ type: "replay" });
  }

  stop(): void {
    this.calls.push({ type: "stop" });
    const wasIdle = this.state.value.status === "idle";
    this.state.next(IDLE_VIEW);
    if (!wasIdle) this.signals.next({ type: "idle" });
  }

  bindSurface(): void {}
  warmUp(): void {}
  play(): void {}
  pause(): void {}
  togglePlay(): void {}
  seek(): void {}
  seekBy(): void {}
  setRate(): void {}
  setVolume(): void {}
  stepVolume(): void {}
  toggleMute(): void {}
  selectQuality(): void {}
  goLive(): void {}
  reload(): void {}
}
