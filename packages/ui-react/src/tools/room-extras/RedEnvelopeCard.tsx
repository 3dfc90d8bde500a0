import type { RedEnvelopeState } from "@livehall/application";
import { formatCents } from "@livehall/domain";
import { useId } from "react";
import { Button } from "../../components/Button";
import { useT } from "../../i18n/I18nProvider";
import "./room-extras.css";

export interface RedEnvelopeCardProps {
  readonly state: RedEnvelopeState;
  readonly onGrab: () => void;
  readonly onDismiss: () => void;
}

/**
 * The room's newest red envelope (decision 0030; no toolbar button): its greeting, how many shares
 * are left, a Grab button, then what the viewer got or that none are left. Hidden without an
 * envelope or once closed.
 */
export function RedEnvelopeCard({ state, onGrab, onDismiss }: RedEnvelopeCardProps) {
  const t = useT();
  const titleId = useId();
  const { envelope } = state;
  if (envelope === null || state.dismissed) return null;
  const done = state.grabbedCents !== null || state.gone || envelope.remaining === 0;
  return (
    <section className="lh-red-envelope" aria-labelledby={titleId} data-envelope-id={envelope.envelopeId}>
      <h2 id={titleId} className="lh-red-envelope__title">
        {t("redEnvelope.title")}
      </h2>
      {envelope.greeting === "" ? null : (
        <p className="lh-red-envelope__greeting" dir="auto">
          {envelope.greeting}
        </p>
      )}
      <p className="lh-red-envelope__summary">
        {t("redEnvelope.summary", { count: envelope.count, total: formatCents(envelope.totalCents) })}
        {" · "}
        {t("redEnvelope.remaining", { remaining: envelope.remaining, count: envelope.count })}
      </p>
      <div role="status" className="lh-red-envelope__outcome">
        {state.grabbedCents !== null
          ? t("redEnvelope.won", { amount: formatCents(state.grabbedCents) })
          : state.gone || envelope.remaining === 0
            ? t("redEnvelope.gone")
            : null}
      </div>
      {state.errorKey === null ? null : (
        <p className="lh-red-envelope__error" role="alert">
          {t(state.errorKey)}
        </p>
      )}
      <div className="lh-red-envelope__actions">
        {done ? null : (
          <Button onClick={onGrab} disabled={state.grabbing}>
            {t(state.grabbing ? "redEnvelope.grabbing" : "redEnvelope.grab")}
          </Button>
        )}
        <Button tone="secondary" onClick={onDismiss}>
          {t("redEnvelope.close")}
        </Button>
      </div>
    </section>
  );
}
