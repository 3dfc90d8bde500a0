import type { Observable, Subscription } from "rxjs";
import type { Clock } from "../platform/ports";
import type { PlaybackEngine, PlaybackError, PlaybackEvent, PlaybackSession } from "../playback/ports";
import { Lifetime, type LifetimeSignal } from "../lifetime";
import { DEFAULT_TARGET_LATENCY_SECONDS, LiveCatchUpLoop } from "./live-catch-up-loop";
import { playOrRefuse } from "./player-signals";
import type { PlayRequest, PlayerView } from "./services";

/** The detail of a fatal error when an engine could not even attach (its library failed to load). */
export const ENGINE_ATTACH_FAILED = "engineAttachError";

/** What an {@link EngineSession} reads from and reports to the player that owns it. */
export interface EngineSessionHost {
  /** The player's current view. */
  view(): PlayerView;
  publish(next: PlayerView): void;
  onEvent(event: PlaybackEvent): void;
  /** A fatal error of this attachment (the attach itself failed). */
  fail(error: PlaybackError): void;
}

/**
 * The engine session of one player (§4, §5): attaches an engine to the surface (or runs an adopted
 * session), follows its events, keeps live playback near the edge and starts playback — muted when
 * refused with sound. Each attachment has its own {@link Lifetime}; {@link EngineSession.end} aborts
 * it, so a slow attach or a late play answer of an ended attachment is dropped.
 */
export class EngineSession {
  private current: PlaybackSession | null = null;
  private subscription: Subscription | null = null;
  private lifetime = new Lifetime();
  private readonly catchUp: LiveCatchUpLoop;

  constructor(
    clock: Clock,
    private readonly host: EngineSessionHost,
  ) {
    this.catchUp = new LiveCatchUpLoop(clock);
  }

  /** The running session, or null (none yet, attaching, or ended). */
  get session(): PlaybackSession | null {
    return this.current;
  }

  /** Attaches `engine` to `surface` for `request` and runs the session; resolves when started (or failed). */
  open(engine: PlaybackEngine, surface: unknown, request: PlayRequest): Promise<void> {
    return this.attach(engine, surface, request, this.begin());
  }

  /** Runs a session already attached (the boot path's, adopted). */
  adopt(session: PlaybackSession, events$: Observable<PlaybackEvent>, request: PlayRequest): Promise<void> {
    return this.run(session, events$, request, this.begin());
  }

  /** Destroys the session and stops everything tied to it; a pending attach is dropped. */
  end(): void {
    this.lifetime.abort();
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.current?.destroy();
    this.current = null;
    this.catchUp.stop();
  }

  /** Ends the previous attachment and gives the new one its lifetime. */
  private begin(): LifetimeSignal {
    this.end();
    this.lifetime = new Lifetime();
    return this.lifetime;
  }

  private async attach(engine: PlaybackEngine, surface: unknown, request: PlayRequest, lifetime: LifetimeSignal): Promise<void> {
    let session: PlaybackSession;
    try {
      session = await engine.attach(surface, { url: request.url, live: request.live });
    } catch {
      if (!lifetime.aborted) this.host.fail({ type: "error", fatal: true, group: "unknown", detail: ENGINE_ATTACH_FAILED });
      return;
    }
    if (lifetime.aborted) {
      session.destroy();
      return;
    }
    await this.run(session, session.events$, request, lifetime);
  }

  /** Drives an attached session: volume and rate, its events, live catch-up, then play (muted when refused with sound). */
  private async run(
    session: PlaybackSession,
    events$: Observable<PlaybackEvent>,
    request: PlayRequest,
    lifetime: LifetimeSignal,
  ): Promise<void> {
    const host = this.host;
    this.current = session;
    const { volume, muted, rate } = host.view();
    session.setVolume?.(volume, muted);
    if (rate !== 1) session.setRate?.(rate);
    this.subscription = events$.subscribe((event) => {
      host.onEvent(event);
    });
    if (request.live) {
      this.catchUp.start(
        session,
        request.targetLatencySeconds ?? DEFAULT_TARGET_LATENCY_SECONDS,
        () => host.view().status === "playing",
        (catchUp, latency) => {
          const latencySeconds = Math.round(latency * 10) / 10;
          const view = host.view();
          if (catchUp.showGoLive !== view.behindLive || latencySeconds !== view.latencySeconds) {
            host.publish({ ...view, behindLive: catchUp.showGoLive, latencySeconds });
          }
        },
      );
    }
    // Read afresh after each await (a teardown meanwhile aborts the lifetime).
    const ended = (): boolean => lifetime.aborted;
    if (await playOrRefuse(session)) return;
    const view = host.view();
    if (ended()) return;
    if (!view.muted) {
      // Browsers refuse to start with sound before the viewer interacts: start muted (not stored as
      // the viewer's choice; the view says muted first so the element's volumechange writes nothing).
      host.publish({ ...view, muted: true });
      session.setVolume?.(view.volume, true);
      if ((await playOrRefuse(session)) || ended()) return;
    }
    // Refused even muted: the viewer starts playback from the controls.
    if (host.view().status === "loading") host.publish({ ...host.view(), status: "paused" });
  }
}
