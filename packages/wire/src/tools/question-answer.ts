/**
 * Q&A (the ASK_QUESTION toolbar button; ours, decision 0029): viewers ask, others up-vote, the
 * organiser answers publicly or privately and marks questions answered. Pushed on QUESTION_ANSWER
 * (20320) as {@link QuestionAnswerBody}. A private answer is never pushed: the room hears that the
 * question was answered (`privateAnswerFlag` 1, `answer` null) and the asker fetches the list,
 * which shows a private answer to its asker only.
 */

/** Longest question, in Unicode code points after trimming. */
export const MAX_QUESTION_LENGTH = 300;
/** Longest answer the organiser may give (code points). */
export const MAX_QUESTION_ANSWER_LENGTH = 2000;
/** A viewer may ask this many questions … */
export const QUESTION_RATE_COUNT = 5;
/** … within this window (ms); more answer 100105 (HTTP 429). */
export const QUESTION_RATE_WINDOW_MS = 60_000;
/** A viewer may up-vote this many times … */
export const UP_VOTE_RATE_COUNT = 60;
/** … within this window (ms). */
export const UP_VOTE_RATE_WINDOW_MS = 60_000;
/** Most questions a list answers (the newest ones, then sorted). */
export const MAX_QUESTION_LIST = 200;

/** Body codes of the Q&A calls (ours). */
export const QUESTION_ANSWER_CODES = {
  /** The question does not exist in this room (HTTP 404). */
  questionNotFound: "203201",
} as const;

/** How a list is sorted: most up-votes first (then newest), or newest first. */
export type QuestionSort = "votes" | "time";

/** One question as a viewer sees it (list, ask answer, pushes). */
export interface QuestionItemDTO {
  questionId: string;
  /** The asker's `liveUserId`: the client knows its own questions by it. */
  askerId: string;
  nickName: string;
  content: string;
  /** Epoch ms. */
  askTime: number;
  upVotes: number;
  /** 1 = this viewer up-voted it (0 in pushes). */
  upVotedFlag: number;
  /** 1 = the organiser marked it answered. */
  answeredFlag: number;
  /** The answer when public, or private and this viewer asked; else null. */
  answer: string | null;
  /** 1 = answered privately (only the asker reads the answer). */
  privateAnswerFlag: number;
  /** Epoch ms of the answer, null when none. */
  answerTime: number | null;
}

/** GET /events/{eventId}/rooms/{roomId}/questions?sort=votes|time → data. */
export interface QuestionListDTO {
  list: QuestionItemDTO[];
}

/** POST /events/{eventId}/rooms/{roomId}/questions body. */
export interface AskQuestionRequestDTO {
  content: string;
}

/** POST …/questions/{questionId}/up-votes → data (a second up-vote changes nothing). */
export interface UpVoteResultDTO {
  questionId: string;
  upVotes: number;
  upVotedFlag: number;
}

/** QUESTION_ANSWER push: what happened and the question as everyone may see it. */
export interface QuestionAnswerBody {
  /** asked, upVoted, answered (a public or private answer), marked (answered flag changed). */
  type: "asked" | "upVoted" | "answered" | "marked";
  question: QuestionItemDTO;
}

/** Admin: POST …/questions/{questionId}/answer body. */
export interface AnswerQuestionRequestDTO {
  content: string;
  /** 1 = only the asker reads it. Default 0. */
  privateFlag?: number;
}

/** Admin: POST …/questions/{questionId}/mark body. */
export interface MarkQuestionRequestDTO {
  /** 1 answered (default), 0 not answered. */
  answeredFlag?: number;
}

/** Admin: one question with its answer whatever its privacy. */
export type AdminQuestionDTO = Omit<QuestionItemDTO, "upVotedFlag">;

const room = (eventId: string, roomId: string): string => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}`;

/** Viewer paths of the Q&A calls (under /api). */
export const QUESTION_ANSWER_PATHS = {
  /** GET `?sort=votes|time` the list; POST {content} asks. */
  questions: (eventId: string, roomId: string) => `${room(eventId, roomId)}/questions`,
  /** POST: up-votes the question (once per viewer). */
  upVotes: (eventId: string, roomId: string, questionId: string) =>
    `${room(eventId, roomId)}/questions/${encodeURIComponent(questionId)}/up-votes`,
} as const;
