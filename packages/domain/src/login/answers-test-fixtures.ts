/** Test-only: questions for the answer tables (not exported from the package). */
import { QUESTION_TYPE } from "../enums/question";
import type { Question } from "./login-models";

/** A question of the given type with sensible defaults, for the answer tables. */
export function question(questionId: string, questionType: number, more: Partial<Question> = {}): Question {
  return {
    questionId,
    heading: questionId,
    questionType,
    required: false,
    order: 0,
    optionLimit: 0,
    verify: false,
    options: [],
    ...more,
  };
}

const options = (...ids: string[]) => ids.map((optionId) => ({ optionId, content: `option ${optionId}` }));

/** One question of each §3 type, in the spec's numbering. */
export const ALL_TYPES = {
  name: question("q-name", QUESTION_TYPE.NAME),
  phone: question("q-phone", QUESTION_TYPE.PHONE),
  email: question("q-email", QUESTION_TYPE.EMAIL),
  radio: question("q-radio", QUESTION_TYPE.RADIO, { options: options("r1", "r2") }),
  checkbox: question("q-checkbox", QUESTION_TYPE.CHECKBOX, { options: options("c1", "c2", "c3"), optionLimit: 2 }),
  single: question("q-single", QUESTION_TYPE.TXT_SINGLE),
  multi: question("q-multi", QUESTION_TYPE.TXT_MULTI),
  date: question("q-date", QUESTION_TYPE.DATEPICKER),
  address: question("q-address", QUESTION_TYPE.ADDRESS),
  check: question("q-check", QUESTION_TYPE.CHECK, { options: options("k1", "k2") }),
} as const;
