import {
  ANSWER_ERROR_KEYS,
  CODE_TYPE,
  IDENTITY_TYPE,
  QUESTION_TYPE,
  isEmailAddress,
  isPhoneNumber,
  safeRedirectTarget,
  serializeAnswers,
  validateAnswers,
  withoutQueryParams,
  type AnswerInput,
  type EventInfo,
  type Question,
  type Questionnaire,
} from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { CaptchaService } from "../access/services";
import { NO_MESSAGE, settleFormFailure, takeCaptcha, withMessage, type FormMessage } from "../access/form-failure";
import { onwardTarget } from "../enter-event/entry-target";
import type { ErrorDecisionPorts } from "../errors/apply-error-decision";
import type { LoginApi } from "../login/ports";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { DeviceIdentity, TokenStore } from "../session/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { SignupApi } from "./ports";
import type { SignupService, SignupState } from "./services";

/** The sign-up page's own query (decision 0012: room number and mode); not carried on. */
export const SIGNUP_PAGE_PARAMS: readonly string[] = ["roomNumber", "roomMode"];

const INITIAL: SignupState = {
  status: "idle",
  questionnaire: null,
  fieldErrors: {},
  messageKey: null,
  codeSentAt: {},
  captcha: { status: "idle" },
};

/** The identity type a code for a verified question goes out as, and how its answer must look. */
function verifiable(
  question: Question,
): { readonly identityType: number; readonly fits: (text: string) => boolean; readonly errorKey: string } | null {
  if (question.questionType === QUESTION_TYPE.PHONE)
    return { identityType: IDENTITY_TYPE.MOBILE, fits: isPhoneNumber, errorKey: ANSWER_ERROR_KEYS.phone };
  if (question.questionType === QUESTION_TYPE.EMAIL)
    return { identityType: IDENTITY_TYPE.EMAIL, fits: isEmailAddress, errorKey: ANSWER_ERROR_KEYS.email };
  return null;
}

/** The loaded form: the event and its questionnaire. */
interface LoadedForm {
  readonly event: EventInfo;
  readonly questionnaire: Questionnaire;
}

/**
 * The sign-up page `signup/{formId}` of a signup event (§2, §4 access flow, §5): loads the
 * questionnaire, sends codes for questions that must be verified (smsVerifyFlag; codeType 4,
 * identity type by the question: phone 1, e-mail 2; with the captcha), checks the answers
 * (`fieldErrors`, no call while any) and submits them serialized per §5 with the device id.
 * Success stores the token, refreshes the event's viewer and goes on to `from` (same-site
 * only), the requested or main room, or the landing page, carrying the query along without the
 * page's own roomNumber and roomMode. Failures keep their §8 message in the
 * state; a time-out while loading or submitting goes to /pageError (access flow).
 */
@injectable()
export class Signup implements SignupService {
  private readonly state = new BehaviorSubject<SignupState>(INITIAL);
  readonly state$: Observable<SignupState> = this.state.asObservable();
  private form: LoadedForm | null = null;
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.SignupApi) private readonly signupApi: SignupApi,
    @inject(APP_TOKENS.LoginApi) private readonly loginApi: LoginApi,
    @inject(APP_TOKENS.Captcha) private readonly captcha: CaptchaService,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.DeviceIdentity) private readonly device: DeviceIdentity,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
    captcha.state$.subscribe((captchaState) => {
      this.patch({ captcha: captchaState });
    });
  }

  async load(eventNumber: string, questionnaireId: string): Promise<void> {
    this.form = null;
    this.state.next({ ...INITIAL, status: "loading", captcha: this.state.value.captcha });
    try {
      const { event } = (await this.resolveEvent.resolve(eventNumber)).brief;
      const questionnaire = await this.signupApi.getQuestionnaire(event.eventId, questionnaireId);
      this.form = { event, questionnaire };
      this.patch({ status: "ready", questionnaire });
      if (questionnaire.questions.some((question) => question.verify && verifiable(question))) this.captcha.prepare();
    } catch (error: unknown) {
      this.patch({ status: "error" }, settleFormFailure(error, this.errorPorts, eventNumber, { timeoutToPageError: true }));
    }
  }

  async sendCode(questionId: string, account: string): Promise<boolean> {
    const form = this.form;
    const question = form?.questionnaire.questions.find((candidate) => candidate.questionId === questionId);
    const channel = question ? verifiable(question) : null;
    if (!form || !channel) return false;
    const trimmed = account.trim();
    if (!trimmed) return this.fieldError(questionId, ANSWER_ERROR_KEYS.required);
    if (!channel.fits(trimmed)) return this.fieldError(questionId, channel.errorKey);
    this.patch({ fieldErrors: without(this.state.value.fieldErrors, questionId) }, NO_MESSAGE);
    try {
      const captcha = await takeCaptcha(this.captcha);
      await this.loginApi.sendVerificationCode({
        eventId: form.event.eventId,
        account: trimmed,
        identityType: channel.identityType,
        codeType: CODE_TYPE.SIGNUP,
        captcha,
      });
      this.patch({ codeSentAt: { ...this.state.value.codeSentAt, [questionId]: this.clock.now() } });
      return true;
    } catch (error: unknown) {
      this.patch({}, settleFormFailure(error, this.errorPorts, form.event.eventNumber));
      this.captcha.reset();
      return false;
    }
  }

  async submit(
    answers: Readonly<Record<string, AnswerInput>>,
    options: { readonly from?: string; readonly roomNumber?: string } = {},
  ): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    const { event, questionnaire } = form;
    const fieldErrors = validateAnswers(questionnaire.questions, answers);
    if (Object.keys(fieldErrors).length > 0) {
      this.patch({ status: "ready", fieldErrors }, NO_MESSAGE);
      return false;
    }
    this.patch({ status: "submitting", fieldErrors: {} }, NO_MESSAGE);
    try {
      const token = await this.signupApi.submitQuestionnaire(
        event.eventId,
        questionnaire.questionnaireId,
        serializeAnswers(questionnaire.questions, answers),
        this.device.id(),
      );
      this.tokenStore.set(event.eventNumber, token);
      await this.resolveEvent.refresh(event.eventNumber).catch(() => undefined);
      this.patch({ status: "ready" });
      const from = safeRedirectTarget(options.from, this.navigator.origin()) ?? undefined;
      const search = withoutQueryParams(this.navigator.current().search, SIGNUP_PAGE_PARAMS);
      this.navigator.navigate(onwardTarget(event, from, options.roomNumber), { replace: true, search });
      return true;
    } catch (error: unknown) {
      this.patch({ status: "ready" }, settleFormFailure(error, this.errorPorts, event.eventNumber, { timeoutToPageError: true }));
      return false;
    }
  }

  private fieldError(questionId: string, key: string): false {
    this.patch({ fieldErrors: { ...this.state.value.fieldErrors, [questionId]: key } });
    return false;
  }

  /** Applies a change to the state; with `message`, replaces the shown message too. */
  private patch(change: Partial<SignupState>, message?: FormMessage): void {
    const current = message ? withMessage(this.state.value, message) : this.state.value;
    this.state.next({ ...current, ...change });
  }
}

/** A record without one key. */
function without(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
