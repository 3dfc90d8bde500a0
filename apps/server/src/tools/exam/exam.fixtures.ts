import { QUESTION_TYPE } from "@livehall/domain";
import type { StartExamRequestDTO } from "@livehall/wire";

/** Test-only: a paper with one question of each §3 type (choice ones keyed). */
export const EVERY_TYPE_PAPER: StartExamRequestDTO = {
  title: "Every type",
  seconds: 60,
  questions: [
    { questionId: "name", questionHeading: "Your name", questionType: QUESTION_TYPE.NAME, requiredFlag: 1 },
    { questionId: "email", questionHeading: "E-mail", questionType: QUESTION_TYPE.EMAIL },
    { questionId: "single", questionHeading: "One word", questionType: QUESTION_TYPE.TXT_SINGLE, points: 2 },
    { questionId: "multi", questionHeading: "Explain", questionType: QUESTION_TYPE.TXT_MULTI, points: 10 },
    { questionId: "phone", questionHeading: "Phone", questionType: QUESTION_TYPE.PHONE },
    { questionId: "date", questionHeading: "A date", questionType: QUESTION_TYPE.DATEPICKER },
    {
      questionId: "radio",
      questionHeading: "2 + 2",
      questionType: QUESTION_TYPE.RADIO,
      points: 5,
      options: [
        { optionId: "r3", optionContent: "3" },
        { optionId: "r4", optionContent: "4", correct: true },
      ],
    },
    {
      questionId: "checkbox",
      questionHeading: "Even numbers",
      questionType: QUESTION_TYPE.CHECKBOX,
      points: 4,
      options: [
        { optionId: "c2", optionContent: "2", correct: true },
        { optionId: "c3", optionContent: "3" },
        { optionId: "c4", optionContent: "4", correct: true },
      ],
    },
    {
      questionId: "check",
      questionHeading: "I agree",
      questionType: QUESTION_TYPE.CHECK,
      points: 1,
      options: [{ optionId: "yes", optionContent: "Yes", correct: true }],
    },
    { questionId: "address", questionHeading: "Address", questionType: QUESTION_TYPE.ADDRESS },
  ],
};
