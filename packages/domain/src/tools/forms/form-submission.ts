import { serializeAnswers } from "../../login/answers";
import { validateAnswers } from "../../login/answers-validation";
import type { AnswerInput, Question, SerializedAnswer } from "../../login/login-models";
import { QUESTION_TYPE } from "../../enums/question";

/**
 * Message keys of what can be wrong with one question of a marketing form (the UI catalogues
 * translate them, `marketing.error.*`; decision 0031). One per question, shown under its field.
 */
export const FORM_ERROR_KEYS = {
  /** A required question left unanswered: "This field is required". */
  required: "marketing.error.required",
  /** An e-mail address of the wrong shape. */
  email: "marketing.error.email",
  /** A phone number that is not 5–20 digits (an optional leading +). */
  phone: "marketing.error.phone",
  /** A checkbox with more options than `questionOptionRestricted` allows. */
  tooMany: "marketing.error.tooMany",
  /** A date that is not a real YYYY-MM-DD day. */
  date: "marketing.error.date",
  /** An option the question does not offer. */
  option: "marketing.error.option",
  /** A phone question with `smsVerifyFlag` answered without the code sent to it. */
  code: "marketing.error.code",
} as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[keyof typeof FORM_ERROR_KEYS];

const FROM_ANSWER_KEYS: Readonly<Record<string, FormErrorKey>> = {
  "signup.error.required": FORM_ERROR_KEYS.required,
  "signup.error.email": FORM_ERROR_KEYS.email,
  "signup.error.phone": FORM_ERROR_KEYS.phone,
  "signup.error.tooMany": FORM_ERROR_KEYS.tooMany,
  "signup.error.date": FORM_ERROR_KEYS.date,
  "signup.error.option": FORM_ERROR_KEYS.option,
  "signup.error.code": FORM_ERROR_KEYS.code,
};

/** One answered question of a marketing form as the §7 submit body carries it (no per-answer code). */
export type FormAnswer = Omit<SerializedAnswer, "verifyCode">;

/** A form ready to submit: the §5 answers and the one SMS `code` of §7 ("" when no question asks for one). */
export interface FormSubmission {
  readonly questions: readonly FormAnswer[];
  readonly code: string;
}

/** The outcome of checking a marketing form: the body to submit, or a message key per question. */
export type FormCheck =
  | { readonly ok: true; readonly submission: FormSubmission }
  | { readonly ok: false; readonly errors: Readonly<Record<string, FormErrorKey>> };

/**
 * Checks and serializes a marketing form (§5 "Form answers", §7 submit body). Answers are
 * serialized by the sign-up rules (`serializeAnswers`: text types as `answerContent`, a date as
 * YYYY-MM-DD, radio one `{optionId}`, checkbox and check lists of `{optionId}`, an address's parts
 * joined with "/" plus `customAnswerContent`, only answered questions). Verification is per form
 * in §7: the code the viewer typed for a phone question with `smsVerifyFlag` becomes the body's
 * `code` and leaves the answer. Email questions are not verified on a marketing form (the SMS
 * port only texts phones). Any problem gives `{ok: false, errors}` keyed by questionId.
 */
export function checkForm(questions: readonly Question[], inputs: Readonly<Record<string, AnswerInput>>): FormCheck {
  // Only phone questions ask for a code here.
  const asked = questions.map((question) => (question.questionType === QUESTION_TYPE.PHONE ? question : { ...question, verify: false }));
  const problems = validateAnswers(asked, inputs);
  const entries = Object.entries(problems);
  if (entries.length > 0) {
    return { ok: false, errors: Object.fromEntries(entries.map(([id, key]) => [id, FROM_ANSWER_KEYS[key] ?? FORM_ERROR_KEYS.required])) };
  }
  let code = "";
  const answers = serializeAnswers(asked, inputs).map((answer): FormAnswer => {
    const { verifyCode, ...kept } = answer;
    const question = asked.find((item) => item.questionId === answer.questionId);
    if (verifyCode !== undefined && question?.verify === true && code === "") code = verifyCode;
    return kept;
  });
  return { ok: true, submission: { questions: answers, code } };
}
