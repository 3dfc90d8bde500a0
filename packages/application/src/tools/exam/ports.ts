import type { ExamMark, Question, SerializedAnswer } from "@livehall/domain";

/** One question of a paper: a §3 question and what it is worth. */
export interface ExamQuestion extends Question {
  readonly points: number;
}

/** An exam's paper as the server answers or pushes it (no key). */
export interface ExamPaper {
  readonly examId: string;
  readonly title: string;
  readonly questions: readonly ExamQuestion[];
  readonly seconds: number;
  /** The organiser ended it early. */
  readonly ended: boolean;
  /** Ms left to answer when the server answered: the countdown starts from it on this page's clock. */
  readonly remainingMs: number;
  readonly maxScore: number;
  /** The organiser's "ID viewers only": an anonymous viewer is asked to log in before submitting. */
  readonly idViewersOnly: boolean;
}

/** How one question was scored, with its key (choice types) once submitted. */
export interface ExamQuestionScore {
  readonly questionId: string;
  readonly mark: ExamMark;
  readonly points: number;
  readonly earned: number;
  readonly correctOptionIds: readonly string[];
}

/** The viewer's score page. */
export interface ExamScore {
  readonly examId: string;
  readonly score: number;
  readonly maxScore: number;
  /** Points of text answers waiting for the organiser's review. */
  readonly pendingPoints: number;
  readonly questions: readonly ExamQuestionScore[];
  /** What the viewer submitted (§5). */
  readonly answers: readonly SerializedAnswer[];
}

/**
 * The room's exam calls (decision 0029). They reject with the domain's `ApiFailure` (refusals:
 * 100109 an answer that does not fit, 100114 / 100115 interception, 100105 too fast, 203051
 * unknown exam, 203052 submitted already, 203053 over); the adapter adds the bearer token.
 */
export interface ExamApi {
  /** GET /events/{eventId}/rooms/{roomId}/exams/current: the room's latest exam and this viewer's score (null when not submitted). */
  current(eventId: string, roomId: string): Promise<{ readonly exam: ExamPaper | null; readonly score: ExamScore | null }>;
  /** POST …/exams/{examId}/submissions `{answers}` (§5, answered questions only): the score page. */
  submit(eventId: string, roomId: string, examId: string, answers: readonly SerializedAnswer[]): Promise<ExamScore>;
}
