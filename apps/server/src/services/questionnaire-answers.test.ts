import { describe, expect, it } from "vitest";
import type { AnswerDTO, QuestionDTO } from "@livehall/wire";
import { QUESTION_TYPE } from "@livehall/domain";
import { AnswerProblem, checkAnswers } from "./questionnaire-answers";

const q = (questionId: string, questionType: number, extra: Partial<QuestionDTO> = {}): QuestionDTO => ({
  questionId,
  questionHeading: `Q-${questionId}`,
  questionType,
  requiredFlag: 0,
  questionOrder: 1,
  questionOptionRestricted: 0,
  smsVerifyFlag: 0,
  options: [],
  ...extra,
});
const options = [
  { optionId: "a", optionContent: "A" },
  { optionId: "b", optionContent: "B" },
  { optionId: "c", optionContent: "C" },
];
const pick = (...ids: string[]) => ids.map((optionId) => ({ optionId }));

const QUESTIONS: Record<string, QuestionDTO> = {
  name: q("name", QUESTION_TYPE.NAME, { requiredFlag: 1 }),
  phone: q("phone", QUESTION_TYPE.PHONE),
  email: q("email", QUESTION_TYPE.EMAIL),
  radio: q("radio", QUESTION_TYPE.RADIO, { options }),
  checkbox: q("checkbox", QUESTION_TYPE.CHECKBOX, { options, questionOptionRestricted: 2 }),
  single: q("single", QUESTION_TYPE.TXT_SINGLE),
  multi: q("multi", QUESTION_TYPE.TXT_MULTI),
  date: q("date", QUESTION_TYPE.DATEPICKER),
  address: q("address", QUESTION_TYPE.ADDRESS),
  check: q("check", QUESTION_TYPE.CHECK, { options }),
};
const all = Object.values(QUESTIONS);
const named: AnswerDTO = { questionId: "name", questionType: QUESTION_TYPE.NAME, answerContent: "王小明" };

