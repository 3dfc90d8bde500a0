import { describe, expect, it } from "vitest";
import { QUESTION_TYPE } from "../../enums/question";
import type { SerializedAnswer } from "../../login/login-models";
import { isAutoScored, scoreExam, type ExamMark, type ScoredQuestion } from "./exam-scoring";

const q = (questionType: number, points: number, correctOptionIds: string[] = []): ScoredQuestion => ({
  questionId: "q",
  questionType,
  points,
  correctOptionIds,
});
const options = (...optionIds: string[]): SerializedAnswer => ({
  questionId: "q",
  questionType: 0,
  answers: optionIds.map((optionId) => ({ optionId })),
});
const text = (answerContent: string, customAnswerContent?: string): SerializedAnswer => ({
  questionId: "q",
  questionType: 0,
  answerContent,
  ...(customAnswerContent === undefined ? {} : { customAnswerContent }),
});

const T = QUESTION_TYPE;

/** [case, question, answer (undefined = not submitted), mark, earned, pending]. */
const CASES: readonly [string, ScoredQuestion, SerializedAnswer | undefined, ExamMark, number, number][] = [
  ["radio, the key", q(T.RADIO, 5, ["a"]), options("a"), "correct", 5, 0],
  ["radio, another option", q(T.RADIO, 5, ["a"]), options("b"), "wrong", 0, 0],
  ["radio, unanswered", q(T.RADIO, 5, ["a"]), undefined, "unanswered", 0, 0],
  ["radio, empty option list", q(T.RADIO, 5, ["a"]), options(), "unanswered", 0, 0],
  ["checkbox, exactly the key", q(T.CHECKBOX, 6, ["a", "b", "c"]), options("c", "a", "b"), "correct", 6, 0],
  ["checkbox, two of three, nothing wrong", q(T.CHECKBOX, 6, ["a", "b", "c"]), options("a", "b"), "partial", 4, 0],
  ["checkbox, one of three (floored)", q(T.CHECKBOX, 5, ["a", "b", "c"]), options("b"), "partial", 1, 0],
  ["checkbox, the key and a wrong one", q(T.CHECKBOX, 6, ["a", "b"]), options("a", "b", "x"), "wrong", 0, 0],
  ["checkbox, only wrong ones", q(T.CHECKBOX, 6, ["a", "b"]), options("x"), "wrong", 0, 0],
  ["checkbox, unanswered", q(T.CHECKBOX, 6, ["a"]), undefined, "unanswered", 0, 0],
  ["check, the key", q(T.CHECK, 2, ["yes"]), options("yes"), "correct", 2, 0],
  ["check, wrong", q(T.CHECK, 2, ["yes"]), options("no"), "wrong", 0, 0],
  ["check, part of a two-option key", q(T.CHECK, 2, ["a", "b"]), options("a"), "partial", 1, 0],
  ["name, answered", q(T.NAME, 3), text("Ada"), "pending", 0, 3],
  ["e-mail, answered", q(T.EMAIL, 3), text("a@b.co"), "pending", 0, 3],
  ["phone, answered", q(T.PHONE, 3), text("13800138000"), "pending", 0, 3],
  ["single text, answered", q(T.TXT_SINGLE, 4), text("an answer"), "pending", 0, 4],
  ["multi text, answered", q(T.TXT_MULTI, 10), text("line 1\nline 2"), "pending", 0, 10],
  ["multi text, blank", q(T.TXT_MULTI, 10), text("   "), "unanswered", 0, 0],
  ["date, answered", q(T.DATEPICKER, 2), text("2026-11-26"), "pending", 0, 2],
  ["date, empty", q(T.DATEPICKER, 2), text(""), "unanswered", 0, 0],
  ["address, parts", q(T.ADDRESS, 2), text("广东/深圳", "1 Road"), "pending", 0, 2],
  ["address, detail only", q(T.ADDRESS, 2), text("", "1 Road"), "pending", 0, 2],
  ["text worth nothing", q(T.TXT_SINGLE, 0), text("free comment"), "pending", 0, 0],
];

describe("scoreExam: one question per type (decision 0029)", () => {
  it.each(CASES)("%s", (_case, question, answer, mark, earned, pending) => {
    const result = scoreExam([question], answer ? [answer] : []);
    expect(result.questions).toEqual([{ questionId: "q", mark, points: question.points, earned }]);
    expect(result.score).toBe(earned);
    expect(result.pendingPoints).toBe(pending);
    expect(result.maxScore).toBe(question.points);
  });
});

describe("scoreExam: a whole paper", () => {
  it("adds earned points, keeps pending apart and counts every question in the maximum", () => {
    const paper: ScoredQuestion[] = [
      { questionId: "r", questionType: T.RADIO, points: 5, correctOptionIds: ["a"] },
      { questionId: "c", questionType: T.CHECKBOX, points: 4, correctOptionIds: ["a", "b"] },
      { questionId: "t", questionType: T.TXT_MULTI, points: 10, correctOptionIds: [] },
      { questionId: "n", questionType: T.NAME, points: 0, correctOptionIds: [] },
    ];
    const answers: SerializedAnswer[] = [
      { questionId: "r", questionType: T.RADIO, answers: [{ optionId: "a" }] },
      { questionId: "c", questionType: T.CHECKBOX, answers: [{ optionId: "b" }] },
      { questionId: "t", questionType: T.TXT_MULTI, answerContent: "essay" },
    ];
    const result = scoreExam(paper, answers);
    expect(result).toMatchObject({ score: 7, maxScore: 19, pendingPoints: 10 });
    expect(result.questions.map((question) => question.mark)).toEqual(["correct", "partial", "pending", "unanswered"]);
  });
});

describe("isAutoScored", () => {
  it.each([
    [T.RADIO, true],
    [T.CHECKBOX, true],
    [T.CHECK, true],
    [T.NAME, false],
    [T.EMAIL, false],
    [T.TXT_SINGLE, false],
    [T.TXT_MULTI, false],
    [T.PHONE, false],
    [T.DATEPICKER, false],
    [T.ADDRESS, false],
  ])("question type %i → %s", (type, expected) => {
    expect(isAutoScored(type)).toBe(expected);
  });
});
