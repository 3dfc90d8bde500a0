import {
  ApiFailure,
  DEFAULT_ERROR_KEY,
  errorCodeKey,
  examSecondsLeft,
  serializeAnswers,
  validateAnswers,
  WS_TOPIC,
  type AnswerInput,
} from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, merge, type Observable, type Subscription } from "rxjs";
import { decisionFor } from "../../errors/decision-for";
import type { InterceptAnonymousService } from "../../interception/services";
import type { Clock, TimerHandle } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import { APP_TOKENS } from "../../tokens";
import type { RoomContext } from "../../watch-room/room-context";
import type { ExamApi, ExamPaper, ExamScore } from "./ports";
import { INITIAL_EXAM, type ExamService, type ExamState, type ExamSubmitResult } from "./services";

/** The topics the exam listens to (its registration's `topics`). */
export const EXAM_TOPICS: readonly number[] = [WS_TOPIC.EXAM];

/** The submission answered 203052: this viewer submitted already (another tab): the score is loaded. */
const ALREADY_SUBMITTED = "203052";
/** The exam is over (203053). */
const EXAM_CLOSED = "203053";
/** A login is needed: the exam is for ID viewers only, or the anonymous submissions of this address reached the cap. */
const NEEDS_LOGIN = "120343";
const REFUSAL_CODES: readonly string[] = ["100105", "100109", "100114", "100115", "203051", EXAM_CLOSED];

interface Target {
  readonly eventNumber: string;
  readonly viewerId: string | null;
  readonly eventId: string;
  readonly roomId: string;
  readonly signal: RoomContext["signal"];
}

/**
 * The room's exam (decision 0029). The countdown runs on this page's clock from the server's
 * `remainingMs`, so a wrong local clock changes nothing; the server refuses late answers anyway.
 */
@injectable()
export class Exam implements ExamService {
  private readonly state = new BehaviorSubject<ExamState>(INITIAL_EXAM);
  readonly state$: Observable<ExamState> = this.state.asObservable();
  private readonly attention = new BehaviorSubject<ToolAttention>(NO_ATTENTION);
  readonly attention$: Observable<ToolAttention> = this.attention.asObservable();
  private target: Target | null = null;
  private pushes: Subscription | null = null;
  private timer: TimerHandle | null = null;
  /** Epoch ms on this page's clock when the time is up. */
  private endsAt = 0;

  constructor(
    @inject(APP_TOKENS.ExamApi) private readonly api: ExamApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    const { eventNumber, viewerId, eventId, roomId, signal } = context;
    const target: Target = { eventNumber, viewerId, eventId, roomId, signal };
    this.target = target;
    const pushes = merge(
      this.realtime.pushesOf("examStarted"),
      this.realtime.pushesOf("examEnded"),
      this.realtime.pushesOf("examReviewed"),
    );
    this.pushes = pushes.subscribe((push) => {
      if (!this.live(target)) return;
      if (push.kind === "examStarted") this.show(push.exam, null, true);
      else if (push.kind === "examReviewed") void this.reviewed(target, push.examId, push.viewerId);
      else if (push.examId === this.state.value.exam?.examId) this.close(true);
    });
    this.patch({ phase: "loading" });
    await this.load(target);
  }

  setAnswer(questionId: string, input: AnswerInput): void {
    if (this.state.value.phase !== "answering") return;
    const problems = Object.fromEntries(Object.entries(this.state.value.problems).filter(([id]) => id !== questionId));
    this.patch({ inputs: { ...this.state.value.inputs, [questionId]: input }, problems });
  }

  async submit(): Promise<ExamSubmitResult> {
    const target = this.target;
    const { exam, inputs, phase, submitting } = this.state.value;
    if (!target || !exam || phase !== "answering" || submitting) return "rejected";
    const problems = validateAnswers(exam.questions, inputs);
    if (Object.keys(problems).length > 0) {
      this.patch({ problems });
      return "rejected";
    }
    this.patch({ submitting: true, errorKey: null, problems: {} });
    // An exam for ID viewers only is judged as a login: an anonymous viewer is sent to the way in.
    const allowed = await this.intercept.guard(target.eventNumber, exam.idViewersOnly ? "login" : "collectForm").catch(() => false);
    if (!this.live(target)) return "rejected";
    if (!allowed) {
      this.patch({ submitting: false });
      return "rejected";
    }
    try {
      const score = await this.api.submit(target.eventId, target.roomId, exam.examId, serializeAnswers(exam.questions, inputs));
      if (!this.live(target)) return "submitted";
      this.stopTimer();
      this.patch({ phase: "submitted", score, submitting: false });
      return "submitted";
    } catch (error: unknown) {
      if (!this.live(target)) return "rejected";
      const code = error instanceof ApiFailure ? error.code : null;
      this.patch({ submitting: false, errorKey: failureKey(error) });
      if (code === ALREADY_SUBMITTED) await this.load(target);
      else if (code === EXAM_CLOSED) this.close(false);
      return "rejected";
    }
  }

