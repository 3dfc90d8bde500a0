/** §3 questionnaire / collect-form question types. */

/** questionType numbers, keyed by the spec's names. */
export const QUESTION_TYPE = {
  NAME: 1,
  PHONE: 2,
  EMAIL: 3,
  RADIO: 4,
  CHECKBOX: 5,
  TXT_SINGLE: 6,
  TXT_MULTI: 7,
  DATEPICKER: 8,
  ADDRESS: 9,
  CHECK: 10,
} as const;
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];
export type QuestionTypeName = keyof typeof QUESTION_TYPE;

/** Question type names in the spec's order. */
export const QUESTION_TYPE_NAMES: readonly QuestionTypeName[] = [
  "NAME",
  "EMAIL",
  "TXT_SINGLE",
  "TXT_MULTI",
  "PHONE",
  "DATEPICKER",
  "RADIO",
  "CHECKBOX",
  "CHECK",
  "ADDRESS",
];

/** The name of a questionType number from the server, or null for a number we do not know. */
export function questionTypeName(type: number): QuestionTypeName | null {
  return QUESTION_TYPE_NAMES.find((name) => QUESTION_TYPE[name] === type) ?? null;
}
