import { describe, expect, it } from "vitest";
import { QUESTION_TYPE } from "../enums/question";
import type { AnswerInput, SerializedAnswer } from "./login-models";
import { serializeAnswers } from "./answers";
import { ALL_TYPES, question } from "./answers-test-fixtures";

const questions = Object.values(ALL_TYPES);
const text = (value: string, verifyCode?: string): AnswerInput =>
  verifyCode === undefined ? { kind: "text", text: value } : { kind: "text", text: value, verifyCode };

describe("serializeAnswers (§5 form answers)", () => {
  it.each<[string, string, AnswerInput, SerializedAnswer[]]>([
    [
      "name as answerContent, trimmed",
      "q-name",
      text("  Ada Lovelace "),
      [{ questionId: "q-name", questionType: 1, answerContent: "Ada Lovelace" }],
    ],
    ["phone as answerContent", "q-phone", text("13800000000"), [{ questionId: "q-phone", questionType: 2, answerContent: "13800000000" }]],
    [
      "email with its verify code",
      "q-email",
      text("demo@livehall.test", " 123456 "),
      [{ questionId: "q-email", questionType: 3, answerContent: "demo@livehall.test", verifyCode: "123456" }],
    ],
    [
      "an empty verify code is not sent",
      "q-email",
      text("demo@livehall.test", ""),
      [{ questionId: "q-email", questionType: 3, answerContent: "demo@livehall.test" }],
    ],
    ["single-line text", "q-single", text("hello"), [{ questionId: "q-single", questionType: 6, answerContent: "hello" }]],
    [
      "multi-line text keeps inner line breaks",
      "q-multi",
      text("line 1\nline 2\n"),
      [{ questionId: "q-multi", questionType: 7, answerContent: "line 1\nline 2" }],
    ],
    [
      "date as YYYY-MM-DD",
      "q-date",
      { kind: "date", date: "2024-02-29" },
      [{ questionId: "q-date", questionType: 8, answerContent: "2024-02-29" }],
    ],
    [
      "radio as one answer",
      "q-radio",
      { kind: "choice", optionId: "r2" },
      [{ questionId: "q-radio", questionType: 4, answers: [{ optionId: "r2" }] }],
    ],
    [
      "checkbox as a list, duplicates dropped",
      "q-checkbox",
      { kind: "choices", optionIds: ["c3", "c1", "c3"] },
      [{ questionId: "q-checkbox", questionType: 5, answers: [{ optionId: "c3" }, { optionId: "c1" }] }],
    ],
    [
      "check as a list",
      "q-check",
      { kind: "choices", optionIds: ["k1"] },
      [{ questionId: "q-check", questionType: 10, answers: [{ optionId: "k1" }] }],
    ],
    [
      "address parts joined with / plus the detail",
      "q-address",
      { kind: "address", parts: ["浙江省", " 杭州市", "西湖区"], detail: " 文三路 1 号 " },
      [{ questionId: "q-address", questionType: 9, answerContent: "浙江省/杭州市/西湖区", customAnswerContent: "文三路 1 号" }],
    ],
    [
      "address without the empty parts",
      "q-address",
      { kind: "address", parts: ["浙江省", "", " "], detail: "" },
      [{ questionId: "q-address", questionType: 9, answerContent: "浙江省", customAnswerContent: "" }],
    ],
    [
      "address with only a detail line",
      "q-address",
      { kind: "address", parts: [], detail: "Room 5" },
      [{ questionId: "q-address", questionType: 9, answerContent: "", customAnswerContent: "Room 5" }],
    ],
  ])("%s", (_name, questionId, input, expected) => {
    expect(serializeAnswers(questions, { [questionId]: input })).toStrictEqual(expected);
  });

  it.each<[string, string, AnswerInput]>([
    ["blank text", "q-name", text("   ")],
    ["an empty date", "q-date", { kind: "date", date: "" }],
    ["an impossible date", "q-date", { kind: "date", date: "2023-02-29" }],
    ["a date in another shape", "q-date", { kind: "date", date: "29/02/2024" }],
    ["no radio option", "q-radio", { kind: "choice", optionId: null }],
    ["a radio option the question does not offer", "q-radio", { kind: "choice", optionId: "r9" }],
    ["no checkbox option", "q-checkbox", { kind: "choices", optionIds: [] }],
    ["only unknown checkbox options", "q-checkbox", { kind: "choices", optionIds: ["x", ""] }],
    ["an empty address", "q-address", { kind: "address", parts: ["", " "], detail: "  " }],
    ["an input of the wrong kind", "q-radio", text("r1")],
  ])("does not submit %s", (_name, questionId, input) => {
    expect(serializeAnswers(questions, { [questionId]: input })).toStrictEqual([]);
  });

  it("submits only answered questions, in questionnaire order, ignoring answers to unknown questions", () => {
    const answers = serializeAnswers(questions, {
      "q-check": { kind: "choices", optionIds: ["k2"] },
      "q-name": text("Ada"),
      "q-phone": text(""),
      "q-nowhere": text("stray"),
      constructor: text("stray"),
    });
    expect(answers.map((answer) => answer.questionId)).toStrictEqual(["q-name", "q-check"]);
  });

  it("skips questions of a type it does not know", () => {
    expect(serializeAnswers([question("q-odd", 42)], { "q-odd": text("x") })).toStrictEqual([]);
  });

  it("drops unknown options but keeps the known ones of a list", () => {
    const [answer] = serializeAnswers([ALL_TYPES.checkbox], { "q-checkbox": { kind: "choices", optionIds: ["c2", "zz"] } });
    expect(answer).toStrictEqual({ questionId: "q-checkbox", questionType: QUESTION_TYPE.CHECKBOX, answers: [{ optionId: "c2" }] });
  });
});
