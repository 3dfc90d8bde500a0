import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { QaOrder, QaQuestionData } from "./ports";

/** A question as the panel shows it. */
export interface QaQuestion extends QaQuestionData {
  /** Asked by the viewer of this page. */
  readonly mine: boolean;
}

/** "idle" before start; "loading" during the first list call; "ready"; "error" (`retry()`). */
export type QaStatus = "idle" | "loading" | "ready" | "error";

export interface QaState {
  readonly status: QaStatus;
  readonly order: QaOrder;
  /** In `order`. */
  readonly questions: readonly QaQuestion[];
  /** An ask is under way. */
  readonly asking: boolean;
  /** Message key of the last refusal (ask or up-vote), null when none. */
  readonly errorKey: string | null;
}

export const INITIAL_QA: QaState = { status: "idle", order: "votes", questions: [], asking: false, errorKey: null };

/** Outcome of `ask`: "asked", or "rejected" (empty or too long, interception, refusal: the text stays). */
export type QaAskResult = "asked" | "rejected";

/**
 * Q&A of the room being watched (ASK_QUESTION, decision 0029), a room feature and toolbar tool.
 * `start` loads the list and follows QUESTION_ANSWER pushes; `ask` and `upVote` run the §4
 * anonymous interception first ("chat" and "like"); `setOrder` sorts by votes or time. The badge
 * shows when a question is answered (a private answer to this viewer is fetched, never pushed).
 */
export interface QaService extends ToolbarTool {
  readonly state$: Observable<QaState>;
  ask(text: string): Promise<QaAskResult>;
  upVote(questionId: string): Promise<void>;
  setOrder(order: QaOrder): void;
  retry(): Promise<void>;
}
