import { CODE_TYPE, decideError, ApiFailure, type EventInfo } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { ViewerChannelService } from "../landing/services";
import { APP_TOKENS } from "../tokens";
import type { CaptchaService } from "../access/services";
import { NO_MESSAGE, settleFormFailure, takeCaptcha, withMessage, type FormMessage } from "../access/form-failure";
import type { ErrorDecisionPorts } from "../errors/apply-error-decision";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { DeviceIdentity, TokenStore } from "../session/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { acceptedAgreements, agreementsRequired, loginChoices } from "./agreement-choice";
import type { LoginApi } from "./ports";
import { INITIAL_CODE_LOGIN, type CodeLoginService, type CodeLoginState } from "./services";

/** Message keys of what the code login form refuses before any call. */
export const CODE_LOGIN_KEYS = {
  accountRequired: "login.error.accountRequired",
  codeRequired: "login.error.codeRequired",
  agreementRequired: "login.error.agreementRequired",
} as const;

/**
 * Verification-code login of the login prompt (§4 Login and session, §5, §7). `load` reads the
 * event's identity configs (which tabs: mobile, e-mail, the chat-app) and agreements; `sendCode`
 * sends a login code (codeType 2) with the captcha; `login` exchanges it for tokens, naming the
 * privacy policy and user agreement only when their flag is set (and then only after the viewer
 * agreed), stores them and reloads the page. Body code 100068 (the identity type is no longer
 * offered) reloads the identity configs so the tabs follow. A failure keeps its message in the
 * state (no toast), resets the captcha and leaves the form usable (status "ready"); status
 * "error" means `load` failed.
 */
@injectable()
export class CodeLogin implements CodeLoginService {
  private readonly state = new BehaviorSubject<CodeLoginState>(INITIAL_CODE_LOGIN);
  readonly state$: Observable<CodeLoginState> = this.state.asObservable();
  private event: EventInfo | null = null;
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.LoginApi) private readonly loginApi: LoginApi,
    @inject(APP_TOKENS.Captcha) private readonly captcha: CaptchaService,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.DeviceIdentity) private readonly device: DeviceIdentity,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.ViewerChannel) private readonly viewerChannel: ViewerChannelService,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
    captcha.state$.subscribe((captchaState) => {
      this.patch({ captcha: captchaState });
    });
  }

  async load(eventNumber: string): Promise<void> {
    this.event = null;
    this.state.next({ ...INITIAL_CODE_LOGIN, status: "loading", captcha: this.state.value.captcha });
    try {
      const { event } = (await this.resolveEvent.resolve(eventNumber)).brief;
      const [configs, agreements] = await Promise.all([
        this.loginApi.getIdentityConfigs(event.eventId),
        this.loginApi.getAgreements(event.tenantId),
      ]);
      this.event = event;
      this.patch({ status: "ready", ...loginChoices(configs), agreements });
      this.captcha.prepare();
    } catch (error: unknown) {
      this.patch({ status: "error" }, settleFormFailure(error, this.errorPorts, eventNumber));
    }
  }

  async sendCode(account: string, identityType: number): Promise<boolean> {
    const event = this.event;
    if (!event) return false;
    const trimmed = account.trim();
    if (!trimmed) return this.refuse(CODE_LOGIN_KEYS.accountRequired);
    this.patch({ status: "sending" }, NO_MESSAGE);
    try {
      const captcha = await takeCaptcha(this.captcha);
      await this.loginApi.sendVerificationCode({
        eventId: event.eventId,
        account: trimmed,
        identityType,
        codeType: CODE_TYPE.LOGIN,
        captcha,
      });
      this.patch({ status: "ready", codeSentAt: this.clock.now() });
      return true;
    } catch (error: unknown) {
      return this.failed(error, event);
    }
  }

  async login(input: {
    readonly account: string;
    readonly code: string;
    readonly identityType: number;
    readonly agreed: boolean;
    readonly language?: string;
  }): Promise<boolean> {
    const event = this.event;
    if (!event) return false;
    const account = input.account.trim();
    const code = input.code.trim();
    const { agreements } = this.state.value;
    if (!account) return this.refuse(CODE_LOGIN_KEYS.accountRequired);
    if (!code) return this.refuse(CODE_LOGIN_KEYS.codeRequired);
    if (agreementsRequired(agreements) && !input.agreed) return this.refuse(CODE_LOGIN_KEYS.agreementRequired);
    this.patch({ status: "submitting" }, NO_MESSAGE);
    try {
      const captcha = await takeCaptcha(this.captcha);
      const tokens = await this.loginApi.loginWithCode({
        eventNumber: event.eventNumber,
        account,
        code,
        identityType: input.identityType,
        ...acceptedAgreements(agreements, input.language),
        browserFingerprint: this.device.id(),
        captcha,
        ...this.viewerChannel.current(event.eventNumber),
      });
      this.tokenStore.set(event.eventNumber, tokens);
      this.patch({ status: "ready" });
      this.navigator.reload();
      return true;
    } catch (error: unknown) {
      return this.failed(error, event);
    }
  }

  private async failed(error: unknown, event: EventInfo): Promise<false> {
    this.patch({ status: "ready" }, settleFormFailure(error, this.errorPorts, event.eventNumber));
    this.captcha.reset();
    if (error instanceof ApiFailure && decideError(error).reloadIdentityConfigs) await this.reloadIdentityConfigs(event);
    return false;
  }

  /** §8: 100068 on code login — the offered identity types changed; the tabs follow. */
  private async reloadIdentityConfigs(event: EventInfo): Promise<void> {
    try {
      const configs = await this.loginApi.getIdentityConfigs(event.eventId);
      if (this.event === event) this.patch(loginChoices(configs));
    } catch {
      // The message of the failed login is already shown; the old tabs stay.
    }
  }

  private refuse(messageKey: string): false {
    this.patch({ status: "ready" }, { messageKey });
    return false;
  }

  /** Applies a change to the state; with `message`, replaces the shown message too. */
  private patch(change: Partial<CodeLoginState>, message?: FormMessage): void {
    const current = message ? withMessage(this.state.value, message) : this.state.value;
    this.state.next({ ...current, ...change });
  }
}
