import type { AnswerErrorKey, AnswerInput } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { ExamPaper, ExamScore } from "./ports";

/**
 * "idle" before start or without an exam; "loading" while the current exam loads; "answering"
 * while the time runs; "closed" when it ran out or the organiser ended it (not submitted);
 * "submitted" once the score page is known; "error" when loading failed (`retry()`).
 */
export type ExamPhase = "idle" | "loading" | "answering" | "closed" | "submitted" | "error";

export interface ExamState {
  readonly phase: ExamPhase;
  readonly exam: ExamPaper | null;
  /** What the viewer entered, by question id. */
  readonly inputs: Readonly<Record<string, AnswerInput>>;
  /** Whole seconds left while answering. */
  readonly secondsLeft: number;
  /** What is wrong with the answers (shown after a submit attempt), by question id. */
  readonly problems: Readonly<Record<string, AnswerErrorKey>>;
  readonly submitting: boolean;
  readonly score: ExamScore | null;
  /** Message key of the last refused submit, null when none. */
  readonly errorKey: string | null;
}

export const INITIAL_EXAM: ExamState = {
  phase: "idle",
  exam: null,
  inputs: {},
  secondsLeft: 0,
  problems: {},
  submitting: false,
  score: null,
  errorKey: null,
};

/** Outcome of `submit`. */
export type ExamSubmitResult = "submitted" | "rejected";

/**
 * The exam of the room being watched (EXAM, decision 0029), a room feature and toolbar tool.
 * `start` loads the room's latest exam and follows EXAM pushes; a started exam pops the panel up
 * and shows the badge; the countdown closes it when the time is up. `submit` checks the answers
 * (§5 rules), runs the §4 interception ("collectForm") and sends the §5 serialization once.
 */
export interface ExamService extends ToolbarTool {
  readonly state$: Observable<ExamState>;
  setAnswer(questionId: string, input: AnswerInput): void;
  submit(): Promise<ExamSubmitResult>;
  retry(): Promise<void>;
}
