import { APP_TOKENS, type TrialState } from "@livehall/application";
import { useId } from "react";
import { Button } from "../components/Button";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { formatRemaining, minutesToAnnounce } from "./format-remaining";
import "./TrialBanner.css";

const NO_TRIAL: TrialState = { active: false, remainingSeconds: 0, ended: false };

/**
 * The anonymous trial (§4) on the watch page. While it runs: "Trial: 04:59 left" (a timer), with
 * a polite announcement only when the whole minutes left change, not every second. Once used up:
 * in place of the player, "Trial ended — log in to keep watching" with a login button.
 */
export function TrialBanner({ eventNumber }: { readonly eventNumber: string }) {
  const t = useT();
  const trial = useService(APP_TOKENS.TrialTimer);
  const prompt = useService(APP_TOKENS.LoginPrompt);
  const state = useObservable(trial.state$, NO_TRIAL);
  const endedId = useId();

  if (state.ended) {
    return (
      <section className="lh-trial-ended" aria-labelledby={endedId}>
        <p id={endedId} className="lh-trial-ended__text" role="status">
          {t("trial.ended")}
        </p>
        <Button
          onClick={() => {
            prompt.show(eventNumber, "login");
          }}
        >
          {t("trial.login")}
        </Button>
      </section>
    );
  }
  if (!state.active) return null;
  return (
    <div className="lh-trial" aria-label={t("trial.area")} role="group">
      <span role="timer" className="lh-trial__time">
        {t("trial.remaining", { time: formatRemaining(state.remainingSeconds) })}
      </span>
      <span className="lh-visually-hidden" aria-live="polite">
        {t("trial.announce", { minutes: minutesToAnnounce(state.remainingSeconds) })}
      </span>
    </div>
  );
}
