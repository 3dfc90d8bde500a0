/** How the viewer sorts the questions: most up-votes first, or newest first. */
export type QaOrder = "votes" | "time";

/** One question as the server answers or pushes it (a `QuestionItemDTO` of @livehall/wire, checked). */
export interface QaQuestionData {
  readonly questionId: string;
  /** The asker's viewer id. */
  readonly askerId: string;
  readonly nickname: string;
  readonly content: string;
  /** Epoch ms. */
  readonly askTime: number;
  readonly upVotes: number;
  /** This viewer up-voted it (always false in pushes). */
  readonly upVoted: boolean;
  /** The organiser marked it answered. */
  readonly answered: boolean;
  /** The answer; null when none or private and not this viewer's (pushes never carry a private one). */
  readonly answer: string | null;
  /** The answer is for the asker only. */
  readonly privateAnswer: boolean;
}

/** What a QUESTION_ANSWER push says happened. */
export type QaChange = "asked" | "upVoted" | "answered" | "marked";

/**
 * The room's Q&A calls (decision 0029). They reject with the domain's `ApiFailure` like the other
 * API ports (refusals: 100400 bad text, 100114 / 100115 interception, 100105 too fast, 203201
 * unknown question); the adapter adds the bearer token of the request context's event.
 */
export interface QaApi {
  /** GET /events/{eventId}/rooms/{roomId}/questions?sort=votes|time: the room's questions as this viewer may see them. */
  list(eventId: string, roomId: string, order: QaOrder): Promise<readonly QaQuestionData[]>;
  /** POST …/questions `{content}`: answers the stored question. */
  ask(eventId: string, roomId: string, content: string): Promise<QaQuestionData>;
  /** POST …/questions/{questionId}/up-votes: answers the question's up-vote count (once per viewer). */
  upVote(eventId: string, roomId: string, questionId: string): Promise<{ readonly questionId: string; readonly upVotes: number }>;
}
