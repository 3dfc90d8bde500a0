import { ApiFailure, chatTextLength, DEFAULT_ERROR_KEY, errorCodeKey, sortQuestions, upsertQuestion, WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import { decisionFor } from "../../errors/decision-for";
import type { InterceptAnonymousService } from "../../interception/services";
import type { RealtimeSessionService } from "../../realtime/services";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import { APP_TOKENS } from "../../tokens";
import type { RoomContext } from "../../watch-room/room-context";
import type { QaApi, QaChange, QaOrder, QaQuestionData } from "./ports";
import { INITIAL_QA, type QaAskResult, type QaQuestion, type QaService, type QaState } from "./services";

/** The topics Q&A listens to (its registration's `topics`). */
export const QA_TOPICS: readonly number[] = [WS_TOPIC.QUESTION_ANSWER];

/** Longest question (code points), as the server counts (wire MAX_QUESTION_LENGTH). */
export const MAX_QUESTION_TEXT = 300;

/** Message keys of a question refused before it is sent. */
export const QA_TEXT_KEYS = { empty: "qa.error.empty", tooLong: "qa.error.tooLong" } as const;

/** Refusals the server gives for a reason the viewer can act on: shown as `error.code.<code>`. */
const REFUSAL_CODES: readonly string[] = ["100105", "100114", "100115", "203201"];

interface Target {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly viewerId: string | null;
  readonly signal: RoomContext["signal"];
}

/**
 * Q&A of the room (decision 0029): the list sorted as the viewer chose, merged with pushes by
 * question id (a push never clears this viewer's own up-vote mark); a push saying this viewer's
 * question was answered privately makes it fetch the list (the answer is only in its answer).
 */
@injectable()
export class QuestionAnswer implements QaService {
  private readonly state = new BehaviorSubject<QaState>(INITIAL_QA);
  readonly state$: Observable<QaState> = this.state.asObservable();
  private readonly attention = new BehaviorSubject<ToolAttention>(NO_ATTENTION);
  readonly attention$: Observable<ToolAttention> = this.attention.asObservable();
  private target: Target | null = null;
  private pushes: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.QaApi) private readonly api: QaApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    const { eventNumber, eventId, roomId, viewerId, signal } = context;
    const target: Target = { eventNumber, eventId, roomId, viewerId, signal };
    this.target = target;
    this.pushes = this.realtime.pushesOf("questionChanged").subscribe(({ change, question }) => {
      this.absorbPush(target, change, question);
    });
    this.patch({ status: "loading" });
    await this.load(target);
  }

  async ask(text: string): Promise<QaAskResult> {
    const target = this.target;
    if (!target || this.state.value.asking) return "rejected";
    const content = text.trim();
    if (content === "") return this.refuse(QA_TEXT_KEYS.empty);
    if (chatTextLength(content) > MAX_QUESTION_TEXT) return this.refuse(QA_TEXT_KEYS.tooLong);
    this.patch({ asking: true, errorKey: null });
    const allowed = await this.intercept.guard(target.eventNumber, "chat").catch(() => false);
    if (!this.live(target)) return "rejected";
    if (!allowed) {
      this.patch({ asking: false });
      return "rejected";
    }
    try {
      const question = await this.api.ask(target.eventId, target.roomId, content);
      if (!this.live(target)) return "asked";
      this.merge(target, question);
      this.patch({ asking: false });
      return "asked";
    } catch (error: unknown) {
      if (this.live(target)) this.patch({ asking: false, errorKey: failureKey(error) });
      return "rejected";
    }
  }

  async upVote(questionId: string): Promise<void> {
    const target = this.target;
    const question = this.state.value.questions.find((item) => item.questionId === questionId);
    if (!target || !question || question.upVoted) return;
    const allowed = await this.intercept.guard(target.eventNumber, "like").catch(() => false);
    if (!allowed || !this.live(target)) return;
    try {
      const { upVotes } = await this.api.upVote(target.eventId, target.roomId, questionId);
      if (!this.live(target)) return;
      const current = this.state.value.questions.find((item) => item.questionId === questionId) ?? question;
      this.merge(target, { ...current, upVotes: Math.max(upVotes, current.upVotes), upVoted: true });
      this.patch({ errorKey: null });
    } catch (error: unknown) {
      if (this.live(target)) this.patch({ errorKey: failureKey(error) });
    }
  }

  setOrder(order: QaOrder): void {
    if (order === this.state.value.order) return;
    this.patch({ order, questions: sortQuestions(this.state.value.questions, order) });
  }

  async retry(): Promise<void> {
    const target = this.target;
    if (!target || this.state.value.status !== "error") return;
    this.patch({ status: "loading" });
    await this.load(target);
  }

  seen(): void {
    if (this.attention.value.badge) this.attention.next(NO_ATTENTION);
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.target = null;
    if (this.state.value !== INITIAL_QA) this.state.next(INITIAL_QA);
    if (this.attention.value !== NO_ATTENTION) this.attention.next(NO_ATTENTION);
  }

  private async load(target: Target): Promise<void> {
    try {
      const list = await this.api.list(target.eventId, target.roomId, this.state.value.order);
      if (!this.live(target)) return;
      const questions = list.map((question) => mark(question, target));
      this.patch({ status: "ready", questions: sortQuestions(questions, this.state.value.order) });
    } catch {
      if (this.live(target)) this.patch({ status: "error" });
    }
  }

  private absorbPush(target: Target, change: QaChange, question: QaQuestionData): void {
    if (!this.live(target)) return;
    const known = this.state.value.questions.find((item) => item.questionId === question.questionId);
    const mine = target.viewerId !== null && question.askerId === target.viewerId;
    if (change === "answered") this.attention.next({ badge: true, popUp: null });
    if (change === "answered" && mine && question.privateAnswer && question.answer === null) {
      void this.load(target);
      return;
    }
    // A push carries no up-vote mark and no private text: keep what this viewer knows.
    const keepAnswer = question.privateAnswer && question.answer === null && known?.privateAnswer === true ? known.answer : question.answer;
    this.merge(target, { ...question, upVoted: known?.upVoted ?? false, answer: keepAnswer });
  }

  private merge(target: Target, question: QaQuestionData): void {
    const merged = upsertQuestion(this.state.value.questions, mark(question, target));
    this.patch({ questions: sortQuestions(merged, this.state.value.order) });
  }

  private refuse(key: string): QaAskResult {
    this.patch({ errorKey: key });
    return "rejected";
  }

  private live(target: Target): boolean {
    return this.target === target && !target.signal.aborted;
  }

  private patch(change: Partial<QaState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

function mark(question: QaQuestionData, target: Target): QaQuestion {
  return { ...question, mine: target.viewerId !== null && question.askerId === target.viewerId };
}

/** An anonymous up-vote past the cap of the viewer's network (decision 0060): a login lets them vote. */
const LOGIN_NEEDED = "120343";

function failureKey(error: unknown): string {
  if (error instanceof ApiFailure && error.code === LOGIN_NEEDED) return "tool.error.loginNeeded";
  if (error instanceof ApiFailure && REFUSAL_CODES.includes(error.code)) return errorCodeKey(error.code);
  return decisionFor(error).messageKey ?? DEFAULT_ERROR_KEY;
}
