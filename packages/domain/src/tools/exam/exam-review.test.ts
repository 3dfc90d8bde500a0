import { describe, expect, it } from "vitest";
import { QUESTION_TYPE as T } from "../../enums/question";
import type { SerializedAnswer } from "../../login/login-models";
import { examReviewProblem, type ExamReviewProblem } from "./exam-review";
import { scoreExam, type ScoredQuestion } from "./exam-scoring";

const PAPER: ScoredQuestion[] = [
  { questionId: "r", questionType: T.RADIO, points: 5, correctOptionIds: ["a"] },
  { questionId: "essay", questionType: T.TXT_MULTI, points: 10, correctOptionIds: [] },
  { questionId: "where", questionType: T.ADDRESS, points: 4, correctOptionIds: [] },
  { questionId: "blank", questionType: T.TXT_SINGLE, points: 3, correctOptionIds: [] },
];
const ANSWERS: SerializedAnswer[] = [
  { questionId: "r", questionType: T.RADIO, answers: [{ optionId: "a" }] },
  { questionId: "essay", questionType: T.TXT_MULTI, answerContent: "my essay" },
  { questionId: "where", questionType: T.ADDRESS, answerContent: "", customAnswerContent: "1 Road" },
  { questionId: "blank", questionType: T.TXT_SINGLE, answerContent: "   " },
];

describe("examReviewProblem (decision 0042)", () => {
  it.each<[string, string, number, ExamReviewProblem | null]>([
    ["a text answer, full points", "essay", 10, null],
    ["a text answer, none", "essay", 0, null],
    ["an address given only by its detail", "where", 3, null],
    ["a question not on the paper", "nope", 1, "unknownQuestion"],
    ["a radio question (scored by its key)", "r", 5, "autoScored"],
    ["a blank answer", "blank", 1, "unanswered"],
    ["above the question's points", "essay", 11, "score"],
    ["below zero", "essay", -1, "score"],
    ["not a whole number", "essay", 2.5, "score"],
  ])("%s", (_case, questionId, score, problem) => {
    expect(examReviewProblem(PAPER, ANSWERS, questionId, score)).toBe(problem);
  });
});

describe("scoreExam with reviews", () => {
  it("a reviewed text answer earns its review and is no longer pending; the others still wait", () => {
    const before = scoreExam(PAPER, ANSWERS);
    expect(before).toMatchObject({ score: 5, pendingPoints: 14 });
    const after = scoreExam(PAPER, ANSWERS, { essay: 7 });
    expect(after).toMatchObject({ score: 12, pendingPoints: 4, maxScore: 22 });
    expect(after.questions.map((question) => [question.questionId, question.mark, question.earned])).toEqual([
      ["r", "correct", 5],
      ["essay", "reviewed", 7],
      ["where", "pending", 0],
      ["blank", "unanswered", 0],
    ]);
    expect(scoreExam(PAPER, ANSWERS, { essay: 7, where: 4 })).toMatchObject({ score: 16, pendingPoints: 0 });
  });

  it("a review never lifts a question above its points, and a review of a choice question changes nothing", () => {
    expect(scoreExam(PAPER, ANSWERS, { essay: 99, r: 0 })).toMatchObject({ score: 15 });
  });
});
