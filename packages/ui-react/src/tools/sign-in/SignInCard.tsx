import type { SignInState } from "@livehall/application";
import { countdown } from "@livehall/domain";
import { Button } from "../../components/Button";
import { useT } from "../../i18n/I18nProvider";
import "../ToolCard.css";

export interface SignInCardProps {
  readonly state: SignInState;
  /** Intent: the viewer checks in. */
  readonly onCheckIn: () => void;
}

/**
 * The check-in's panel content: its title, the countdown, the live count, and the check-in
 * button — "checked in" once done, "closed" after the window.
 */
export function SignInCard({ state, onCheckIn }: SignInCardProps) {
  const t = useT();
  const { signIn } = state;
  if (signIn === null)
    return (
      <section className="lh-tool" aria-label={t("signIn.title")}>
        <p className="lh-tool__note">{t("signIn.none")}</p>
      </section>
    );
  return (
    <section className="lh-tool" aria-label={t("signIn.title")} data-sign-in-id={signIn.signInId}>
      <h3 className="lh-tool__title">{signIn.title === "" ? t("signIn.title") : signIn.title}</h3>
      {state.open ? (
        <p className="lh-tool__timer" role="timer" aria-live="off">
          {t("signIn.timeLeft", { time: countdown(state.remainingMs).text })}
        </p>
      ) : (
        <p className="lh-tool__meta">{t("signIn.closed")}</p>
      )}
      <p className="lh-tool__note" aria-live="polite" data-testid="sign-in-count">
        {t("signIn.count", { count: signIn.count })}
      </p>
      {state.signedIn ? (
        <p className="lh-tool__note lh-tool__note--good" role="status">
          {t("signIn.done")}
        </p>
      ) : state.open ? (
        <Button disabled={state.sending} aria-busy={state.sending} onClick={onCheckIn}>
          {state.sending ? t("signIn.sending") : t("signIn.action")}
        </Button>
      ) : null}
      {state.error ? (
        <p className="lh-tool__error" role="alert">
          {t(state.error)}
        </p>
      ) : null}
    </section>
  );
}
