import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Clock } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InterceptAnonymousService } from "../../interception/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { CountdownTicker } from "../countdown-ticker";
import { ToolAttentionState } from "../tool-attention";
import { toolErrorKey } from "../tool-error";
import type { AwardQuizApi } from "./ports";
import { reopenings } from "../../realtime/reopenings";
import { INITIAL_AWARD_QUIZ, type AwardQuiz, type AwardQuizService, type AwardQuizState, type QuizAnswer } from "./services";

/** The topics the award quiz listens to (its registration's `topics`). */
export const AWARD_QUIZ_TOPICS: readonly number[] = [WS_TOPIC.AWARD_QUIZ];

/**
 * The room's award quiz, VIE_ANSWER (decision 0028), a toolbar tool. `start` loads the
 * latest quiz and follows AWARD_QUIZ pushes (each the whole quiz: started, winners so far, ended
 * with the answer); the countdown ticks on the Clock from the server's time left. A new quiz pops
 * the panel up; its end raises the badge. The viewer's one answer goes through the §4
 * interception ("vote") first; the server orders answers by receipt.
 */
@injectable()
export class AwardQuizTool implements AwardQuizService {
  private readonly state = new BehaviorSubject<AwardQuizState>(INITIAL_AWARD_QUIZ);
  readonly state$: Observable<AwardQuizState> = this.state.asObservable();
  private readonly attention = new ToolAttentionState();
  readonly attention$: Observable<ToolAttention> = this.attention.attention$;
  private readonly ticker: CountdownTicker;
  private subscription: Subscription | null = null;
  private context: RoomContext | null = null;

  constructor(
    @inject(APP_TOKENS.AwardQuizApi) private readonly api: AwardQuizApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {
    this.ticker = new CountdownTicker(clock);
  }

  async start(context: RoomContext): Promise<void> {
    this.dispose();
    this.context = context;
    const subscription = new Subscription();
    subscription.add(
      this.realtime.pushesOf("awardQuizChanged").subscribe(({ quiz }) => {
        this.arrived(quiz);
      }),
    );
    subscription.add(
      reopenings(this.realtime.state$).subscribe(() => {
        void this.load(context);
      }),
    );
    this.subscription = subscription;
    await this.load(context);
  }

  seen(): void {
    this.attention.seen();
  }

  async answer(option: number): Promise<boolean> {
    const context = this.context;
    const { quiz, open, mine, sending } = this.state.value;
    if (!context || !quiz || !open || mine.option !== 0 || sending) return false;
    if (!Number.isInteger(option) || option < 1 || option > quiz.options.length) return false;
    // A quiz for ID viewers only is judged as a login: an anonymous viewer is sent to the way in.
    const allowed = await this.intercept.guard(context.eventNumber, quiz.idViewersOnly ? "login" : "vote").catch(() => false);
    if (!allowed || this.context !== context) return false;
    this.update({ sending: true, error: null });
    let answer: QuizAnswer;
    try {
      answer = await this.api.answer(context.eventId, context.roomId, quiz.quizId, option);
    } catch (error) {
      if (this.context === context && !context.signal.aborted) this.update({ sending: false, error: toolErrorKey(error) });
      return false;
    }
    if (this.context !== context || context.signal.aborted) return false;
    this.update({ sending: false, mine: this.ranked(answer, this.state.value.quiz) });
    return true;
  }

  dispose(): void {
    this.context = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.ticker.stop();
    this.attention.reset();
    this.state.next(INITIAL_AWARD_QUIZ);
  }

  private async load(context: RoomContext): Promise<void> {
    let current;
    try {
      current = await this.api.current(context.eventId, context.roomId);
    } catch {
      return;
    }
    if (this.context !== context || context.signal.aborted || current.quiz === null) return;
    const known = this.state.value.quiz;
    if (known !== null && known.quizId === current.quiz.quizId && known.status === "ended") return;
    this.show(current.quiz, current.mine);
  }

  private arrived(quiz: AwardQuiz): void {
    if (!this.context) return;
    const known = this.state.value.quiz;
    const isNew = known === null || known.quizId !== quiz.quizId;
    const justEnded = !isNew && known.status === "open" && quiz.status === "ended";
    this.show(quiz, isNew ? { option: 0, rank: null } : this.state.value.mine);
    // A new quiz pops up; its end (the answer told) raises the badge; winners coming in do not.
    if (isNew || justEnded) this.attention.raise(quiz.quizId, isNew && quiz.status === "open");
  }

  private show(quiz: AwardQuiz, mine: QuizAnswer): void {
    const open = quiz.status === "open" && quiz.remainingMs > 0;
    const known = this.state.value.quiz;
    const error = known !== null && known.quizId === quiz.quizId ? this.state.value.error : null;
    this.state.next({
      quiz,
      remainingMs: open ? quiz.remainingMs : 0,
      open,
      mine: this.ranked(mine, quiz),
      sending: this.state.value.sending,
      error,
    });
    this.ticker.stop();
    if (!open) return;
    this.ticker.start(this.clock.now() + quiz.remainingMs, (remainingMs) => {
      this.update({ remainingMs, open: remainingMs > 0 });
    });
  }

  /** The viewer's rank from the winners list when it names them (pushes come after the answer). */
  private ranked(mine: QuizAnswer, quiz: AwardQuiz | null): QuizAnswer {
    const viewerId = this.context?.viewerId ?? null;
    const winner = quiz?.winners.find((item) => item.viewerId === viewerId);
    return winner ? { ...mine, rank: winner.rank } : mine;
  }

  private update(change: Partial<AwardQuizState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
