import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, of, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Clock, TimerHandle } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InterceptAnonymousService } from "../../interception/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { LifetimeSignal } from "../../lifetime";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import { toolFailureKey } from "../failure-key";
import type { GiftApi, GiftSent } from "./ports";
import { INITIAL_GIFTS, type GiftsService, type GiftsState } from "./services";

/** The topics Gifts listens to: a gift was sent in the room. */
export const GIFTS_TOPICS: readonly number[] = [WS_TOPIC.GIFT];
/** How long a gift's effect stays over the video (ms). */
export const GIFT_EFFECT_MS = 4000;
/** Effects shown at once; a newer one pushes the oldest out. */
export const MAX_GIFT_EFFECTS = 4;

interface Target {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly signal: LifetimeSignal;
}

/**
 * REWARD (issue 13, decision 0030), a room feature behind the toolbar's REWARD button. Loads the
 * room's gifts when the room opens; `send` runs the §4 interception ("gift": an anonymous viewer is
 * always sent the way in), then the payment-backed send call. Every GIFT push — the viewer's own
 * included — shows the gift's effect for {@link GIFT_EFFECT_MS}, for the whole room.
 */
@injectable()
export class Gifts implements GiftsService {
  private readonly state = new BehaviorSubject<GiftsState>(INITIAL_GIFTS);
  readonly state$: Observable<GiftsState> = this.state.asObservable();
  /** Gifts ask for no attention: the effects speak for themselves. */
  readonly attention$: Observable<ToolAttention> = of(NO_ATTENTION);
  private target: Target | null = null;
  private pushes: Subscription | null = null;
  private readonly timers = new Map<number, TimerHandle>();

  constructor(
    @inject(APP_TOKENS.GiftApi) private readonly api: GiftApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const target: Target = { eventNumber: context.eventNumber, eventId: context.eventId, roomId: context.roomId, signal: context.signal };
    this.target = target;
    this.pushes = this.realtime.pushesOf("giftSent").subscribe(({ gift }) => {
      this.show(gift);
    });
    this.patch({ status: "loading" });
    this.api.catalogue(target.eventId, target.roomId).then(
      (catalogue) => {
        if (this.live(target)) this.patch({ status: "ready", gifts: catalogue.gifts, paymentMode: catalogue.paymentMode });
      },
      (error: unknown) => {
        if (this.live(target)) this.patch({ status: "error", errorKey: toolFailureKey(error, "gifts.error.load") });
      },
    );
  }

  async send(giftId: string, count = 1): Promise<boolean> {
    const target = this.target;
    if (!target || this.state.value.sending) return false;
    const allowed = await this.intercept.guard(target.eventNumber, "gift").catch(() => false);
    if (!allowed || !this.live(target)) return false;
    this.patch({ sending: true, errorKey: null });
    try {
      const sent = await this.api.send(target.eventId, target.roomId, giftId, count);
      if (!this.live(target)) return false;
      this.patch({ sending: false });
      // The push shows it too; showing the answer at once keeps the sender's effect immediate.
      this.show(sent);
      return true;
    } catch (error) {
      if (this.live(target)) this.patch({ sending: false, errorKey: toolFailureKey(error, "gifts.error.send") });
      return false;
    }
  }

  seen(): void {
    // Nothing to clear: gifts never show a badge.
  }

  dispose(): void {
    for (const timer of this.timers.values()) this.clock.clearTimeout(timer);
    this.timers.clear();
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.target = null;
    this.state.next(INITIAL_GIFTS);
  }

  /** Shows a gift's effect once (the answer and the push of one send are one effect). */
  private show(gift: GiftSent): void {
    if (this.timers.has(gift.sendId) || this.state.value.effects.some((shown) => shown.sendId === gift.sendId)) return;
    const effects = [...this.state.value.effects, gift];
    const dropped = effects.length > MAX_GIFT_EFFECTS ? effects.splice(0, effects.length - MAX_GIFT_EFFECTS) : [];
    for (const old of dropped) this.forget(old.sendId);
    this.patch({ effects });
    this.timers.set(
      gift.sendId,
      this.clock.setTimeout(() => {
        this.timers.delete(gift.sendId);
        this.patch({ effects: this.state.value.effects.filter((shown) => shown.sendId !== gift.sendId) });
      }, GIFT_EFFECT_MS),
    );
  }

  private forget(sendId: number): void {
    const timer = this.timers.get(sendId);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.timers.delete(sendId);
  }

  private live(target: Target): boolean {
    return this.target === target && !target.signal.aborted;
  }

  private patch(change: Partial<GiftsState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
