import { resultsVisible, VOTE_TOPIC, voteEndedAt, voteSecondsLeft } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import type { InterceptAnonymousService } from "../../interception/services";
import type { LifetimeSignal } from "../../lifetime";
import type { Clock, TimerHandle } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import { APP_TOKENS } from "../../tokens";
import { NO_ATTENTION, type ToolAttention } from "../../toolbar/toolbar-tool";
import type { RoomContext } from "../../watch-room/room-context";
import type { ViewerVote, VoteData, VoteResults } from "./models";
import type { VoteApi } from "./ports";
import { INITIAL_VOTE_STATE, type VoteService, type VoteState } from "./services";

/** The topics Vote listens to (its registration's `topics`). */
export const VOTE_TOPICS: readonly number[] = [VOTE_TOPIC];

interface Target {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly signal: LifetimeSignal;
}

/** What the feature knows beyond the form: the vote, the viewer's ballot, the newest results. */
interface Known {
  readonly vote: VoteData | null;
  readonly myOptionIds: readonly string[] | null;
  readonly results: VoteResults | null;
}

const NOTHING: Known = { vote: null, myOptionIds: null, results: null };

/**
 * The room's vote (decision 0027), a room feature and toolbar tool. It loads the room's
 * current vote when the room opens and follows VOTE pushes: a start replaces the vote (badge and
 * pop-up), tallies replace the results when newer, an end closes it. The countdown runs on the
 * server's clock (offset from the answers' server time). `submit` asks the §4 interception ("vote")
 * first; a refusal is kept for the panel, and "already voted" or "ended" load the vote again.
 */
@injectable()
export class Vote implements VoteService {
  private readonly state = new BehaviorSubject<VoteState>(INITIAL_VOTE_STATE);
  readonly state$: Observable<VoteState> = this.state.asObservable();
  private readonly attention = new BehaviorSubject<ToolAttention>(NO_ATTENTION);
  readonly attention$: Observable<ToolAttention> = this.attention.asObservable();
  private target: Target | null = null;
  private known: Known = NOTHING;
  private form: Pick<VoteState, "selection" | "submitting" | "refusal"> = { selection: [], submitting: false, refusal: null };
  /** Server clock − local clock, ms. */
  private offset = 0;
  private timer: TimerHandle | null = null;
  private subscriptions: Subscription[] = [];

  constructor(
    @inject(APP_TOKENS.VoteApi) private readonly api: VoteApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const { eventNumber, eventId, roomId, signal } = context;
    this.target = { eventNumber, eventId, roomId, signal };
    this.subscriptions = [
      this.realtime.pushesOf("voteStarted").subscribe(({ vote, results }) => {
        this.syncClock(results.at);
        this.adopt({ vote, myOptionIds: null, results });
        this.attention.next({ badge: true, popUp: vote.voteId });
      }),
      this.realtime.pushesOf("voteTally").subscribe(({ voteId, results }) => {
        if (this.known.vote?.voteId !== voteId) return;
        if (this.known.results !== null && results.at < this.known.results.at) return;
        this.known = { ...this.known, results };
        this.publish();
      }),
      this.realtime.pushesOf("voteEnded").subscribe(({ vote, results }) => {
        if (this.known.vote !== null && this.known.vote.voteId !== vote.voteId) return;
        this.syncClock(results.at);
        this.known = { ...this.known, vote, results };
        this.publish();
      }),
    ];
    void this.load(this.target, true);
  }

  choose(optionId: string): void {
    const { vote } = this.known;
    const current = this.state.value;
    if (!vote || current.ended || current.myOptionIds !== null || current.submitting) return;
    if (!vote.options.some((option) => option.optionId === optionId)) return;
    const chosen = this.form.selection;
    const selection = vote.multiple
      ? chosen.includes(optionId)
        ? chosen.filter((id) => id !== optionId)
        : [...chosen, optionId]
      : [optionId];
    this.form = { ...this.form, selection, refusal: null };
    this.publish();
  }

