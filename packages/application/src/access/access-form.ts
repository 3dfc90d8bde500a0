import { ACCESS_TYPE, CODE_TYPE, safeRedirectTarget, type EventInfo } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { ViewerChannelService } from "../landing/services";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway, RequestContext } from "../api/ports";
import type { ErrorDecisionPorts } from "../errors/apply-error-decision";
import type { LoginApi } from "../login/ports";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { DeviceIdentity, TokenStore } from "../session/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { onwardTarget } from "../enter-event/entry-target";
import { NO_MESSAGE, settleFormFailure, takeCaptcha, type FormMessage } from "./form-failure";
import type { AccessFormService, AccessFormState, CaptchaService } from "./services";

/** Shown when the white-list form is sent without an account. */
export const ACCOUNT_REQUIRED_KEY = "access.error.accountRequired";
/** Shown when the form is sent without a password (or code). */
export const SECRET_REQUIRED_KEY = "access.error.secretRequired";

/** The event the form was opened for, once resolved. */
interface OpenedForm {
  readonly event: EventInfo;
  readonly accessType: number;
  readonly from: string | undefined;
  readonly roomNumber: string | undefined;
}

/**
 * The password (2) and white-list (3) gate forms (§4 access flow, decision 0012). `open`
 * resolves the event and its access config while the captcha is solved; the white list sends a
 * code (codeType 5, common) first; `submit` authenticates with the captcha and the device id,
 * stores the token, refreshes the event's viewer and goes on to `from` (same-site only), the
 * requested or main room, or the landing page. A failure keeps its message in the form (no
 * toast), runs the rest of the §8 decision and resets the captcha; a time-out while opening or
 * submitting goes to /pageError.
 */
@injectable()
export class AccessForm implements AccessFormService {
  private readonly state: BehaviorSubject<AccessFormState>;
  readonly state$: Observable<AccessFormState>;
  private opened: Promise<OpenedForm | null> | null = null;
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.ApiGateway) private readonly api: ApiGateway,
    @inject(APP_TOKENS.LoginApi) private readonly loginApi: LoginApi,
    @inject(APP_TOKENS.Captcha) private readonly captcha: CaptchaService,
    @inject(APP_TOKENS.RequestContext) private readonly requestContext: RequestContext,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.DeviceIdentity) private readonly device: DeviceIdentity,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.ViewerChannel) private readonly viewerChannel: ViewerChannelService,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
    this.state = new BehaviorSubject<AccessFormState>({ status: "idle", ...NO_MESSAGE, codeSentAt: null, captcha: { status: "idle" } });
    this.state$ = this.state.asObservable();
    captcha.state$.subscribe((captchaState) => {
      this.state.next({ ...this.state.value, captcha: captchaState });
    });
  }

  open(eventNumber: string, options: { readonly from?: string; readonly roomNumber?: string } = {}): void {
    this.update("idle", NO_MESSAGE, null);
    this.captcha.prepare();
    this.opened = this.load(eventNumber, options.from, options.roomNumber);
  }

  async sendCode(account: string, identityType: number): Promise<boolean> {
    const form = await this.opened;
    if (!form) return false;
    const trimmed = account.trim();
    if (!trimmed) return this.refuse(ACCOUNT_REQUIRED_KEY);
    this.update("sending", NO_MESSAGE);
    try {
      const captcha = await takeCaptcha(this.captcha);
      await this.loginApi.sendVerificationCode({
        eventId: form.event.eventId,
        account: trimmed,
        identityType,
        codeType: CODE_TYPE.COMMON,
        captcha,
      });
      this.update("idle", NO_MESSAGE, this.clock.now());
      return true;
    } catch (error: unknown) {
      return this.failed(error, form.event.eventNumber, false);
    }
  }

  async submit(input: { readonly account?: string; readonly secret: string }): Promise<boolean> {
    const form = await this.opened;
    if (!form) return false;
    const whiteList = form.accessType === ACCESS_TYPE.WHITE_LIST;
    const account = input.account?.trim() ?? "";
    const secret = whiteList ? input.secret.trim() : input.secret;
    if (whiteList && !account) return this.refuse(ACCOUNT_REQUIRED_KEY);
    if (!secret) return this.refuse(SECRET_REQUIRED_KEY);
    const { event } = form;
    this.update("submitting", NO_MESSAGE);
    try {
      const captcha = await takeCaptcha(this.captcha);
      const token = await this.api.authenticateAccess({
        tenantId: event.tenantId,
        eventId: event.eventId,
        accessType: form.accessType,
        ...(account ? { account } : {}),
        verifyCode: secret,
        captcha: { ...captcha },
        browserFingerprint: this.device.id(),
        ...this.viewerChannel.current(event.eventNumber),
      });
      this.tokenStore.set(event.eventNumber, token);
      await this.resolveEvent.refresh(event.eventNumber).catch(() => undefined);
      const from = safeRedirectTarget(form.from, this.navigator.origin()) ?? undefined;
      this.update("done", NO_MESSAGE);
      this.navigator.navigate(onwardTarget(event, from, form.roomNumber), { replace: true });
      return true;
    } catch (error: unknown) {
      return this.failed(error, event.eventNumber, true);
    }
  }

  private async load(eventNumber: string, from: string | undefined, roomNumber: string | undefined): Promise<OpenedForm | null> {
    try {
      const { event } = (await this.resolveEvent.resolve(eventNumber)).brief;
      this.requestContext.setEvent(eventNumber);
      const access = await this.resolveEvent.accessConfig(eventNumber);
      return { event, accessType: access.accessType, from, roomNumber };
    } catch (error: unknown) {
      this.update("failed", settleFormFailure(error, this.errorPorts, eventNumber, { timeoutToPageError: true }));
      return null;
    }
  }

  private failed(error: unknown, eventNumber: string, timeoutToPageError: boolean): false {
    this.update("failed", settleFormFailure(error, this.errorPorts, eventNumber, { timeoutToPageError }));
    this.captcha.reset();
    return false;
  }

  private refuse(messageKey: string): false {
    this.update("failed", { messageKey });
    return false;
  }

  private update(status: AccessFormState["status"], message: FormMessage, codeSentAt = this.state.value.codeSentAt): void {
    this.state.next({ status, ...message, codeSentAt, captcha: this.state.value.captcha });
  }
}
