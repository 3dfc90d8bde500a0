import { APP_TOKENS, type TrialState } from "@livehall/application";
import { eventPath, type TrialGate } from "@livehall/domain";
import { useId } from "react";
import { Button } from "../components/Button";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { formatRemaining, minutesToAnnounce } from "./format-remaining";
import "./TrialBanner.css";

const NO_TRIAL: TrialState = { active: false, remainingSeconds: 0, ended: false, gate: "login" };

/** The ended trial's message and button for each gate. */
const GATE_WORDS: Readonly<Record<TrialGate, { readonly text: string; readonly button: string }>> = {
  login: { text: "trial.ended", button: "trial.login" },
  password: { text: "trial.endedPassword", button: "trial.enterPassword" },
  access: { text: "trial.endedAccess", button: "trial.toAccess" },
};

/**
 * The anonymous trial (§4) on the watch page. While it runs: "Trial: 04:59 left" (a timer), with
 * a polite announcement only when the whole minutes left change, not every second. Once used up:
 * in place of the player, the way in of this event — "Trial ended — log in to keep watching" with
 * a login button for an event open to all; the password (or another access check) with a button to
 * the event's access page, which comes back to this page once passed.
 */
export function TrialBanner({ eventNumber }: { readonly eventNumber: string }) {
  const t = useT();
  const trial = useService(APP_TOKENS.TrialTimer);
  const prompt = useService(APP_TOKENS.LoginPrompt);
  const navigator = useService(APP_TOKENS.Navigator);
  const state = useObservable(trial.state$, NO_TRIAL);
  const endedId = useId();

  if (state.ended) {
    const words = GATE_WORDS[state.gate];
    const openGate = () => {
      if (state.gate === "login") {
        prompt.show(eventNumber, "login");
        return;
      }
      const { path, search } = navigator.current();
      navigator.navigate(eventPath(eventNumber, "access"), { state: { from: `${path}${search}` } });
    };
    return (
      <section className="lh-trial-ended" aria-labelledby={endedId}>
        <p id={endedId} className="lh-trial-ended__text" role="status">
          {t(words.text)}
        </p>
        <Button onClick={openGate}>{t(words.button)}</Button>
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
