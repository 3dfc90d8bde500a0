import { QUESTION_TYPE } from "../enums/question";
import { dateAnswerContent, isEmailAddress, isPhoneNumber } from "./answers-formats";
import { inputFor, inputKindOf, readAnswer, type ReadAnswer } from "./answers";
import type { AnswerInput, Question } from "./login-models";

/** Message keys of what can be wrong with one answer (the UI catalogs translate them). */
export const ANSWER_ERROR_KEYS = {
  required: "signup.error.required",
  email: "signup.error.email",
  phone: "signup.error.phone",
  tooMany: "signup.error.tooMany",
  date: "signup.error.date",
  option: "signup.error.option",
  code: "signup.error.code",
} as const;
export type AnswerErrorKey = (typeof ANSWER_ERROR_KEYS)[keyof typeof ANSWER_ERROR_KEYS];

/** What is wrong with an answered question, or null. */
function problemOf(question: Question, answer: ReadAnswer): AnswerErrorKey | null {
  switch (answer.shape) {
    case "text": {
      const { questionType } = question;
      if (questionType === QUESTION_TYPE.EMAIL && !isEmailAddress(answer.text)) return ANSWER_ERROR_KEYS.email;
      if (questionType === QUESTION_TYPE.PHONE && !isPhoneNumber(answer.text)) return ANSWER_ERROR_KEYS.phone;
      const verifiable = questionType === QUESTION_TYPE.EMAIL || questionType === QUESTION_TYPE.PHONE;
      return verifiable && question.verify && !answer.verifyCode ? ANSWER_ERROR_KEYS.code : null;
    }
    case "date":
      return dateAnswerContent(answer.date) ? null : ANSWER_ERROR_KEYS.date;
    case "options": {
      const known = new Set(question.options.map((option) => option.optionId));
      if (answer.optionIds.some((id) => !known.has(id))) return ANSWER_ERROR_KEYS.option;
      return question.optionLimit > 0 && answer.optionIds.length > question.optionLimit ? ANSWER_ERROR_KEYS.tooMany : null;
    }
    case "address":
      return null;
  }
}

/**
 * What is wrong with a form's answers before it is sent (§5), as questionId → message key:
 * a required question left unanswered ("signup.error.required"); an e-mail or phone number of
 * the wrong shape; a checkbox with more options than `questionOptionRestricted` allows
 * ("signup.error.tooMany"); a date that is not a real "YYYY-MM-DD" day; an option the question
 * does not offer; a phone/e-mail question that must be verified (`smsVerifyFlag`) without its
 * code ("signup.error.code"). Optional questions left empty are fine. An empty record means the
 * form may be sent. Questions of a type we do not know are not checked.
 */
export function validateAnswers(
  questions: readonly Question[],
  inputs: Readonly<Record<string, AnswerInput>>,
): Record<string, AnswerErrorKey> {
  const errors = questions.flatMap((question): [string, AnswerErrorKey][] => {
    if (inputKindOf(question.questionType) === undefined) return [];
    const answer = readAnswer(question, inputFor(inputs, question.questionId));
    const problem = answer ? problemOf(question, answer) : question.required ? ANSWER_ERROR_KEYS.required : null;
    return problem ? [[question.questionId, problem]] : [];
  });
  return Object.fromEntries(errors);
}
