import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { RealtimeSessionService } from "../realtime/services";
import type { InterceptAnonymousService } from "../interception/services";
import type { RoomContext } from "../watch-room/room-context";
import type { LifetimeSignal } from "../lifetime";
import type { RoomApi } from "./ports";
import { INITIAL_LIKES, type LikesService, type LikesState } from "./services";

/** The topics Likes listens to (its registration's `topics`): the room's like total. */
export const LIKES_TOPICS: readonly number[] = [WS_TOPIC.LIKE_COUNT];

/** Taps collected this long (ms) go out as one fabulous call. */
export const LIKE_BATCH_MS = 1000;
/** The most likes one fabulous call carries (the server refuses more). */
export const MAX_LIKES_PER_CALL = 100;

interface Target {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly signal: LifetimeSignal;
}

/**
 * The room's likes (issue 4 "Chat and likes"), a room feature. A tap ({@link Likes.tap}) goes
 * through the §4 anonymous interception ("like") first; allowed taps are counted at once and collected for
 * {@link LIKE_BATCH_MS}; then one fabulous call sends them (at most {@link MAX_LIKES_PER_CALL},
 * the rest in the next batch). The shown total is the highest server total seen (answers and
 * LIKE_COUNT pushes, which only grow) plus the taps not yet answered; a failed call drops its taps.
 */
@injectable()
export class Likes implements LikesService {
  private readonly state = new BehaviorSubject<LikesState>(INITIAL_LIKES);
  readonly state$: Observable<LikesState> = this.state.asObservable();
  private target: Target | null = null;
  private serverTotal: number | null = null;
  /** Taps not sent yet. */
  private pending = 0;
  /** Taps sent and not answered yet. */
  private inFlight = 0;
  private timer: TimerHandle | null = null;
  private pushes: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.RoomApi) private readonly api: RoomApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const { eventNumber, eventId, roomId, signal } = context;
    this.target = { eventNumber, eventId, roomId, signal };
    this.pushes = this.realtime.pushesOf("likeCountChanged").subscribe(({ total }) => {
      this.confirm(total);
    });
  }

  /** Intent: the viewer tapped the heart. The interception decides first; resolves whether it counted. */
  async tap(): Promise<boolean> {
    const target = this.target;
    if (!target) return false;
    const allowed = await this.intercept.guard(target.eventNumber, "like").catch(() => false);
    if (!allowed || this.target !== target) return false;
    this.like();
    return true;
  }

  /** Counts one allowed tap at once and sends it with the others of its batch. */
  like(): void {
    if (!this.target) return;
    this.pending += 1;
    this.publish();
    if (this.timer === null)
      this.timer = this.clock.setTimeout(() => {
        this.flush();
      }, LIKE_BATCH_MS);
  }

  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.target = null;
    this.serverTotal = null;
    this.pending = 0;
    this.inFlight = 0;
    this.state.next(INITIAL_LIKES);
  }

  private flush(): void {
    this.timer = null;
    const target = this.target;
    if (!target || this.pending === 0) return;
    const count = Math.min(this.pending, MAX_LIKES_PER_CALL);
    this.pending -= count;
    this.inFlight += count;
    if (this.pending > 0)
      this.timer = this.clock.setTimeout(() => {
        this.flush();
      }, LIKE_BATCH_MS);
    this.api.like(target.eventId, target.roomId, count).then(
      (total) => {
        if (this.target !== target || target.signal.aborted) return;
        this.inFlight -= count;
        this.confirm(total);
      },
      () => {
        if (this.target !== target || target.signal.aborted) return;
        this.inFlight -= count;
        this.publish();
      },
    );
  }

  private confirm(total: number): void {
    this.serverTotal = Math.max(this.serverTotal ?? 0, total);
    this.publish();
  }

  private publish(): void {
    const unconfirmed = this.pending + this.inFlight;
    const total = this.serverTotal === null && unconfirmed === 0 ? null : (this.serverTotal ?? 0) + unconfirmed;
    if (total !== this.state.value.total) this.state.next({ total });
  }
}
