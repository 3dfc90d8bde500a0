import { ApiFailure, WECHAT_POLL_INTERVAL_MS, WECHAT_POLL_MAX } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import { settleFormFailure, withMessage, type FormMessage } from "../access/form-failure";
import type { ErrorDecisionPorts } from "../errors/apply-error-decision";
import type { Clock, Navigator, Notifier, TimerHandle } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import { Lifetime } from "../lifetime";
import type { WechatApi } from "./ports";
import type { WechatPcLoginService, WechatPcLoginState } from "./services";
import { WECHAT_KEYS, wechatStep } from "./wechat-outcome";

/** One QR login in progress. */
interface Session {
  readonly eventNumber: string;
  readonly requestId: string;
  polls: number;
  timer: TimerHandle | null;
}

/**
 * PC QR login with the chat-app (§4 WeChat result, §9): `start` asks for the login url (what the
 * QR code encodes; the viewer comes back to this page) and polls the status every second through
 * the Clock, at most 600 times, then shows the code as expired. Logged in (2): tokens stored,
 * '微信授权成功', page reloads. Bound elsewhere (4) and snapshot user (16) show their message;
 * needs more user info (14) leaves for the auth url; other results show the server's message.
 * A poll that times out or finds no network counts and polling goes on; other failures stop it
 * with their §8 message. `stop` (the dialog closes, another tab is picked) clears the timer.
 */
/** How long '微信授权成功' shows before the page reloads (our choice: §4 names no delay). */
export const WECHAT_SUCCESS_RELOAD_DELAY_MS = 1500;

@injectable()
export class WechatPcLogin implements WechatPcLoginService {
  private readonly state = new BehaviorSubject<WechatPcLoginState>({ status: "idle", loginUrl: null, messageKey: null });
  readonly state$: Observable<WechatPcLoginState> = this.state.asObservable();
  private session: Session | null = null;
  /** The lifetime of the current start: aborted by `stop` (and so by the next start), so a late login url of an earlier start is dropped. */
  private attempt: Lifetime | null = null;
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.WechatApi) private readonly wechatApi: WechatApi,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  async start(eventNumber: string): Promise<void> {
    this.stop();
    const attempt = new Lifetime();
    this.attempt = attempt;
    const dropped = (): boolean => attempt.aborted;
    this.set({ status: "loading", loginUrl: null }, { messageKey: null });
    const redirectUri = `${this.navigator.origin()}${this.navigator.current().path}`;
    try {
      const { loginUrl, requestId } = await this.wechatApi.getLoginUrl(redirectUri, eventNumber);
      if (dropped()) return;
      const session: Session = { eventNumber, requestId, polls: 0, timer: null };
      this.session = session;
      this.set({ status: "waiting", loginUrl }, { messageKey: null });
      this.schedule(session);
    } catch (error: unknown) {
      if (!dropped()) this.set({ status: "error" }, settleFormFailure(error, this.errorPorts, eventNumber));
    }
  }

  stop(): void {
    this.attempt?.abort();
    this.attempt = null;
    const session = this.session;
    this.session = null;
    if (session?.timer != null) this.clock.clearTimeout(session.timer);
    if (this.state.value.status === "loading" || this.state.value.status === "waiting") {
      this.set({ status: "idle", loginUrl: null }, { messageKey: null });
    }
  }

  private schedule(session: Session): void {
    session.timer = this.clock.setTimeout(() => {
      session.timer = null;
      void this.poll(session);
    }, WECHAT_POLL_INTERVAL_MS);
  }

  private async poll(session: Session): Promise<void> {
    session.polls += 1;
    try {
      const outcome = await this.wechatApi.getLoginStatus(session.requestId);
      if (this.session === session) this.follow(session, wechatStep(outcome));
    } catch (error: unknown) {
      if (this.session !== session) return;
      if (error instanceof ApiFailure && (error.kind === "timeout" || error.kind === "network")) this.keepWaiting(session);
      else this.finish({ status: "error" }, settleFormFailure(error, this.errorPorts, session.eventNumber));
    }
  }

  private follow(session: Session, step: ReturnType<typeof wechatStep>): void {
    switch (step.kind) {
      case "waiting":
        this.keepWaiting(session);
        return;
      case "loggedIn":
        this.tokenStore.set(session.eventNumber, step.tokens);
        this.finish({ status: "done" }, { messageKey: null });
        this.notifier.notify({ level: "success", key: WECHAT_KEYS.authorized });
        // Long enough to read the success message before the page reloads (§4 shows it, then reloads).
        this.clock.setTimeout(() => {
          this.navigator.reload();
        }, WECHAT_SUCCESS_RELOAD_DELAY_MS);
        return;
      case "needUserInfo":
        this.finish({ status: "done" }, { messageKey: null });
        this.navigator.leave(step.authUrl);
        return;
      case "boundElsewhere":
        this.finish({ status: "error" }, { messageKey: WECHAT_KEYS.boundElsewhere });
        return;
      case "snapshotUser":
        this.finish({ status: "error" }, { messageKey: WECHAT_KEYS.snapshotUser });
        return;
      case "failed":
        this.finish({ status: "error" }, step.message);
        return;
    }
  }

  /** Polls again in a second, or shows the code as expired after the 600th poll (§9). */
  private keepWaiting(session: Session): void {
    if (session.polls >= WECHAT_POLL_MAX) this.finish({ status: "expired" }, { messageKey: WECHAT_KEYS.expired });
    else this.schedule(session);
  }

  private finish(change: Partial<WechatPcLoginState>, message: FormMessage): void {
    this.session = null;
    this.set(change, message);
  }

  private set(change: Partial<WechatPcLoginState>, message: FormMessage): void {
    this.state.next({ ...withMessage(this.state.value, message), ...change });
  }
}
