import { QUESTION_TYPE } from "../../enums/question";
import type { SerializedAnswer } from "../../login/login-models";

/** One question of an exam as scoring sees it: its type, its worth and, for choice types, its key. */
export interface ScoredQuestion {
  readonly questionId: string;
  readonly questionType: number;
  readonly points: number;
  /** The correct options (radio: one; checkbox and check: one or more); empty for text types. */
  readonly correctOptionIds: readonly string[];
}

/**
 * How one question was scored: correct (full points), partial (checkbox/check: some of the key
 * and nothing wrong), wrong, pending (a text-like answer waiting for the organiser's review),
 * reviewed (a text-like answer the organiser scored, decision 0042) or unanswered.
 */
export type ExamMark = "correct" | "partial" | "wrong" | "pending" | "reviewed" | "unanswered";

/** The organiser's scores of a submission's text answers, by question id (decision 0042). */
export type ExamReviews = Readonly<Record<string, number>>;

export interface QuestionScore {
  readonly questionId: string;
  readonly mark: ExamMark;
  readonly points: number;
  readonly earned: number;
}

export interface ExamScore {
  readonly score: number;
  readonly maxScore: number;
  /** Points of answered text questions waiting for review. */
  readonly pendingPoints: number;
  readonly questions: readonly QuestionScore[];
}

/** Whether a question type is scored against a key (radio, checkbox, check); the others wait for review. */
export function isAutoScored(questionType: number): boolean {
  return questionType === QUESTION_TYPE.RADIO || questionType === QUESTION_TYPE.CHECKBOX || questionType === QUESTION_TYPE.CHECK;
}

function isAnswered(answer: SerializedAnswer | undefined): answer is SerializedAnswer {
  if (answer === undefined) return false;
  if ((answer.answers ?? []).length > 0) return true;
  return (answer.answerContent ?? "").trim() !== "" || (answer.customAnswerContent ?? "").trim() !== "";
}

function scoreChoice(question: ScoredQuestion, answer: SerializedAnswer): { mark: ExamMark; earned: number } {
  const key = new Set(question.correctOptionIds);
  const picked = new Set((answer.answers ?? []).map((choice) => choice.optionId));
  const right = [...picked].filter((id) => key.has(id)).length;
  const wrong = picked.size - right;
  if (wrong === 0 && right === key.size) return { mark: "correct", earned: question.points };
  // Radio is all or nothing; checkbox/check earn a share of the key when nothing wrong is picked.
  if (question.questionType === QUESTION_TYPE.RADIO || wrong > 0 || right === 0) return { mark: "wrong", earned: 0 };
  return { mark: "partial", earned: Math.floor((question.points * right) / key.size) };
}

/**
 * Scores a submission (§5 answers, answered questions only) against the paper (decision 0029):
 * - radio: full points for the key's option, else 0;
 * - checkbox and check: full points for exactly the key; a subset of the key with nothing wrong
 *   earns floor(points × picked ÷ key size) ("partial"); any wrong option earns 0;
 * - name, e-mail, phone, single/multi-line text, date and address are not auto-scored: an
 *   answered one adds its points to `pendingPoints` ("pending review") until the organiser reviews
 *   it (`reviews`, decision 0042): then it is "reviewed" and earns the review's score (at most its
 *   points);
 * - an unanswered question earns 0. `maxScore` is the sum of every question's points.
 */
export function scoreExam(
  questions: readonly ScoredQuestion[],
  answers: readonly SerializedAnswer[],
  reviews: ExamReviews = {},
): ExamScore {
  const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
  const scored = questions.map((question): QuestionScore => {
    const answer = byId.get(question.questionId);
    const base = { questionId: question.questionId, points: question.points };
    if (!isAnswered(answer)) return { ...base, mark: "unanswered", earned: 0 };
    if (!isAutoScored(question.questionType)) {
      const reviewed = Object.hasOwn(reviews, question.questionId) ? reviews[question.questionId] : undefined;
      if (reviewed === undefined) return { ...base, mark: "pending", earned: 0 };
      return { ...base, mark: "reviewed", earned: Math.min(Math.max(0, reviewed), question.points) };
    }
    return { ...base, ...scoreChoice(question, answer) };
  });
  const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
  return {
    score: sum(scored.map((question) => question.earned)),
    maxScore: sum(questions.map((question) => question.points)),
    pendingPoints: sum(scored.filter((question) => question.mark === "pending").map((question) => question.points)),
    questions: scored,
  };
}
