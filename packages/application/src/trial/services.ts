import type { AccessConfig, PersonalBrief, TrialGate } from "@livehall/domain";
import type { Observable } from "rxjs";

export interface TrialState {
  /** The viewer is an anonymous audience on a time-limited trial. */
  readonly active: boolean;
  /**
   * Whole seconds left, never below 0: the server's end once known (it counts on its own clock from
   * the first play address), else tryDuration × 60 minus the watched time stored on this device.
   */
  readonly remainingSeconds: number;
  /** Trial used up: the player and board player must not start; the event's gate opens. */
  readonly ended: boolean;
  /** The way in after the trial: the code login, the password form, or the event's access page. */
  readonly gate: TrialGate;
}

/**
 * The anonymous trial (§3, §4, §6). `begin` reads the event; the trial ends at the one moment the
 * server ends it (its addresses expire then), counted down on the wall clock once the server's
 * clock is known and, before, while `setWatching(true)`; the state is emitted at most once per
 * second; at zero `disabled$` emits (the disable-trial event) and the event's gate opens.
 */
export interface TrialTimerService {
  readonly state$: Observable<TrialState>;
  readonly disabled$: Observable<void>;
  begin(eventNumber: string): Promise<void>;
  setWatching(watching: boolean): void;
  /**
   * The server refused media because the trial is used up (body 100107, asked again after a 403 of
   * an address that ended with the trial): the trial ends now. Before `begin` has resolved it ends
   * as soon as it does.
   */
  serverEnded(eventNumber: string): void;
  end(): void;
}

/**
 * Whether a viewer with a token is kept at the event's gate because its trial is used up (§4: after
 * the trial the gate of the event — the password form of a password event — not the trial again).
 * Consulted by the access flow; apps without a trial clock leave it out.
 */
export interface SpentTrialService {
  keepsAtGate(brief: PersonalBrief, access: AccessConfig): boolean;
}
