import type { SerializedAnswer } from "../../login/login-models";
import { isAutoScored, type ScoredQuestion } from "./exam-scoring";

/** Why a review is refused: the question is not on the paper, is scored by its key, was not answered, or the score is out of bounds. */
export type ExamReviewProblem = "unknownQuestion" | "autoScored" | "unanswered" | "score";

/**
 * Whether the organiser may give `score` to the viewer's answer of question `questionId`
 * (decision 0042): only a text-like question (not radio, checkbox or check) the viewer answered,
 * with a whole score from 0 to the question's points. Null when the review may be stored.
 */
export function examReviewProblem(
  questions: readonly ScoredQuestion[],
  answers: readonly SerializedAnswer[],
  questionId: string,
  score: number,
): ExamReviewProblem | null {
  const question = questions.find((candidate) => candidate.questionId === questionId);
  if (!question) return "unknownQuestion";
  if (isAutoScored(question.questionType)) return "autoScored";
  const answer = answers.find((candidate) => candidate.questionId === questionId);
  const answered = answer !== undefined && ((answer.answerContent ?? "").trim() !== "" || (answer.customAnswerContent ?? "").trim() !== "");
  if (!answered) return "unanswered";
  if (!Number.isInteger(score) || score < 0 || score > question.points) return "score";
  return null;
}