  async submit(): Promise<boolean> {
    const target = this.target;
    const vote = this.known.vote;
    const current = this.state.value;
    if (!target || !vote || current.ended || current.myOptionIds !== null || current.submitting || this.form.selection.length === 0)
      return false;
    // A vote for ID viewers only is judged as a login: an anonymous viewer is sent to the way in.
    const allowed = await this.intercept.guard(target.eventNumber, vote.idViewersOnly ? "login" : "vote").catch(() => false);
    if (!allowed || this.target !== target) return false;
    const selection = this.form.selection;
    this.form = { ...this.form, submitting: true, refusal: null };
    this.publish();
    const outcome = await this.api
      .cast(target.eventId, target.roomId, vote.voteId, selection)
      .catch(() => ({ ok: false, refusal: "failed" }) as const);
    if (this.target !== target || target.signal.aborted) return false;
    this.form = { ...this.form, submitting: false };
    if (outcome.ok) {
      if (this.known.vote?.voteId === vote.voteId) this.known = { ...this.known, myOptionIds: outcome.optionIds };
      this.publish();
      return true;
    }
    this.form = { ...this.form, refusal: outcome.refusal };
    this.publish();
    if (outcome.refusal === "alreadyVoted" || outcome.refusal === "ended") void this.load(target, false);
    return false;
  }

  seen(): void {
    const { popUp } = this.attention.value;
    if (this.attention.value.badge) this.attention.next({ badge: false, popUp });
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    this.stopTicking();
    this.target = null;
    this.known = NOTHING;
    this.form = { selection: [], submitting: false, refusal: null };
    this.offset = 0;
    if (this.state.value !== INITIAL_VOTE_STATE) this.state.next(INITIAL_VOTE_STATE);
    if (this.attention.value !== NO_ATTENTION) this.attention.next(NO_ATTENTION);
  }

  /** Loads the room's current vote; `opening`: an open vote this viewer has not answered is announced. */
  private async load(target: Target, opening: boolean): Promise<void> {
    const answer: ViewerVote | null | undefined = await this.api.current(target.eventId, target.roomId).catch(() => undefined);
    if (answer === undefined || this.target !== target || target.signal.aborted) return;
    // A vote pushed meanwhile is newer than what the answer may say.
    if (
      answer === null ||
      (this.known.vote !== null && this.known.vote.voteId !== answer.voteId && this.known.vote.startedAt > answer.startedAt)
    )
      return;
    this.offset = answer.serverTime - this.clock.now();
    const { myOptionIds, results, serverTime, ...vote } = answer;
    const newer = this.known.results !== null && results !== null && this.known.results.at > results.at ? this.known.results : results;
    this.adopt({ vote, myOptionIds, results: newer ?? (this.known.vote?.voteId === vote.voteId ? this.known.results : null) });
    // Open when the page opened: announced (badge, toast), not popped up over the page.
    if (opening && myOptionIds === null && voteEndedAt(vote, serverTime) === null)
      this.attention.next({ badge: true, popUp: this.attention.value.popUp, announce: vote.voteId });
  }

  private adopt(known: Known): void {
    const sameVote = this.known.vote?.voteId === known.vote?.voteId;
    this.known = known;
    if (!sameVote) this.form = { selection: [], submitting: false, refusal: null };
    this.publish();
  }

  /** Pushes carry server times: a first estimate of the offset until an answer gives a better one. */
  private syncClock(serverTime: number): void {
    if (this.offset === 0) this.offset = serverTime - this.clock.now();
  }

  private publish(): void {
    const { vote, myOptionIds, results } = this.known;
    const serverNow = this.clock.now() + this.offset;
    // An end the server announced is past, whatever this clock's estimate of the server's says.
    const ended = vote !== null && (vote.endedAt !== null || voteEndedAt(vote, serverNow) !== null);
    const visible = vote !== null && resultsVisible(vote.resultsFor, myOptionIds !== null);
    this.state.next({
      vote,
      myOptionIds,
      selection: myOptionIds ?? this.form.selection,
      results: visible ? results : null,
      resultsHidden: vote !== null && !visible,
      ended,
      secondsLeft: vote === null || ended ? null : voteSecondsLeft(vote, serverNow),
      submitting: this.form.submitting,
      refusal: this.form.refusal,
    });
    this.stopTicking();
    if (vote !== null && vote.endsAt !== null && !ended) {
      const left = vote.endsAt - serverNow;
      this.timer = this.clock.setTimeout(
        () => {
          this.timer = null;
          this.publish();
        },
        left % 1000 || 1000,
      );
    }
  }

  private stopTicking(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
