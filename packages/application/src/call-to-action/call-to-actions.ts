import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { RealtimeSessionService } from "../realtime/services";
import { type RoomContext } from "../watch-room/room-context";
import { Lifetime, type LifetimeSignal } from "../lifetime";
import type { CallToActionApi } from "./ports";
import { reopenings } from "../realtime/reopenings";
import { INITIAL_CALL_TO_ACTIONS, type CallToAction, type CallToActionsService, type CallToActionsState } from "./services";

/** The topics CallToActions listens to (its registration's `topics`): the room's call-to-action list. */
export const CALL_TO_ACTION_TOPICS: readonly number[] = [WS_TOPIC.CALL_TO_ACTION];

/** Longest delay one timer is given (browsers fire longer ones at once); a later end waits in steps. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * The room's call-to-action tools (§7, §4 "Call-to-action updates replace the tool data";
 * decision 0015), a room feature. `start` follows CALL_TO_ACTION pushes (each replaces the whole list) and loads
 * the list; it loads it again whenever the realtime connection reopens (a push may have been
 * missed). A load that answers after a push is dropped (the push is newer). Each tool leaves the
 * list when its end time passes, by the Clock. Failures are silent: the page shows no tools.
 */
@injectable()
export class CallToActions implements CallToActionsService {
  private readonly state = new BehaviorSubject<CallToActionsState>(INITIAL_CALL_TO_ACTIONS);
  readonly state$: Observable<CallToActionsState> = this.state.asObservable();
  private subscription: Subscription | null = null;
  private timer: TimerHandle | null = null;
  /** The signal of the room started last: a load answered after it closed is dropped. */
  private signal: LifetimeSignal | null = null;
  /** Aborted (and replaced) by each push: a load asked before the push is out of date. */
  private sincePush = new Lifetime();

  constructor(
    @inject(APP_TOKENS.CallToActionApi) private readonly api: CallToActionApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
  ) {}

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    const { eventId, roomId, signal } = context;
    this.signal = signal;
    const load = () => this.load(eventId, roomId, signal);
    const subscription = new Subscription();
    subscription.add(
      this.realtime.pushesOf("callToActionsChanged").subscribe(({ items }) => {
        this.sincePush.abort();
        this.sincePush = new Lifetime();
        this.show(items);
      }),
    );
    subscription.add(
      reopenings(this.realtime.state$).subscribe(() => {
        void load();
      }),
    );
    this.subscription = subscription;
    await load();
  }

  dispose(): void {
    this.signal = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.clearTimer();
    this.state.next(INITIAL_CALL_TO_ACTIONS);
  }

  private async load(eventId: string, roomId: string, signal: LifetimeSignal): Promise<void> {
    const sincePush = this.sincePush;
    let items: readonly CallToAction[];
    try {
      items = await this.api.list(eventId, roomId);
    } catch {
      return;
    }
    if (signal === this.signal && !signal.aborted && !sincePush.aborted) this.show(items);
  }

  /** Shows the tools still running and sets the timer for the next one to end. */
  private show(items: readonly CallToAction[]): void {
    this.clearTimer();
    const now = this.clock.now();
    const running = items.filter((item) => item.endsAt === null || item.endsAt > now);
    const current = this.state.value.items;
    const changed = running.length !== current.length || running.some((item, index) => item !== current[index]);
    if (changed) this.state.next({ items: running });
    const ends = running.flatMap((item) => (item.endsAt === null ? [] : [item.endsAt]));
    if (ends.length === 0) return;
    const delay = Math.min(Math.min(...ends) - now, MAX_TIMER_DELAY_MS);
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.show(this.state.value.items);
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
