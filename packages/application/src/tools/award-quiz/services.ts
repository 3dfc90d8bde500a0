import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";

export interface QuizWinner {
  readonly viewerId: string;
  readonly nickname: string;
  /** 1 for the first correct answer the server received. */
  readonly rank: number;
}

/** An award quiz as the server answers it; `remainingMs` counts from when the answer arrived. */
export interface AwardQuiz {
  readonly quizId: string;
  readonly question: string;
  readonly options: readonly string[];
  readonly winnerCount: number;
  readonly status: "open" | "ended";
  readonly remainingMs: number;
  readonly answerCount: number;
  /** The correct option (1-based) once ended, else 0. */
  readonly correctOption: number;
  readonly winners: readonly QuizWinner[];
  /** The organiser's "ID viewers only": an anonymous viewer is asked to log in before answering. */
  readonly idViewersOnly: boolean;
}

/** This viewer's answer: option 0 when none; rank once among the winners. */
export interface QuizAnswer {
  readonly option: number;
  readonly rank: number | null;
}

export interface CurrentAwardQuiz {
  readonly quiz: AwardQuiz | null;
  readonly mine: QuizAnswer;
}

export interface AwardQuizState {
  readonly quiz: AwardQuiz | null;
  /** Time left on the countdown (ms), ticking each second; 0 once over. */
  readonly remainingMs: number;
  /** Open and not yet over by the local countdown: answers are taken. */
  readonly open: boolean;
  readonly mine: QuizAnswer;
  readonly sending: boolean;
  /** Message key of the last answer's failure, else null. */
  readonly error: string | null;
}

export const INITIAL_AWARD_QUIZ: AwardQuizState = {
  quiz: null,
  remainingMs: 0,
  open: false,
  mine: { option: 0, rank: null },
  sending: false,
  error: null,
};

/**
 * The VIE_ANSWER toolbar tool: the room's latest award quiz with its countdown, the viewer's one
 * answer, and the winners as the server pushes them.
 */
export interface AwardQuizService extends ToolbarTool {
  readonly state$: Observable<AwardQuizState>;
  /** Intent: the viewer picks option `option` (1-based); the §4 interception runs first. Resolves whether it was taken. */
  answer(option: number): Promise<boolean>;
}