  async retry(): Promise<void> {
    const target = this.target;
    if (!target || this.state.value.phase !== "error") return;
    this.patch({ phase: "loading" });
    await this.load(target);
  }

  seen(): void {
    if (this.attention.value.badge) this.attention.next({ ...this.attention.value, badge: false });
  }

  dispose(): void {
    this.stopTimer();
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.target = null;
    if (this.state.value !== INITIAL_EXAM) this.state.next(INITIAL_EXAM);
    if (this.attention.value !== NO_ATTENTION) this.attention.next(NO_ATTENTION);
  }

  /**
   * The organiser reviewed a text answer (decision 0042): the push names the viewer, never the
   * score, so this viewer's page reloads its own score page (the pending line goes as the last
   * answer is reviewed) and badges the button; other viewers' reviews change nothing here.
   */
  private async reviewed(target: Target, examId: string, viewerId: string): Promise<void> {
    const { exam, phase } = this.state.value;
    if (viewerId !== target.viewerId || exam?.examId !== examId || phase !== "submitted") return;
    await this.load(target);
    if (this.live(target) && this.state.value.phase === "submitted") this.attention.next({ ...this.attention.value, badge: true });
  }

  private async load(target: Target): Promise<void> {
    try {
      const { exam, score } = await this.api.current(target.eventId, target.roomId);
      if (!this.live(target)) return;
      if (exam === null) this.patch({ ...INITIAL_EXAM });
      else this.show(exam, score, false);
    } catch {
      if (this.live(target)) this.patch({ phase: "error" });
    }
  }

  /** Shows an exam: the score page when submitted, else answering (popping up when `started`) or closed. */
  private show(exam: ExamPaper, score: ExamScore | null, started: boolean): void {
    this.stopTimer();
    const same = this.state.value.exam?.examId === exam.examId;
    const base = { exam, score, submitting: false, errorKey: null, problems: {}, inputs: same ? this.state.value.inputs : {} };
    if (score) {
      this.patch({ ...base, phase: "submitted", secondsLeft: 0 });
      return;
    }
    this.endsAt = this.clock.now() + exam.remainingMs;
    const secondsLeft = examSecondsLeft({ endTime: this.endsAt, ended: exam.ended }, this.clock.now());
    if (secondsLeft === 0) {
      this.patch({ ...base, phase: "closed", secondsLeft });
      return;
    }
    this.patch({ ...base, phase: "answering", secondsLeft });
    // Started now: it pops up. Found open when the page opened: announced (badge, toast) instead.
    if (started) this.attention.next({ badge: true, popUp: exam.examId });
    else if (!same) this.attention.next({ badge: true, popUp: this.attention.value.popUp, announce: exam.examId });
    this.tick();
  }

  private tick(): void {
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      const exam = this.state.value.exam;
      if (!exam || this.state.value.phase !== "answering") return;
      const secondsLeft = examSecondsLeft({ endTime: this.endsAt, ended: exam.ended }, this.clock.now());
      if (secondsLeft === 0) this.close(false);
      else {
        this.patch({ secondsLeft });
        this.tick();
      }
    }, 1000);
  }

  /** The time ran out or the organiser ended it (`ended`). */
  private close(ended: boolean): void {
    this.stopTimer();
    const { exam, phase } = this.state.value;
    if (!exam) return;
    const closed = ended ? { ...exam, ended: true, remainingMs: 0 } : exam;
    this.patch({ exam: closed, secondsLeft: 0, ...(phase === "answering" ? { phase: "closed" as const } : {}) });
  }

  private stopTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private live(target: Target): boolean {
    return this.target === target && !target.signal.aborted;
  }

  private patch(change: Partial<ExamState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

function failureKey(error: unknown): string {
  if (error instanceof ApiFailure && error.code === NEEDS_LOGIN) return "tool.error.loginNeeded";
  if (error instanceof ApiFailure && REFUSAL_CODES.includes(error.code)) return errorCodeKey(error.code);
  return decisionFor(error).messageKey ?? DEFAULT_ERROR_KEY;
}
