import {
  INITIAL_PLAYER_VIEW,
  LOADING_PLAY_FLOW_VIEW,
  type BoardView,
  type PlayerSignal,
  type PlayerView,
  type PlayFlowView,
  type PlayRequest,
  type RoomContext,
} from "@livehall/application";
import { BehaviorSubject, Subject } from "rxjs";
import { HIDDEN_BOARD } from "../player/idle-views";
import type { BoardPlayService, PlayFlowService, PlayStreamService } from "../services/use-cases";

/**
 * A player core fixed in the view a test or story gives it (merged over the idle view). It records
 * every intent in `calls` as "name" or "name:arg,arg" (e.g. "seekBy:5", "stepVolume:-1") and the
 * bound surfaces in `surfaces`; it never plays anything.
 */
export class FakePlayerService implements PlayStreamService {
  readonly subject: BehaviorSubject<PlayerView>;
  readonly signals = new Subject<PlayerSignal>();
  readonly calls: string[] = [];
  readonly surfaces: unknown[] = [];
  readonly loads: PlayRequest[] = [];
  readonly playlists: { input: unknown; options: { readonly repeat?: boolean } & Omit<PlayRequest, "url"> }[] = [];
  readonly warmUps: { live: boolean }[] = [];
  constructor(initial: Partial<PlayerView> = {}) {
    this.subject = new BehaviorSubject<PlayerView>({ ...INITIAL_PLAYER_VIEW, ...initial });
  }
  get state$() {
    return this.subject.asObservable();
  }
  get signals$() {
    return this.signals.asObservable();
  }
  /** Moves the fake to another view (merged over the current one). */
  set(change: Partial<PlayerView>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }
  /** The surface bound last (null after unbinding, undefined before any). */
  get surface(): unknown {
    return this.surfaces.at(-1);
  }
  bindSurface(surface: unknown): void {
    this.surfaces.push(surface);
  }
  /** What {@link FakePlayerService.adoptableSurface} answers (a boot path's `<video>`, decision 0025). */
  adoptable: unknown = null;
  adoptableSurface(): unknown {
    return this.adoptable;
  }
  load(request: PlayRequest): void {
    this.loads.push(request);
  }
  /** Records the playlist in `playlists` (it neither checks nor plays it). */
  loadPlaylist(input: unknown, options: { readonly repeat?: boolean } & Omit<PlayRequest, "url">): void {
    this.playlists.push({ input, options });
  }
  next(): void {
    this.calls.push("next");
  }
  prev(): void {
    this.calls.push("prev");
  }
  replay(): void {
    this.calls.push("replay");
  }
  stop(): void {
    this.calls.push("stop");
  }
  warmUp(hint: { readonly live: boolean }): void {
    this.warmUps.push({ live: hint.live });
  }
  play(): void {
    this.calls.push("play");
  }
  pause(): void {
    this.calls.push("pause");
  }
  togglePlay(): void {
    this.calls.push("togglePlay");
  }
  seek(seconds: number): void {
    this.calls.push(`seek:${String(seconds)}`);
  }
  seekBy(deltaSeconds: number): void {
    this.calls.push(`seekBy:${String(deltaSeconds)}`);
  }
  setRate(rate: number): void {
    this.calls.push(`setRate:${String(rate)}`);
  }
  setVolume(volume: number): void {
    this.calls.push(`setVolume:${String(volume)}`);
  }
  stepVolume(direction: 1 | -1): void {
    this.calls.push(`stepVolume:${String(direction)}`);
  }
  toggleMute(): void {
    this.calls.push("toggleMute");
  }
  selectQuality(lineIndex: number, qualityIndex: number): void {
    this.calls.push(`selectQuality:${String(lineIndex)},${String(qualityIndex)}`);
  }
  goLive(): void {
    this.calls.push("goLive");
  }
  reload(): void {
    this.calls.push("reload");
  }
}

/** A play flow fixed in the view given (merged over "loading"); records starts and stops. */
export class FakePlayFlow implements PlayFlowService {
  readonly subject: BehaviorSubject<PlayFlowView>;
  readonly starts: { eventNumber: string; roomId: string }[] = [];
  readonly menuVideos: string[] = [];
  stops = 0;
  constructor(initial: Partial<PlayFlowView> = {}) {
    this.subject = new BehaviorSubject<PlayFlowView>({ ...LOADING_PLAY_FLOW_VIEW, ...initial });
  }
  get state$() {
    return this.subject.asObservable();
  }
  set(change: Partial<PlayFlowView>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }
  start({ eventNumber, roomId }: RoomContext): void {
    this.starts.push({ eventNumber, roomId });
  }
  dispose(): void {
    this.stops++;
  }
  openMenuVideo(mediaId: string): Promise<void> {
    this.menuVideos.push(mediaId);
    return Promise.resolve();
  }
  closeMenuVideo(): void {
    this.menuVideos.push("close");
  }
}

/** A board fixed in the view given (merged over hidden, layout 1); records starts and stops. */
export class FakeBoardPlay implements BoardPlayService {
  readonly subject: BehaviorSubject<BoardView>;
  readonly starts: { eventNumber: string; roomId: string }[] = [];
  stops = 0;
  constructor(initial: Partial<BoardView> = {}) {
    this.subject = new BehaviorSubject<BoardView>({ ...HIDDEN_BOARD, ...initial });
  }
  get state$() {
    return this.subject.asObservable();
  }
  set(change: Partial<BoardView>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }
  start({ eventNumber, roomId }: RoomContext): void {
    this.starts.push({ eventNumber, roomId });
  }
  dispose(): void {
    this.stops++;
  }
}
