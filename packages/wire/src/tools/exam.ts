import type { AnswerDTO, QuestionDTO } from "../session";

/**
 * Exams (the EXAM toolbar button; ours, decision 0029): the organiser starts a timed paper of §3
 * questions, each viewer submits once (§5 answers), choice questions are scored against the key
 * at once and text ones wait for review. Pushed on EXAM (20305) as {@link ExamBody}. The key is
 * never sent before the viewer submitted.
 */

/** Most questions a paper has. */
export const MAX_EXAM_QUESTIONS = 50;
/** Most options one question has. */
export const MAX_EXAM_OPTIONS = 20;
/** Most points one question is worth. */
export const MAX_EXAM_POINTS = 100;
/** Longest and shortest time limits (seconds). */
export const MIN_EXAM_SECONDS = 10;
export const MAX_EXAM_SECONDS = 4 * 60 * 60;
/** A submission this late (ms) after the time limit still counts: network latency, not a second chance. */
export const EXAM_GRACE_MS = 2000;
/** A viewer may try to submit this many times … */
export const EXAM_SUBMIT_RATE_COUNT = 60;
/** … within this window (ms). */
export const EXAM_SUBMIT_RATE_WINDOW_MS = 60_000;

/** Body codes of the exam calls (ours). */
export const EXAM_CODES = {
  /** The exam does not exist in this room (HTTP 404). */
  examNotFound: "203051",
  /** This viewer already submitted (HTTP 409). */
  alreadySubmitted: "203052",
  /** The exam ended or its time is up (HTTP 409). */
  examClosed: "203053",
  /** Review: the viewer has no submission of this exam (HTTP 404, decision 0042). */
  submissionNotFound: "203054",
} as const;

/** One question of a paper as viewers see it (a §3 question plus its points). */
export interface ExamQuestionDTO extends QuestionDTO {
  points: number;
}

/** The paper as viewers see it: no key. */
export interface ExamPaperDTO {
  examId: string;
  title: string;
  questions: ExamQuestionDTO[];
  /** The time limit in seconds. */
  seconds: number;
  /** Epoch ms. */
  startTime: number;
  /** Epoch ms: submissions after it (plus {@link EXAM_GRACE_MS}) are refused. */
  endTime: number;
  /** 1 = the organiser ended it early. */
  endedFlag: number;
  /** Ms left to answer when the server answered (0 when over): clients count down from it, whatever their clock says. */
  remainingMs: number;
  maxScore: number;
  /** The organiser's "ID viewers only": anonymous viewers are asked to log in before submitting (decision 0060). */
  idViewersOnly: boolean;
}

/** How one question was scored. */
export type ExamMark = "correct" | "partial" | "wrong" | "pending" | "reviewed" | "unanswered";

export interface ExamQuestionScoreDTO {
  questionId: string;
  mark: ExamMark;
  points: number;
  /** Points earned so far (0 for pending). */
  earned: number;
  /** The key of a choice question (shown after submitting), [] otherwise. */
  correctOptionIds: string[];
}

/** The viewer's score page. */
export interface ExamScoreDTO {
  examId: string;
  score: number;
  maxScore: number;
  /** Points of answered text questions waiting for review. */
  pendingPoints: number;
  /** Epoch ms. */
  submitTime: number;
  questions: ExamQuestionScoreDTO[];
  answers: AnswerDTO[];
}

/** GET /events/{eventId}/rooms/{roomId}/exams/current → data: the room's latest exam and this viewer's score. */
export interface CurrentExamDTO {
  exam: ExamPaperDTO | null;
  score: ExamScoreDTO | null;
}

/** POST …/exams/{examId}/submissions body: §5 answers, answered questions only. */
export interface SubmitExamRequestDTO {
  answers: AnswerDTO[];
}

/** EXAM push: an exam started (the paper) or ended. */
export type ExamBody =
  | { type: "started"; exam: ExamPaperDTO }
  | { type: "ended"; examId: string }
  /** The organiser reviewed a text answer of `liveUserId` (decision 0042): only that viewer reloads their score page; no score rides the push. */
  | { type: "reviewed"; examId: string; liveUserId: string };

/** Admin: POST …/exams/{examId}/reviews body (decision 0042): a text answer's score, 0 to the question's points; a second review replaces. */
export interface ExamReviewRequestDTO {
  liveUserId: string;
  questionId: string;
  score: number;
}

/** Admin: one question of a paper as given (ids made when absent). */
export interface ExamQuestionInputDTO {
  questionId?: string;
  questionHeading: string;
  questionType: number;
  requiredFlag?: number;
  questionOptionRestricted?: number;
  /** Radio / checkbox / check: the options; `correct` marks the key (radio: exactly one). */
  options?: { optionId?: string; optionContent: string; correct?: boolean }[];
  /** Default 1 for choice questions, 0 for text ones. */
  points?: number;
}

/** Admin: POST …/exams body (starts it at once; a running exam of the room ends). */
export interface StartExamRequestDTO {
  title: string;
  seconds: number;
  questions: ExamQuestionInputDTO[];
  /** "ID viewers only" (decision 0060): anonymous submissions are refused with 403 120343, a login. */
  idViewersOnly?: boolean;
}

/** Admin: the paper with its key. */
export interface AdminExamDTO extends ExamPaperDTO {
  keys: Record<string, string[]>;
}

/** Admin: GET …/exams/{examId}/results. */
export interface ExamResultsDTO {
  exam: AdminExamDTO;
  submissions: {
    audienceId: string;
    nickName: string;
    score: number;
    pendingPoints: number;
    submitTime: number;
    answers: AnswerDTO[];
  }[];
  averageScore: number;
  /** Of `submissions`, those of anonymous viewers (capped per client address, decision 0060). */
  anonymousAnswers: number;
}

const room = (eventId: string, roomId: string): string => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}`;

/** Viewer paths of the exam calls (under /api). */
export const EXAM_PATHS = {
  current: (eventId: string, roomId: string) => `${room(eventId, roomId)}/exams/current`,
  submissions: (eventId: string, roomId: string, examId: string) =>
    `${room(eventId, roomId)}/exams/${encodeURIComponent(examId)}/submissions`,
} as const;
