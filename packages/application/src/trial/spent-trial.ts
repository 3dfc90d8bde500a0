import { USER_TYPE, trialGateOf, trialSecondsLeft, type AccessConfig, type PersonalBrief } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock } from "../platform/ports";
import type { WatchedTimeStore } from "../session/ports";
import type { SpentTrialService } from "./services";

/**
 * A used-up trial keeps its viewer at the event's gate: an anonymous audience of an event with a
 * trial and an access form (password, white list, sign-up, external auth) whose trial has no second
 * left — by the server's end in the brief, or by the watched time stored on this device, which the
 * trial timer sets to the whole trial when it ends. An event open to all has no form: its viewer
 * goes on to the page, where the trial's end opens the code login.
 */
@injectable()
export class SpentTrial implements SpentTrialService {
  constructor(
    @inject(APP_TOKENS.WatchedTimeStore) private readonly watchedTimes: WatchedTimeStore,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  keepsAtGate({ event, viewer, clockSkewMs }: PersonalBrief, access: AccessConfig): boolean {
    if (!event.trial.enabled || viewer?.userType !== USER_TYPE.ANONYMOUS_AUDIENCE) return false;
    if (trialGateOf(access.accessType) === "login") return false;
    const watched = this.watchedTimes.get(event.eventNumber);
    return trialSecondsLeft(event.trial.seconds, watched, viewer.trialEndsAt ?? null, this.clock.now() + clockSkewMs) === 0;
  }
}
