import { TRIAL_TICK_MS, USER_TYPE, trialRemainingSeconds } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { Subject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { WatchedTimeStore } from "../session/ports";
import type { LoginPromptService } from "../login/services";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { Lifetime } from "../lifetime";
import { ThrottledState } from "./throttled-state";
import type { TrialState, TrialTimerService } from "./services";

const INACTIVE: TrialState = { active: false, remainingSeconds: 0, ended: false };

/** The trial being counted for one event. */
interface Trial {
  readonly eventNumber: string;
  readonly trialSeconds: number;
  watched: number;
  ended: boolean;
}

/**
 * The anonymous trial (§3 tryFlag/tryDuration, §4 play flow, §6): only for an anonymous audience
 * on an event with a trial. Remaining = trial seconds − watched seconds stored for the event.
 * While the video plays a 1 s tick adds the time that passed, stores it and emits the remaining
 * time (at most once per second). The server hears of the watched time from WatchDuration's
 * duration dots (every viewer's, so a trial viewer is not reported twice). At zero the trial ends: `disabled$` emits once, the player must not start,
 * and the login prompt opens.
 */
@injectable()
export class TrialTimer implements TrialTimerService {
  private readonly state: ThrottledState<TrialState>;
  readonly state$: Observable<TrialState>;
  private readonly disabled = new Subject<void>();
  readonly disabled$: Observable<void> = this.disabled.asObservable();
  private trial: Trial | null = null;
  /** The lifetime of the page's trial: `end` (or the next `begin`) aborts it, so a begin still resolving starts nothing. */
  private lifetime: Lifetime | null = null;
  private watching = false;
  private tick: TimerHandle | null = null;
  private lastTickAt = 0;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.WatchedTimeStore) private readonly watchedTimes: WatchedTimeStore,
    @inject(APP_TOKENS.LoginPrompt) private readonly loginPrompt: LoginPromptService,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.state = new ThrottledState(INACTIVE, clock, TRIAL_TICK_MS);
    this.state$ = this.state.value$;
  }

  /** Starts the trial of an event for this page (ends a previous one). Resolves when known. */
  async begin(eventNumber: string): Promise<void> {
    this.end();
    const lifetime = new Lifetime();
    this.lifetime = lifetime;
    // A failure is the page's to report when it resolves the event itself.
    const brief = await this.resolveEvent.resolve(eventNumber).then(
      (resolved) => resolved.brief,
      () => null,
    );
    if (!brief || lifetime.aborted) return;
    const { event, viewer } = brief;
    if (viewer?.userType !== USER_TYPE.ANONYMOUS_AUDIENCE || !event.trial.enabled) return;
    const watched = this.watchedTimes.get(eventNumber);
    this.trial = { eventNumber, trialSeconds: event.trial.seconds, watched, ended: false };
    const remainingSeconds = trialRemainingSeconds(event.trial.seconds, watched);
    if (remainingSeconds === 0) {
      this.finish();
      return;
    }
    this.state.force({ active: true, remainingSeconds, ended: false });
    if (this.watching) this.startTicking();
  }

  /** The video plays (true) or not: time counts only while it plays. */
  setWatching(watching: boolean): void {
    this.watching = watching;
    if (watching) this.startTicking();
    else this.stopTicking();
  }

  /** The page leaves: counts what was watched, and stops. */
  end(): void {
    this.lifetime?.abort();
    this.lifetime = null;
    this.stopTicking();
    this.trial = null;
    if (this.state.latest !== INACTIVE) this.state.force(INACTIVE);
  }

  private startTicking(): void {
    if (!this.trial || this.trial.ended || this.tick !== null) return;
    this.lastTickAt = this.clock.now();
    this.scheduleTick();
  }

  private scheduleTick(): void {
    this.tick = this.clock.setTimeout(() => {
      this.tick = null;
      this.count();
      if (this.trial && !this.trial.ended) this.scheduleTick();
    }, TRIAL_TICK_MS);
  }

  private stopTicking(): void {
    if (this.tick === null) return;
    this.clock.clearTimeout(this.tick);
    this.tick = null;
    this.count();
  }

  /** Adds the time since the last count, stores it and publishes the remaining time. */
  private count(): void {
    const trial = this.trial;
    if (!trial || trial.ended) return;
    const now = this.clock.now();
    const seconds = Math.max(0, (now - this.lastTickAt) / 1000);
    this.lastTickAt = now;
    trial.watched += seconds;
    this.watchedTimes.set(trial.eventNumber, trial.watched);
    const remainingSeconds = trialRemainingSeconds(trial.trialSeconds, trial.watched);
    if (remainingSeconds === 0) {
      this.finish();
      return;
    }
    if (remainingSeconds !== this.state.latest.remainingSeconds) this.state.offer({ active: true, remainingSeconds, ended: false });
  }

  /** Trial used up: the disable-trial event (once), the ended state, the login prompt. */
  private finish(): void {
    const trial = this.trial;
    if (!trial || trial.ended) return;
    trial.ended = true;
    if (this.tick !== null) this.clock.clearTimeout(this.tick);
    this.tick = null;
    this.state.force({ active: true, remainingSeconds: 0, ended: true });
    this.disabled.next();
    this.loginPrompt.show(trial.eventNumber, "login");
  }
}
