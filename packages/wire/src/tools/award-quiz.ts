import { toolRoomPath } from "./tool-room-path";

/**
 * Award quiz, the VIE_ANSWER button (decision 0028): a question with options and a
 * countdown; the first N correct answers win, ordered by the database's sequence of receipt.
 * Pushed on AWARD_QUIZ 20321 when it starts, as winners come (coalesced) and when it ends.
 */

export const MAX_QUIZ_QUESTION = 500;
export const MAX_QUIZ_OPTION = 200;
export const MIN_QUIZ_OPTIONS = 2;
export const MAX_QUIZ_OPTIONS = 8;
export const MAX_QUIZ_WINNERS = 100;
export const MAX_QUIZ_SECONDS = 3600;

export interface AwardQuizWinnerDTO {
  liveUserId: string;
  nickName: string;
  /** 1 for the first correct answer received. */
  rank: number;
}

/**
 * One quiz as viewers see it. `remainingMs` is the time left when the answer was made (the client
 * counts down from its own clock); `correctOption` (1-based) is told once it ended, else 0.
 */
export interface AwardQuizDTO {
  quizId: string;
  question: string;
  options: string[];
  winnerCount: number;
  status: "open" | "ended";
  remainingMs: number;
  answerCount: number;
  correctOption: number;
  winners: AwardQuizWinnerDTO[];
  /** The organiser's "ID viewers only": anonymous viewers are asked to log in before answering (decision 0060). */
  idViewersOnly: boolean;
}

/** AWARD_QUIZ push body. */
export interface AwardQuizBody {
  quiz: AwardQuizDTO;
}

/** This viewer's answer: the option (1-based), 0 when none; `rank` once it is among the winners. */
export interface AwardQuizMineDTO {
  option: number;
  rank: number | null;
}

/** GET …/quizzes/current → the room's latest quiz (null: none) and this viewer's answer. */
export interface CurrentAwardQuizDTO {
  quiz: AwardQuizDTO | null;
  mine: AwardQuizMineDTO;
}

/** POST …/quizzes/{quizId}/answers body; answers the viewer's `AwardQuizMineDTO`. */
export interface AwardQuizAnswerRequestDTO {
  option: number;
}

/** Admin POST …/quizzes body: `answer` is the correct option, 1-based. */
export interface StartAwardQuizRequestDTO {
  question: string;
  options: string[];
  answer: number;
  winners: number;
  seconds: number;
  /** "ID viewers only" (decision 0060): anonymous answers are refused with 403 120343, a login. */
  idViewersOnly?: boolean;
}

/** Admin answers: the quiz with its correct option and every answer in the order received. */
export interface AwardQuizAdminDTO extends AwardQuizDTO {
  /** Of `answerCount`, the answers of anonymous viewers (capped per client address, decision 0060). */
  anonymousAnswers: number;
  answers: { seq: number; liveUserId: string; option: number; receivedAt: number }[];
}

export const AWARD_QUIZ_PATHS = {
  current: (eventId: string, roomId: string) => toolRoomPath(eventId, roomId, "quizzes/current"),
  answers: (eventId: string, roomId: string, quizId: string) =>
    toolRoomPath(eventId, roomId, `quizzes/${encodeURIComponent(quizId)}/answers`),
} as const;
