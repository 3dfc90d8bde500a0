import { distinctUntilChanged, map, type Subscription } from "rxjs";
import { DURATION_REPORT_MS } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { SessionApi } from "../session/ports";
import type { PlayerService, PlayerView } from "../play-stream/services";
import type { RoomContext } from "../watch-room/room-context";
import type { WatchDurationService, WatchedRoom } from "./services";

/** Player statuses that end play: what was watched is reported at once. */
const STOPPED: readonly PlayerView["status"][] = ["idle", "complete", "error"];

/**
 * Counts the main player's (PlayStream) play time — only while its status is "playing" — and
 * reports it through SessionApi.reportWatched: whole seconds every 10 s of play, and whatever
 * whole seconds remain when the player stops (idle, complete, error) or `stop`/`track` moves
 * on. Pauses and buffering only hold the count. Failed reports are dropped silently (§7 silent).
 * Every viewer is reported (the server counts an anonymous trial from these); the trial timer
 * only counts locally. A room feature: it follows the player from `start` to `dispose` (which
 * reports what is left); the play flow tells it the room it plays (`track`).
 */
@injectable()
export class WatchDuration implements WatchDurationService {
  private room: WatchedRoom | null = null;
  private playingSince: number | null = null;
  /** Milliseconds of play not reported yet. */
  private unreported = 0;
  private timer: TimerHandle | null = null;
  private lastStatus: PlayerView["status"] = "idle";
  private subscription: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.PlayStream) private readonly player: PlayerService,
    @inject(APP_TOKENS.SessionApi) private readonly sessionApi: SessionApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  /** Follows the main player's status for the room (nothing is reported before `track`). */
  start(_context: RoomContext): void {
    this.subscription?.unsubscribe();
    // Only the status matters; the view also changes with every time update (4 times a second).
    this.subscription = this.player.state$
      .pipe(
        map((view) => view.status),
        distinctUntilChanged(),
      )
      .subscribe((status) => {
        this.onStatus(status);
      });
  }

  /** Reports what is left and stops following the player (the room closes). */
  dispose(): void {
    this.stop();
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  track(room: WatchedRoom): void {
    this.stop();
    this.room = room;
    this.unreported = 0;
    if (this.lastStatus === "playing") this.resume();
  }

  stop(): void {
    this.hold();
    this.report(true);
    this.room = null;
    this.unreported = 0;
  }

  private onStatus(status: PlayerView["status"]): void {
    this.lastStatus = status;
    if (status === "playing") {
      this.resume();
      return;
    }
    this.hold();
    if (STOPPED.includes(status)) this.report(true);
  }

  private resume(): void {
    if (!this.room || this.playingSince !== null) return;
    this.playingSince = this.clock.now();
    this.schedule();
  }

  /** Adds the play since the last count and stops the clock. */
  private hold(): void {
    if (this.playingSince === null) return;
    this.count();
    this.playingSince = null;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private count(): void {
    if (this.playingSince === null) return;
    const now = this.clock.now();
    this.unreported += Math.max(0, now - this.playingSince);
    this.playingSince = now;
  }

  private schedule(): void {
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        this.count();
        this.report(false);
        this.schedule();
      },
      Math.max(0, DURATION_REPORT_MS - this.unreported),
    );
  }

  /** Reports whole unreported seconds: 10 s of them, or any when `flush`. */
  private report(flush: boolean): void {
    const room = this.room;
    const seconds = Math.floor(this.unreported / 1000);
    if (!room || !this.sessionApi.reportWatched || seconds < 1) return;
    if (!flush && this.unreported < DURATION_REPORT_MS) return;
    this.unreported -= seconds * 1000;
    this.sessionApi.reportWatched(room.eventId, { roomId: room.roomId, pageSession: room.pageSession, seconds }).catch(() => undefined);
  }
}
