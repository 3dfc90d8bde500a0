import type { Observable } from "rxjs";

export interface TrialState {
  /** The viewer is an anonymous audience on a time-limited trial. */
  readonly active: boolean;
  /** Whole seconds left (tryDuration × 60 minus the stored watched time), never below 0. */
  readonly remainingSeconds: number;
  /** Trial used up: the player and board player must not start; the login prompt shows. */
  readonly ended: boolean;
}

/**
 * The anonymous trial (§3, §4, §6). `begin` reads the event; while `setWatching(true)` the watched
 * time grows and is stored; the state is emitted at most once per second; at zero `disabled$`
 * emits (the disable-trial event) and the login prompt opens.
 */
export interface TrialTimerService {
  readonly state$: Observable<TrialState>;
  readonly disabled$: Observable<void>;
  begin(eventNumber: string): Promise<void>;
  setWatching(watching: boolean): void;
  end(): void;
}
