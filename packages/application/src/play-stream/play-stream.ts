import { injectable, multiInject, optional } from "inversify";
import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { PlaybackEngine, PlaybackSession, PlaybackSource } from "../playback/ports";
import {
  FILE_TYPE_NOT_SUPPORTED_KEY,
  IDLE_PLAYBACK,
  PLAYER_ERROR_KEYS,
  nextPlaybackState,
  type PlaybackState,
} from "./playback-state";

/**
 * Plays a source on the media surface the UI hands in: picks the first engine (in binding
 * order) that can play it — live sources only on live-capable engines (§5) — attaches it and
 * follows its events. One source at a time: attaching again or detaching destroys the session.
 */
@injectable()
export class PlayStream {
  private readonly state = new BehaviorSubject<PlaybackState>(IDLE_PLAYBACK);
  readonly state$: Observable<PlaybackState> = this.state.asObservable();
  private readonly engines: readonly PlaybackEngine[];
  private session: PlaybackSession | null = null;
  private subscription: Subscription | null = null;
  private attachment = 0;

  constructor(@multiInject(APP_TOKENS.PlaybackEngine) @optional() engines: PlaybackEngine[] | undefined) {
    this.engines = engines ?? [];
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
      // A failed preload is retried by attach(), which reports the error.
    });
  }

  async attach(surface: unknown, source: PlaybackSource): Promise<void> {
    this.detach();
    const attachment = ++this.attachment;
    const engine = this.engineFor(source);
    if (!engine) {
      this.state.next({ status: "error", engine: null, errorKey: FILE_TYPE_NOT_SUPPORTED_KEY });
      return;
    }
    this.state.next({ status: "loading", engine: engine.name, errorKey: null });
    let session: PlaybackSession;
    try {
      session = await engine.attach(surface, source);
    } catch {
      if (attachment === this.attachment) {
        this.state.next({ status: "error", engine: engine.name, errorKey: PLAYER_ERROR_KEYS.unknown });
      }
      return;
    }
    if (attachment !== this.attachment) {
      session.destroy();
      return;
    }
    this.session = session;
    this.subscription = session.events$.subscribe((event) => {
      this.state.next(nextPlaybackState(this.state.value, event));
    });
    await session.play().catch(() => {
      // Autoplay refused: the viewer starts playback from the controls.
      if (attachment === this.attachment && this.state.value.status === "loading") {
        this.state.next({ ...this.state.value, status: "paused" });
      }
    });
  }

  detach(): void {
    this.attachment++;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.session?.destroy();
    this.session = null;
    if (this.state.value.status !== "idle") this.state.next(IDLE_PLAYBACK);
  }
}
