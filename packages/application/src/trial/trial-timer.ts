import { TRIAL_TICK_MS, USER_TYPE, eventPath, trialGateOf, trialSecondsLeft, type PersonalBrief, type TrialGate } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { Subject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway } from "../api/ports";
import type { Clock, Navigator, TimerHandle } from "../platform/ports";
import type { WatchedTimeStore } from "../session/ports";
import type { LoginPromptService } from "../login/services";
import { currentUrl } from "../errors/apply-error-decision";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { Lifetime } from "../lifetime";
import { ThrottledState } from "./throttled-state";
import type { TrialState, TrialTimerService } from "./services";

const INACTIVE: TrialState = { active: false, remainingSeconds: 0, ended: false, gate: "login" };

/** The trial being counted for one event. */
interface Trial {
  readonly eventNumber: string;
  readonly trialSeconds: number;
  readonly gate: TrialGate;
  watched: number;
  /** The server's end of the trial, on its clock; null until the server's trial clock started. */
  serverEndsAt: number | null;
  /** The server clock's lead over ours (ms), from the brief that named `serverEndsAt`. */
  clockSkewMs: number;
  /** The server was asked for its end once the video played (the brief at begin may predate it). */
  askedServer: boolean;
  ended: boolean;
}

/**
 * The anonymous trial (§3 tryFlag/tryDuration, §4 play flow, §6): only for an anonymous audience
 * on an event with a trial. The server ends the trial at one moment — its own clock from the first
 * play address it handed out — and the addresses it signed expire then; this timer ends it at the
 * same moment: the brief names it (`trialEndsAt`), read at begin and asked again once the video
 * first plays, and from then the remaining time counts down on the wall clock, playing or paused.
 * Before the server's end is known the watched time counts (a 1 s tick while the video plays),
 * stored per event; the sooner of the two wins, as on the server. The state is emitted at most
 * once per second. At zero, or when the server refuses media for the trial ({@link serverEnded}),
 * the trial ends: `disabled$` emits once, the player must not start, the whole trial is stored as
 * watched (the access page then keeps the viewer at the gate), and the event's gate opens — the
 * code login for an event open to all, else the access page (the password form of a password event).
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
  /** The event whose server refused media for the trial before `begin` resolved. */
  private refusedBeforeBegin: string | null = null;
  private watching = false;
  private tick: TimerHandle | null = null;
  private lastCountAt = 0;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.WatchedTimeStore) private readonly watchedTimes: WatchedTimeStore,
    @inject(APP_TOKENS.LoginPrompt) private readonly loginPrompt: LoginPromptService,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.ApiGateway) private readonly api: ApiGateway,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
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
    const accessType = await this.resolveEvent.accessConfig(eventNumber).then(
      (access) => access.accessType,
      () => null,
    );
    // `end` or another `begin` came while the access config was read.
    if (this.lifetime !== lifetime) return;
    this.trial = {
      eventNumber,
      trialSeconds: event.trial.seconds,
      gate: accessType === null ? "login" : trialGateOf(accessType),
      watched: this.watchedTimes.get(eventNumber),
      serverEndsAt: null,
      clockSkewMs: brief.clockSkewMs,
      askedServer: false,
      ended: false,
    };
    this.adoptServerEnd(brief);
    const refused = this.refusedBeforeBegin === eventNumber;
    this.refusedBeforeBegin = null;
    if (refused) {
      this.finish();
      return;
    }
    this.lastCountAt = this.clock.now();
    this.count();
    if (this.trial.ended) return;
    if (this.watching) this.askServerEnd();
    this.reschedule();
  }

  /** The video plays (true) or not: before the server's end is known, time counts only while it plays. */
  setWatching(watching: boolean): void {
    this.count();
    this.watching = watching;
    if (watching) this.askServerEnd();
    this.reschedule();
  }

  serverEnded(eventNumber: string): void {
    if (this.trial?.eventNumber === eventNumber) this.finish();
    else if (this.lifetime && !this.lifetime.aborted) this.refusedBeforeBegin = eventNumber;
  }

  /** The page leaves: counts what was watched, and stops. */
  end(): void {
    this.addWatched();
    this.lifetime?.abort();
    this.lifetime = null;
    this.refusedBeforeBegin = null;
    this.stopTicking();
    this.trial = null;
    if (this.state.latest !== INACTIVE) this.state.force(INACTIVE);
  }

  /** Takes the server's end from `brief` when it names one for this trial. */
  private adoptServerEnd(brief: PersonalBrief): void {
    const trial = this.trial;
    const endsAt = brief.viewer?.trialEndsAt;
    if (!trial || endsAt === undefined) return;
    trial.serverEndsAt = endsAt;
    trial.clockSkewMs = brief.clockSkewMs;
  }

  /**
   * Once the video plays the server has handed out an address, so its trial clock runs: the brief
   * read at begin may predate that, so it is asked afresh (once) for the server's end.
   */
  private askServerEnd(): void {
    const trial = this.trial;
    if (!trial || trial.ended || trial.serverEndsAt !== null || trial.askedServer) return;
    trial.askedServer = true;
    void this.api.getPersonalBrief(trial.eventNumber).then(
      (brief) => {
        if (this.trial !== trial || trial.ended) return;
        this.adoptServerEnd(brief);
        if (trial.serverEndsAt === null) {
          // No end yet (the answer raced the first address): asked again at the next play.
          trial.askedServer = false;
          return;
        }
        this.count();
        this.reschedule();
      },
      () => {
        trial.askedServer = false;
      },
    );
  }

  /** The clock runs while the video plays, or always once the server's end is known. */
  private running(): boolean {
    const trial = this.trial;
    return trial !== null && !trial.ended && (this.watching || trial.serverEndsAt !== null);
  }

  /** Ticks at the whole seconds before the server's end (so zero falls on it), else every second. */
  private reschedule(): void {
    this.stopTicking();
    const trial = this.trial;
    if (!trial || !this.running()) return;
    let delay = TRIAL_TICK_MS;
    if (trial.serverEndsAt !== null) {
      const untilEnd = trial.serverEndsAt - (this.clock.now() + trial.clockSkewMs);
      delay = untilEnd <= 0 ? 0 : ((untilEnd - 1) % TRIAL_TICK_MS) + 1;
    }
    this.tick = this.clock.setTimeout(() => {
      this.tick = null;
      this.count();
      this.reschedule();
    }, delay);
  }

  private stopTicking(): void {
    if (this.tick === null) return;
    this.clock.clearTimeout(this.tick);
    this.tick = null;
  }

  /** Adds the time the video played since the last count and stores it. */
  private addWatched(): void {
    const trial = this.trial;
    if (!trial || trial.ended) return;
    const now = this.clock.now();
    if (this.watching) {
      trial.watched += Math.max(0, (now - this.lastCountAt) / 1000);
      this.watchedTimes.set(trial.eventNumber, trial.watched);
    }
    this.lastCountAt = now;
  }

  /** Counts the watched time and publishes the remaining time; at zero the trial ends. */
  private count(): void {
    this.addWatched();
    const trial = this.trial;
    if (!trial || trial.ended) return;
    const now = this.clock.now();
    const remainingSeconds = trialSecondsLeft(trial.trialSeconds, trial.watched, trial.serverEndsAt, now + trial.clockSkewMs);
    if (remainingSeconds === 0) {
      this.finish();
      return;
    }
    const latest = this.state.latest;
    if (!latest.active || remainingSeconds !== latest.remainingSeconds) {
      const next: TrialState = { active: true, remainingSeconds, ended: false, gate: trial.gate };
      if (latest.active) this.state.offer(next);
      else this.state.force(next);
    }
  }

  /** Trial used up: the disable-trial event (once), the ended state, the event's gate. */
  private finish(): void {
    const trial = this.trial;
    if (!trial || trial.ended) return;
    trial.ended = true;
    this.stopTicking();
    // The whole trial counts as watched on this device: the access page keeps the viewer at the gate.
    trial.watched = Math.max(trial.watched, trial.trialSeconds);
    this.watchedTimes.set(trial.eventNumber, trial.watched);
    this.state.force({ active: true, remainingSeconds: 0, ended: true, gate: trial.gate });
    this.disabled.next();
    if (trial.gate === "login") this.loginPrompt.show(trial.eventNumber, "login");
    else
      this.navigator.navigate(eventPath(trial.eventNumber, "access"), {
        replace: true,
        state: { from: currentUrl(this.navigator) },
      });
  }
}
