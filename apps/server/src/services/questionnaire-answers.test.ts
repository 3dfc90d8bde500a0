import { describe, expect, it } from "vitest";
import type { AnswerDTO, QuestionDTO } from "@livehall/wire";
import { AnswerProblem, checkAnswers, QUESTION } from "./questionnaire-answers";

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
  name: q("name", QUESTION.name, { requiredFlag: 1 }),
  phone: q("phone", QUESTION.phone),
  email: q("email", QUESTION.email),
  radio: q("radio", QUESTION.radio, { options }),
  checkbox: q("checkbox", QUESTION.checkbox, { options, questionOptionRestricted: 2 }),
  single: q("single", QUESTION.singleText),
  multi: q("multi", QUESTION.multiText),
  date: q("date", QUESTION.date),
  address: q("address", QUESTION.address),
  check: q("check", QUESTION.check, { options }),
};
const all = Object.values(QUESTIONS);
const named: AnswerDTO = { questionId: "name", questionType: QUESTION.name, answerContent: "王小明" };

type Case = [string, AnswerDTO[], RegExp | null];
const cases: Case[] = [
  ["only the required name", [named], null],
  [
    "every type answered well",
    [
      named,
      { questionId: "phone", questionType: QUESTION.phone, answerContent: "13800000000" },
      { questionId: "email", questionType: QUESTION.email, answerContent: "a@b.example" },
      { questionId: "radio", questionType: QUESTION.radio, answers: pick("b") },
      { questionId: "checkbox", questionType: QUESTION.checkbox, answers: pick("a", "c") },
      { questionId: "single", questionType: QUESTION.singleText, answerContent: "one line" },
      { questionId: "multi", questionType: QUESTION.multiText, answerContent: "two\nlines" },
      { questionId: "date", questionType: QUESTION.date, answerContent: "2024-02-29" },
      { questionId: "address", questionType: QUESTION.address, answerContent: "广东/深圳/南山", customAnswerContent: "科技园 1 号" },
      { questionId: "check", questionType: QUESTION.check, answers: pick("a", "b", "c") },
    ],
    null,
  ],
  ["an empty date", [named, { questionId: "date", questionType: QUESTION.date, answerContent: "" }], null],
  ["no name", [], /Q-name.*必填/],
  ["a blank name", [{ ...named, answerContent: "   " }], /Q-name.*必填/],
  ["a 51-character name", [{ ...named, answerContent: "x".repeat(51) }], /Q-name.*过长/],
  ["a control character in the name", [{ ...named, answerContent: "a\u0007b" }], /Q-name.*控制字符/],
  [
    "a newline in a single-line text",
    [named, { questionId: "single", questionType: QUESTION.singleText, answerContent: "a\nb" }],
    /Q-single/,
  ],
  ["a bad email", [named, { questionId: "email", questionType: QUESTION.email, answerContent: "not-an-email" }], /Q-email.*邮箱/],
  ["letters as phone", [named, { questionId: "phone", questionType: QUESTION.phone, answerContent: "13800abc" }], /Q-phone.*手机号/],
  ["two radio options", [named, { questionId: "radio", questionType: QUESTION.radio, answers: pick("a", "b") }], /Q-radio.*一项/],
  ["another question's option", [named, { questionId: "radio", questionType: QUESTION.radio, answers: pick("z") }], /Q-radio.*z/],
  [
    "more checkbox options than allowed",
    [named, { questionId: "checkbox", questionType: QUESTION.checkbox, answers: pick("a", "b", "c") }],
    /Q-checkbox.*2/,
  ],
  ["a repeated option", [named, { questionId: "check", questionType: QUESTION.check, answers: pick("a", "a") }], /Q-check.*两次/],
  [
    "a date that does not exist",
    [named, { questionId: "date", questionType: QUESTION.date, answerContent: "2023-02-29" }],
    /Q-date.*YYYY-MM-DD/,
  ],
  ["a date in another format", [named, { questionId: "date", questionType: QUESTION.date, answerContent: "29/02/2024" }], /Q-date/],
  [
    "an address with an empty part",
    [named, { questionId: "address", questionType: QUESTION.address, answerContent: "广东//南山" }],
    /Q-address/,
  ],
  ["an unknown question", [named, { questionId: "nope", questionType: QUESTION.name, answerContent: "x" }], /Unknown question nope/],
  ["the wrong type for a question", [{ ...named, questionType: QUESTION.email }], /Q-name.*题型/],
  ["a question answered twice", [named, named], /Q-name.*两次/],
];

describe("checkAnswers", () => {
  it.each(cases)("%s", (_case, answers, problem) => {
    const run = () => checkAnswers(all, answers);
    if (problem === null) expect(run).not.toThrow();
    else expect(run).toThrow(problem);
  });

  it.each([
    ["radio", q("r", QUESTION.radio, { options, requiredFlag: 1 })],
    ["checkbox", q("c", QUESTION.checkbox, { options, requiredFlag: 1 })],
    ["check", q("k", QUESTION.check, { options, requiredFlag: 1 })],
    ["address", q("d", QUESTION.address, { requiredFlag: 1 })],
  ])("refuses a required %s left empty", (_type, question) => {
    expect(() => checkAnswers([question], [])).toThrow(AnswerProblem);
  });

  it("answers every question in order, with the trimmed text", () => {
    const checked = checkAnswers(all, [{ ...named, answerContent: "  王小明 " }]);
    expect(checked.map((c) => c.question.questionId)).toEqual(all.map((question) => question.questionId));
    expect(checked[0]?.text).toBe("王小明");
  });
});