type Case = [string, AnswerDTO[], RegExp | null];
const cases: Case[] = [
  ["only the required name", [named], null],
  [
    "every type answered well",
    [
      named,
      { questionId: "phone", questionType: QUESTION_TYPE.PHONE, answerContent: "13800000000" },
      { questionId: "email", questionType: QUESTION_TYPE.EMAIL, answerContent: "a@b.example" },
      { questionId: "radio", questionType: QUESTION_TYPE.RADIO, answers: pick("b") },
      { questionId: "checkbox", questionType: QUESTION_TYPE.CHECKBOX, answers: pick("a", "c") },
      { questionId: "single", questionType: QUESTION_TYPE.TXT_SINGLE, answerContent: "one line" },
      { questionId: "multi", questionType: QUESTION_TYPE.TXT_MULTI, answerContent: "two\nlines" },
      { questionId: "date", questionType: QUESTION_TYPE.DATEPICKER, answerContent: "2024-02-29" },
      { questionId: "address", questionType: QUESTION_TYPE.ADDRESS, answerContent: "广东/深圳/南山", customAnswerContent: "科技园 1 号" },
      { questionId: "check", questionType: QUESTION_TYPE.CHECK, answers: pick("a", "b", "c") },
    ],
    null,
  ],
  ["an empty date", [named, { questionId: "date", questionType: QUESTION_TYPE.DATEPICKER, answerContent: "" }], null],
  ["no name", [], /Q-name.*必填/],
  ["a blank name", [{ ...named, answerContent: "   " }], /Q-name.*必填/],
  ["a 51-character name", [{ ...named, answerContent: "x".repeat(51) }], /Q-name.*过长/],
  ["a control character in the name", [{ ...named, answerContent: "a\u0007b" }], /Q-name.*控制字符/],
  ["a right-to-left mark in the name", [{ ...named, answerContent: "王\u200f小明" }], /Q-name.*不可见/],
  ["a zero-width space in the name", [{ ...named, answerContent: "王\u200b小明" }], /Q-name.*不可见/],
  [
    "a right-to-left override in a text answer",
    [named, { questionId: "multi", questionType: QUESTION_TYPE.TXT_MULTI, answerContent: "a\u202eb" }],
    /Q-multi.*不可见/,
  ],
  [
    "a Persian ZWNJ in a text answer",
    [named, { questionId: "multi", questionType: QUESTION_TYPE.TXT_MULTI, answerContent: "می\u200cخواهم" }],
    null,
  ],
  [
    "a newline in a single-line text",
    [named, { questionId: "single", questionType: QUESTION_TYPE.TXT_SINGLE, answerContent: "a\nb" }],
    /Q-single/,
  ],
  ["a bad email", [named, { questionId: "email", questionType: QUESTION_TYPE.EMAIL, answerContent: "not-an-email" }], /Q-email.*邮箱/],
  ["letters as phone", [named, { questionId: "phone", questionType: QUESTION_TYPE.PHONE, answerContent: "13800abc" }], /Q-phone.*手机号/],
  ["two radio options", [named, { questionId: "radio", questionType: QUESTION_TYPE.RADIO, answers: pick("a", "b") }], /Q-radio.*一项/],
  ["another question's option", [named, { questionId: "radio", questionType: QUESTION_TYPE.RADIO, answers: pick("z") }], /Q-radio.*z/],
  [
    "more checkbox options than allowed",
    [named, { questionId: "checkbox", questionType: QUESTION_TYPE.CHECKBOX, answers: pick("a", "b", "c") }],
    /Q-checkbox.*2/,
  ],
  ["a repeated option", [named, { questionId: "check", questionType: QUESTION_TYPE.CHECK, answers: pick("a", "a") }], /Q-check.*两次/],
  [
    "a date that does not exist",
    [named, { questionId: "date", questionType: QUESTION_TYPE.DATEPICKER, answerContent: "2023-02-29" }],
    /Q-date.*YYYY-MM-DD/,
  ],
  [
    "a date in another format",
    [named, { questionId: "date", questionType: QUESTION_TYPE.DATEPICKER, answerContent: "29/02/2024" }],
    /Q-date/,
  ],
  [
    "an address with an empty part",
    [named, { questionId: "address", questionType: QUESTION_TYPE.ADDRESS, answerContent: "广东//南山" }],
    /Q-address/,
  ],
  ["an unknown question", [named, { questionId: "nope", questionType: QUESTION_TYPE.NAME, answerContent: "x" }], /Unknown question nope/],
  ["the wrong type for a question", [{ ...named, questionType: QUESTION_TYPE.EMAIL }], /Q-name.*题型/],
  ["a question answered twice", [named, named], /Q-name.*两次/],
];

describe("checkAnswers", () => {
  it.each(cases)("%s", (_case, answers, problem) => {
    const run = () => checkAnswers(all, answers);
    if (problem === null) expect(run).not.toThrow();
    else expect(run).toThrow(problem);
  });

  it.each([
    ["radio", q("r", QUESTION_TYPE.RADIO, { options, requiredFlag: 1 })],
    ["checkbox", q("c", QUESTION_TYPE.CHECKBOX, { options, requiredFlag: 1 })],
    ["check", q("k", QUESTION_TYPE.CHECK, { options, requiredFlag: 1 })],
    ["address", q("d", QUESTION_TYPE.ADDRESS, { requiredFlag: 1 })],
  ])("refuses a required %s left empty", (_type, question) => {
    expect(() => checkAnswers([question], [])).toThrow(AnswerProblem);
  });

  it("answers every question in order, with the trimmed text", () => {
    const checked = checkAnswers(all, [{ ...named, answerContent: "  王小明 " }]);
    expect(checked.map((c) => c.question.questionId)).toEqual(all.map((question) => question.questionId));
    expect(checked[0]?.text).toBe("王小明");
  });
});
