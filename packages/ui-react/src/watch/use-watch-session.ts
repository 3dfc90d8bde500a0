import { APP_TOKENS, NO_ACCESS_TOKEN_MESSAGE, type TrialState } from "@livehall/application";
import { useEffect } from "react";
import { usePlayerStatus } from "../player/use-player-status";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const NO_TRIAL: TrialState = { active: false, remainingSeconds: 0, ended: false, gate: "login" };

/**
 * What a watch page keeps running while it is shown: the token refresh (SessionKeeper; without a
 * token OpenRoom sends the viewer to the access page, so that refusal is expected here), the
 * second-tab guard (TabGuard) and the trial clock (TrialTimer), which counts while the video
 * plays. Returns whether the trial is used up (the player must then not start).
 */
export function useWatchSession(eventNumber: string): { readonly trialEnded: boolean } {
  const keeper = useService(APP_TOKENS.SessionKeeper);
  const tabGuard = useService(APP_TOKENS.TabGuard);
  const trial = useService(APP_TOKENS.TrialTimer);
  const playStream = useService(APP_TOKENS.PlayStream);
  const playing = usePlayerStatus(playStream) === "playing";
  const trialEnded = useObservable(trial.state$, NO_TRIAL).ended;

  useEffect(() => {
    try {
      keeper.start(eventNumber);
    } catch (error) {
      if (!(error instanceof Error && error.message === NO_ACCESS_TOKEN_MESSAGE)) throw error;
    }
    return () => {
      keeper.stop();
    };
  }, [keeper, eventNumber]);

  useEffect(() => tabGuard.watch(eventNumber), [tabGuard, eventNumber]);

  useEffect(() => {
    void trial.begin(eventNumber);
    return () => {
      trial.end();
    };
  }, [trial, eventNumber]);

  useEffect(() => {
    trial.setWatching(playing);
  }, [trial, playing]);

  return { trialEnded };
}
