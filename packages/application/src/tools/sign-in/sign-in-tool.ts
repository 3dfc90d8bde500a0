import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Clock } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InterceptAnonymousService } from "../../interception/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { CountdownTicker } from "../countdown-ticker";
import { ToolAttentionState } from "../tool-attention";
import { toolErrorKey } from "../tool-error";
import type { SignInApi } from "./ports";
import { reopenings } from "../../realtime/reopenings";
import { INITIAL_SIGN_IN, type CurrentSignIn, type SignInService, type SignInState, type SignInWindow } from "./services";

/** The topics the check-in listens to (its registration's `topics`). */
export const SIGN_IN_TOPICS: readonly number[] = [WS_TOPIC.SIGN_IN];

/**
 * The room's check-in, SIGN_IN (decision 0028), a toolbar tool. `start` loads the latest
 * window and follows SIGN_IN pushes (the window with its count: coalesced by the server); the
 * countdown ticks on the Clock. A new window pops the panel up. The check-in goes through the §4
 * interception ("vote") first; the count never goes down (an older answer after a newer push).
 */
@injectable()
export class SignInTool implements SignInService {
  private readonly state = new BehaviorSubject<SignInState>(INITIAL_SIGN_IN);
  readonly state$: Observable<SignInState> = this.state.asObservable();
  private readonly attention = new ToolAttentionState();
  readonly attention$: Observable<ToolAttention> = this.attention.attention$;
  private readonly ticker: CountdownTicker;
  private subscription: Subscription | null = null;
  private context: RoomContext | null = null;

  constructor(
    @inject(APP_TOKENS.SignInApi) private readonly api: SignInApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {
    this.ticker = new CountdownTicker(clock);
  }

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    this.context = context;
    const subscription = new Subscription();
    subscription.add(
      this.realtime.pushesOf("signInChanged").subscribe(({ signIn }) => {
        this.arrived(signIn);
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

  async checkIn(): Promise<boolean> {
    const context = this.context;
    const { signIn, open, signedIn, sending } = this.state.value;
    if (!context || !signIn || !open || signedIn || sending) return false;
    // A check-in for ID viewers only is judged as a login: an anonymous viewer is sent to the way in.
    const allowed = await this.intercept.guard(context.eventNumber, signIn.idViewersOnly ? "login" : "vote").catch(() => false);
    if (!allowed || this.context !== context) return false;
    this.update({ sending: true, error: null });
    let count: number;
    try {
      count = await this.api.checkIn(context.eventId, context.roomId, signIn.signInId);
    } catch (error) {
      if (this.context === context && !context.signal.aborted) this.update({ sending: false, error: toolErrorKey(error) });
      return false;
    }
    if (this.context !== context || context.signal.aborted) return false;
    const current = this.state.value.signIn;
    const window = current && current.signInId === signIn.signInId ? { ...current, count: Math.max(current.count, count) } : current;
    this.update({ sending: false, signedIn: true, signIn: window });
    return true;
  }

  dispose(): void {
    this.context = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.ticker.stop();
    this.attention.reset();
    this.state.next(INITIAL_SIGN_IN);
  }

  private async load(context: RoomContext): Promise<void> {
    let current: CurrentSignIn;
    try {
      current = await this.api.current(context.eventId, context.roomId);
    } catch {
      return;
    }
    if (this.context !== context || context.signal.aborted || current.signIn === null) return;
    this.show(current.signIn, current.signedIn);
  }

  private arrived(signIn: SignInWindow): void {
    if (!this.context) return;
    const known = this.state.value.signIn;
    const isNew = known === null || known.signInId !== signIn.signInId;
    this.show(signIn, isNew ? false : this.state.value.signedIn);
    if (isNew) this.attention.raise(signIn.signInId, signIn.status === "open");
  }

  private show(signIn: SignInWindow, signedIn: boolean): void {
    const known = this.state.value.signIn;
    const same = known !== null && known.signInId === signIn.signInId;
    const window = same ? { ...signIn, count: Math.max(known.count, signIn.count) } : signIn;
    const open = signIn.status === "open" && signIn.remainingMs > 0;
    this.state.next({
      signIn: window,
      remainingMs: open ? signIn.remainingMs : 0,
      open,
      signedIn: signedIn || (same && this.state.value.signedIn),
      sending: same && this.state.value.sending,
      error: same ? this.state.value.error : null,
    });
    this.ticker.stop();
    if (!open) return;
    this.ticker.start(this.clock.now() + signIn.remainingMs, (remainingMs) => {
      this.update({ remainingMs, open: remainingMs > 0 });
    });
  }

  private update(change: Partial<SignInState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
