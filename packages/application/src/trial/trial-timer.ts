import { DURATION_REPORT_MS, TRIAL_TICK_MS, USER_TYPE, trialRemainingSeconds } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { Subject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { SessionApi, WatchedTimeStore } from "../session/ports";
import type { LoginPromptService } from "../login/services";
import type { OpenRoom } from "../open-room/open-room";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { ThrottledState } from "./throttled-state";
import type { TrialState, TrialTimerService } from "./services";

const INACTIVE: TrialState = { active: false, remainingSeconds: 0, ended: false };
const REPORT_SECONDS = DURATION_REPORT_MS / 1000;

/** The trial being counted for one event. */
interface Trial {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly trialSeconds: number;
  watched: number;
  /** Watched seconds not yet reported to the server. */
  unreported: number;
  ended: boolean;
}

/**
 * The anonymous trial (§3 tryFlag/tryDuration, §4 play flow, §6): only for an anonymous audience
 * on an event with a trial. Remaining = trial seconds − watched seconds stored for the event.
 * While the video plays a 1 s tick adds the time that passed, stores it and emits the remaining
 * time (at most once per second); every 10 s of play it is reported to the server (duration dots,
 * silent on error). At zero the trial ends: `disabled$` emits once, the player must not start,
 * and the login prompt opens.
 */
@injectable()
export class TrialTimer implements TrialTimerService {
  private readonly state: ThrottledState<TrialState>;
  readonly state$: Observable<TrialState>;
  private readonly disabled = new Subject<void>();
  readonly disabled$: Observable<void> = this.disabled.asObservable();
  private trial: Trial | null = null;
  /** Bumped by begin/end so a begin still resolving does not start a trial that was ended. */
  private generation = 0;
  private watching = false;
  private tick: TimerHandle | null = null;
  private lastTickAt = 0;
  private room: { readonly roomId: string; readonly pageSession: string } | null = null;
  private openedRoom: { readonly roomId: string; readonly pageSession: string } | null = null;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.WatchedTimeStore) private readonly watchedTimes: WatchedTimeStore,
    @inject(APP_TOKENS.SessionApi) private readonly sessionApi: SessionApi,
    @inject(APP_TOKENS.LoginPrompt) private readonly loginPrompt: LoginPromptService,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.OpenRoom) @optional() openRoom: OpenRoom | undefined,
  ) {
    this.state = new ThrottledState(INACTIVE, clock, TRIAL_TICK_MS);
    this.state$ = this.state.value$;
    openRoom?.state$.subscribe((opened) => {
      this.openedRoom = opened.status === "ready" ? { roomId: opened.value.room.roomId, pageSession: opened.value.room.pageSession } : null;
    });
  }

  /** Starts the trial of an event for this page (ends a previous one). Resolves when known. */
  async begin(eventNumber: string): Promise<void> {
    this.end();
    const generation = this.generation;
    // A failure is the page's to report when it resolves the event itself.
    const brief = await this.resolveEvent.resolve(eventNumber).then(
      (resolved) => resolved.brief,
      () => null,
    );
    if (!brief || generation !== this.generation) return;
    const { event, viewer } = brief;
    if (viewer?.userType !== USER_TYPE.ANONYMOUS_AUDIENCE || !event.trial.enabled) return;
    const watched = this.watchedTimes.get(eventNumber);
    this.trial = { eventNumber, eventId: event.eventId, trialSeconds: event.trial.seconds, watched, unreported: 0, ended: false };
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

  setRoom(roomId: string, pageSession: string): void {
    this.room = { roomId, pageSession };
  }

  /** The page leaves: counts and reports what was watched, and stops. */
  end(): void {
    this.generation += 1;
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
    this.report(true);
  }

  /** Adds the time since the last count, stores it and publishes the remaining time. */
  private count(): void {
    const trial = this.trial;
    if (!trial || trial.ended) return;
    const now = this.clock.now();
    const seconds = Math.max(0, (now - this.lastTickAt) / 1000);
    this.lastTickAt = now;
    trial.watched += seconds;
    trial.unreported += seconds;
    this.watchedTimes.set(trial.eventNumber, trial.watched);
    const remainingSeconds = trialRemainingSeconds(trial.trialSeconds, trial.watched);
    if (remainingSeconds === 0) {
      this.finish();
      return;
    }
    if (remainingSeconds !== this.state.latest.remainingSeconds) this.state.offer({ active: true, remainingSeconds, ended: false });
    this.report(false);
  }

  /** Trial used up: the disable-trial event (once), the ended state, the login prompt. */
  private finish(): void {
    const trial = this.trial;
    if (!trial || trial.ended) return;
    trial.ended = true;
    if (this.tick !== null) this.clock.clearTimeout(this.tick);
    this.tick = null;
    this.report(true);
    this.state.force({ active: true, remainingSeconds: 0, ended: true });
    this.disabled.next();
    this.loginPrompt.show(trial.eventNumber, "login");
  }

  /** Reports whole unreported seconds: every 10 s of play, or all of them when `flush`. */
  private report(flush: boolean): void {
    const trial = this.trial;
    const room = this.room ?? this.openedRoom;
    if (!trial || !room || !this.sessionApi.reportWatched) return;
    const seconds = Math.floor(trial.unreported);
    if (seconds < 1 || (!flush && seconds < REPORT_SECONDS)) return;
    trial.unreported -= seconds;
    this.sessionApi
      .reportWatched(trial.eventId, { roomId: room.roomId, pageSession: room.pageSession, seconds })
      .catch(() => undefined);
  }
}
