import type { AnswerInput, Questionnaire } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { CaptchaState } from "../access/services";

export interface SignupState {
  readonly status: "idle" | "loading" | "ready" | "submitting" | "error";
  readonly questionnaire: Questionnaire | null;
  /** questionId → catalogue key of what is wrong with its answer (required, bad email…). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly messageKey: string | null;
  readonly messageText?: string;
  /** ICU values of the message (e.g. the `seconds` of a rate limit's wait). */
  readonly messageValues?: Readonly<Record<string, number>>;
  /** questionId → epoch ms a code was sent for it (questions with smsVerifyFlag). */
  readonly codeSentAt: Readonly<Record<string, number>>;
  readonly captcha: CaptchaState;
}

/**
 * The sign-up page `signup/{formId}` (§2, §4): renders the default questionnaire, validates,
 * serializes answers per §5 and submits; success stores the token and sends the viewer on.
 */
export interface SignupService {
  readonly state$: Observable<SignupState>;
  load(eventNumber: string, questionnaireId: string): Promise<void>;
  sendCode(questionId: string, account: string): Promise<boolean>;
  submit(
    answers: Readonly<Record<string, AnswerInput>>,
    options?: { readonly from?: string; readonly roomNumber?: string },
  ): Promise<boolean>;
}
