import type { AccessFormService, AccessFormState, CaptchaService, CaptchaState, SignupService, SignupState } from "@livehall/application";
import { APP_TOKENS } from "@livehall/application";
import type { AnswerInput, CaptchaSolution } from "@livehall/domain";
import type { Container } from "inversify";
import { BehaviorSubject } from "rxjs";

/** A state holder that tests and stories move by hand. */
abstract class HeldState<T> {
  readonly subject: BehaviorSubject<T>;
  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
  }
  get state$() {
    return this.subject.asObservable();
  }
  /** Moves the fake to another state. */
  set(state: T): void {
    this.subject.next(state);
  }
}

/** A form fake: its sendCode / submit resolve `result`, after moving to `nextState` when set. */
abstract class AnsweringForm<T> extends HeldState<T> {
  /** What sendCode and submit resolve to. */
  result = true;
  /** Changes to the state sendCode and submit make before resolving (e.g. a failure), if any. */
  nextState: Partial<T> | null = null;
  protected answer(): Promise<boolean> {
    if (this.nextState !== null) this.set({ ...this.subject.value, ...this.nextState });
    return Promise.resolve(this.result);
  }
}

/** The states the form fakes start in. */
export const IDLE_ACCESS_FORM: AccessFormState = { status: "idle", messageKey: null, codeSentAt: null, captcha: { status: "idle" } };
export const IDLE_SIGNUP: SignupState = {
  status: "idle",
  questionnaire: null,
  fieldErrors: {},
  messageKey: null,
  codeSentAt: {},
  captcha: { status: "idle" },
};

/** A captcha that is solved at once and records what the form asked of it. */
export class FakeCaptcha extends HeldState<CaptchaState> implements CaptchaService {
  prepares = 0;
  takes = 0;
  resets = 0;
  constructor(initial: CaptchaState = { status: "idle" }) {
    super(initial);
  }
  prepare(): void {
    this.prepares++;
  }
  take(): Promise<CaptchaSolution> {
    this.takes++;
    return Promise.resolve({ algorithm: "SHA-256", challenge: "c", salt: "s", signature: "sig", number: "1" });
  }
  reset(): void {
    this.resets++;
  }
}

/** The password / white-list form (also the login prompt's white-list mode): records open, sendCode and submit. */
export class FakeAccessForm extends AnsweringForm<AccessFormState> implements AccessFormService {
  readonly opens: { eventNumber: string; options: { readonly from?: string; readonly roomNumber?: string } | undefined }[] = [];
  readonly sentCodes: { account: string; identityType: number }[] = [];
  readonly submits: { account?: string; secret: string }[] = [];
  constructor(initial: AccessFormState = IDLE_ACCESS_FORM) {
    super(initial);
  }
  open(eventNumber: string, options?: { readonly from?: string; readonly roomNumber?: string }): void {
    this.opens.push({ eventNumber, options });
  }
  sendCode(account: string, identityType: number): Promise<boolean> {
    this.sentCodes.push({ account, identityType });
    return this.answer();
  }
  submit(input: { readonly account?: string; readonly secret: string }): Promise<boolean> {
    this.submits.push({ ...input });
    return this.answer();
  }
}

/** The sign-up form: records load, sendCode and submit; answers as told. */
export class FakeSignup extends AnsweringForm<SignupState> implements SignupService {
  readonly loads: { eventNumber: string; questionnaireId: string }[] = [];
  readonly sentCodes: { questionId: string; account: string }[] = [];
  readonly submits: {
    answers: Readonly<Record<string, AnswerInput>>;
    options: { readonly from?: string; readonly roomNumber?: string } | undefined;
  }[] = [];
  constructor(initial: SignupState = IDLE_SIGNUP) {
    super(initial);
  }
  load(eventNumber: string, questionnaireId: string): Promise<void> {
    this.loads.push({ eventNumber, questionnaireId });
    return Promise.resolve();
  }
  sendCode(questionId: string, account: string): Promise<boolean> {
    this.sentCodes.push({ questionId, account });
    return this.answer();
  }
  submit(
    answers: Readonly<Record<string, AnswerInput>>,
    options?: { readonly from?: string; readonly roomNumber?: string },
  ): Promise<boolean> {
    this.submits.push({ answers, options });
    return this.answer();
  }
}

/** Starting states of the access, sign-up and captcha fakes (idle when left out). */
export interface AccessFakeStates {
  readonly accessForm?: AccessFormState;
  readonly signup?: SignupState;
  readonly captcha?: CaptchaState;
}

export interface AccessFakes {
  readonly accessForm: FakeAccessForm;
  readonly signup: FakeSignup;
  readonly captcha: FakeCaptcha;
}

/**
 * Binds one fake each of AccessForm, Signup and Captcha (constant: the instance a form resolves
 * for itself is the one the test inspects).
 */
export function bindAccessFakes(container: Container, states: AccessFakeStates = {}): AccessFakes {
  const fakes = {
    accessForm: new FakeAccessForm(states.accessForm),
    signup: new FakeSignup(states.signup),
    captcha: new FakeCaptcha(states.captcha),
  };
  container.bind(APP_TOKENS.AccessForm).toConstantValue(fakes.accessForm);
  container.bind(APP_TOKENS.Signup).toConstantValue(fakes.signup);
  container.bind(APP_TOKENS.Captcha).toConstantValue(fakes.captcha);
  return fakes;
}
