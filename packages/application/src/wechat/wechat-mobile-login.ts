import {
  AUTH_TYPE,
  DEFAULT_ERROR_KEY,
  eventPath,
  isValidEventNumber,
  queryParam,
  safeRedirectTarget,
  type TokenRecord,
} from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import { formMessage, settleFormFailure, withMessage, type FormMessage } from "../access/form-failure";
import { onwardTarget } from "../enter-event/entry-target";
import type { ErrorDecisionPorts } from "../errors/apply-error-decision";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { WechatApi } from "./ports";
import type { WechatMobileLoginService, WechatMobileLoginState } from "./services";
import { WECHAT_KEYS, wechatStep } from "./wechat-outcome";

/** '参数不能为空' (§5: the chat-app's code and state are both required). */
export const PARAMS_REQUIRED_KEY = "error.paramsRequired";
/** The result page was reached without a valid `event` in its query. */
export const RESULT_EVENT_MISSING_KEY = "error.invalidEvent";
/** Where the chat-app sends the viewer back (§2 route). */
export const WECHAT_RESULT_PATH = "/mobile/wechatAuthResult";

/**
 * Mobile OAuth with the chat-app (§4 WeChat result, §5, §7). `start` asks for the auth url with
 * this site's /mobile/wechatAuthResult as redirectUri — carrying the event number and the
 * same-site `from` in its query — and leaves for it. `complete`, called by the result page with
 * the returned code and state, says '参数不能为空' when either is missing; otherwise it
 * authorizes and follows §4: logged in (2) stores the token for the query's event and goes to
 * `from` or the event's entry room; bound elsewhere (4) raises `boundElsewhere` (a warning
 * modal); needs more user info (14) leaves for the auth url; snapshot user (16) emits on
 * `snapshotUser$`; anything else shows the server's message.
 */
@injectable()
export class WechatMobileLogin implements WechatMobileLoginService {
  private readonly state = new BehaviorSubject<WechatMobileLoginState>({ status: "idle", boundElsewhere: false, messageKey: null });
  readonly state$: Observable<WechatMobileLoginState> = this.state.asObservable();
  private readonly snapshotUser = new Subject<void>();
  readonly snapshotUser$: Observable<void> = this.snapshotUser.asObservable();
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.WechatApi) private readonly wechatApi: WechatApi,
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  async start(eventNumber: string, from?: string): Promise<void> {
    this.set({ status: "redirecting", boundElsewhere: false }, { messageKey: null });
    const origin = this.navigator.origin();
    const safeFrom = safeRedirectTarget(from, origin);
    const query = `?event=${encodeURIComponent(eventNumber)}${safeFrom ? `&from=${encodeURIComponent(safeFrom)}` : ""}`;
    try {
      const { authUrl } = await this.wechatApi.getAuthUrl({
        type: AUTH_TYPE.MOBILE,
        redirectUri: `${origin}${WECHAT_RESULT_PATH}${query}`,
        eventNumber,
      });
      this.navigator.leave(authUrl);
    } catch (error: unknown) {
      this.set({ status: "error" }, settleFormFailure(error, this.errorPorts, eventNumber));
    }
  }

  async complete(query: { readonly code: string | null; readonly state: string | null }): Promise<void> {
    if (!query.code || !query.state) {
      this.notifier.notify({ level: "error", key: PARAMS_REQUIRED_KEY });
      this.set({ status: "error", boundElsewhere: false }, { messageKey: PARAMS_REQUIRED_KEY });
      return;
    }
    const { search } = this.navigator.current();
    const eventNumber = queryParam(search, "event");
    if (eventNumber === null || !isValidEventNumber(eventNumber)) {
      this.set({ status: "error", boundElsewhere: false }, { messageKey: RESULT_EVENT_MISSING_KEY });
      return;
    }
    const from = safeRedirectTarget(queryParam(search, "from"), this.navigator.origin()) ?? undefined;
    this.set({ status: "authorizing", boundElsewhere: false }, { messageKey: null });
    try {
      const outcome = await this.wechatApi.authorize({ code: query.code, state: query.state });
      const step = wechatStep(outcome);
      switch (step.kind) {
        case "loggedIn":
          await this.enter(eventNumber, step.tokens, from);
          return;
        case "boundElsewhere":
          this.set({ status: "error", boundElsewhere: true }, { messageKey: WECHAT_KEYS.boundElsewhere });
          return;
        case "needUserInfo":
          this.set({ status: "redirecting" }, { messageKey: null });
          this.navigator.leave(step.authUrl);
          return;
        case "snapshotUser":
          this.set({ status: "error" }, { messageKey: WECHAT_KEYS.snapshotUser });
          this.snapshotUser.next();
          return;
        case "waiting": // "not logged in" ends nothing on mobile: the server's word, like any other result
          this.set({ status: "error" }, formMessage({ messageKey: DEFAULT_ERROR_KEY, serverMessage: outcome.message }));
          return;
        case "failed":
          this.set({ status: "error" }, step.message);
          return;
      }
    } catch (error: unknown) {
      this.set({ status: "error" }, settleFormFailure(error, this.errorPorts, eventNumber));
    }
  }

  /** Stores the token and goes to `from`, else the event's entry room (the event root when it cannot be read). */
  private async enter(eventNumber: string, tokens: TokenRecord, from: string | undefined): Promise<void> {
    this.tokenStore.set(eventNumber, tokens);
    let target = from ?? eventPath(eventNumber, "home");
    try {
      target = onwardTarget((await this.resolveEvent.refresh(eventNumber)).brief.event, from);
    } catch {
      // The event root runs the access flow again, which finds the stored token.
    }
    this.set({ status: "done" }, { messageKey: null });
    // The result page's query (code, state, event, from) stays behind.
    this.navigator.navigate(target, { replace: true, search: "" });
  }

  private set(change: Partial<WechatMobileLoginState>, message: FormMessage): void {
    this.state.next({ ...withMessage(this.state.value, message), ...change });
  }
}
