import { claimFormProblem, WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Clock, TimerHandle } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InterceptAnonymousService } from "../../interception/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { ToolAttentionState } from "../tool-attention";
import { toolErrorKey } from "../tool-error";
import type { LuckyDrawApi } from "./ports";
import { reopenings } from "../../realtime/reopenings";
import { INITIAL_LUCKY_DRAW, type CurrentLuckyDraw, type LuckyDraw, type LuckyDrawService, type LuckyDrawState } from "./services";

/** The topics the lucky draw listens to (its registration's `topics`). */
export const LUCKY_DRAW_TOPICS: readonly number[] = [WS_TOPIC.LUCKY_DRAW];

/** How long the page rolls names before a live draw's winners show (ms). */
export const DRAW_ROLL_MS = 3000;

/**
 * The room's lucky draw (issue 13, decision 0028), a toolbar tool. `start` loads the latest draw
 * and follows LUCKY_DRAW pushes (each carries the whole draw); it loads again when the realtime
 * connection comes back. A new draw pushed live rolls for {@link DRAW_ROLL_MS} (the page animates
 * names; winners are hidden meanwhile), raises the badge and pops the panel up. A winner's claim
 * goes through the §4 interception ("collectForm") and the form's check first.
 */
@injectable()
export class LuckyDrawTool implements LuckyDrawService {
  private readonly state = new BehaviorSubject<LuckyDrawState>(INITIAL_LUCKY_DRAW);
  readonly state$: Observable<LuckyDrawState> = this.state.asObservable();
  private readonly attention = new ToolAttentionState();
  readonly attention$: Observable<ToolAttention> = this.attention.attention$;
  private subscription: Subscription | null = null;
  private rollTimer: TimerHandle | null = null;
  private context: RoomContext | null = null;

  constructor(
    @inject(APP_TOKENS.LuckyDrawApi) private readonly api: LuckyDrawApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    this.context = context;
    const subscription = new Subscription();
    subscription.add(
      this.realtime.pushesOf("luckyDrawChanged").subscribe(({ draw }) => {
        this.arrived(draw);
      }),
    );
    subscription.add(
      reopenings(this.realtime.state$).subscribe(() => {
        void this.load(context);
      }),
    );
    this.subscription = subscription;
    await this.load(context);
  }

  seen(): void {
    this.attention.seen();
  }

  async claim(name: string, phone: string): Promise<boolean> {
    const context = this.context;
    const { draw, won, claim } = this.state.value;
    if (!context || !draw || !won || draw.status !== "drawn" || claim === "sending") return false;
    const problem = claimFormProblem(name, phone);
    if (problem !== null) {
      this.update({ error: `luckyDraw.claim.invalid.${problem}` });
      return false;
    }
    const allowed = await this.intercept.guard(context.eventNumber, "collectForm").catch(() => false);
    if (!allowed || this.context !== context) return false;
    this.update({ claim: "sending", error: null });
    try {
      await this.api.claim(context.eventId, context.roomId, draw.drawId, name.trim(), phone.trim());
    } catch (error) {
      if (this.context === context && !context.signal.aborted) this.update({ claim: "open", error: toolErrorKey(error) });
      return false;
    }
    if (this.context !== context || context.signal.aborted) return false;
    this.update({ claim: "claimed", error: null });
    return true;
  }

  dispose(): void {
    this.context = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.stopRoll();
    this.attention.reset();
    this.state.next(INITIAL_LUCKY_DRAW);
  }

  private async load(context: RoomContext): Promise<void> {
    let current: CurrentLuckyDraw;
    try {
      current = await this.api.current(context.eventId, context.roomId);
    } catch {
      return;
    }
    if (this.context !== context || context.signal.aborted || current.draw === null) return;
    const known = this.state.value.draw;
    // A push newer than this answer wins: the same draw keeps its roll and form.
    if (known !== null && known.drawId === current.draw.drawId) {
      if (current.claimed && this.state.value.claim !== "claimed") this.update({ claim: "claimed" });
      return;
    }
    this.show(current.draw, false, current.claimed);
  }

  private arrived(draw: LuckyDraw): void {
    if (!this.context) return;
    const known = this.state.value.draw;
    if (known !== null && known.drawId === draw.drawId) {
      this.update({ draw, won: this.isWinner(draw), claim: this.claimStatus(draw, this.state.value.claim === "claimed") });
      return;
    }
    this.show(draw, true, false);
    this.attention.raise(draw.drawId, true);
  }

  private show(draw: LuckyDraw, roll: boolean, claimed: boolean): void {
    this.stopRoll();
    this.state.next({ draw, rolling: roll, won: this.isWinner(draw), claim: this.claimStatus(draw, claimed), error: null });
    if (!roll) return;
    this.rollTimer = this.clock.setTimeout(() => {
      this.rollTimer = null;
      this.update({ rolling: false });
    }, DRAW_ROLL_MS);
  }

  private isWinner(draw: LuckyDraw): boolean {
    const viewerId = this.context?.viewerId ?? null;
    return viewerId !== null && draw.winners.some((winner) => winner.viewerId === viewerId);
  }

  private claimStatus(draw: LuckyDraw, claimed: boolean): LuckyDrawState["claim"] {
    if (!this.isWinner(draw)) return "none";
    if (claimed) return "claimed";
    return draw.status === "drawn" ? "open" : "none";
  }

  private stopRoll(): void {
    if (this.rollTimer !== null) this.clock.clearTimeout(this.rollTimer);
    this.rollTimer = null;
  }

  private update(change: Partial<LuckyDrawState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
