import type { LuckyDrawState } from "@livehall/application";
import { useState } from "react";
import { Button } from "../../components/Button";
import { TextField } from "../../components/Field";
import { useT } from "../../i18n/I18nProvider";
import { useNameText } from "../../names/shown-name-text";
import { DrawRoll } from "./DrawRoll";
import "../ToolCard.css";
import "./LuckyDrawCard.css";

export interface LuckyDrawCardProps {
  readonly state: LuckyDrawState;
  /** The viewer's id, to mark them among the winners; null when unknown. */
  readonly viewerId: string | null;
  /** Intent: a winner sends the claim form. */
  readonly onClaim: (name: string, phone: string) => void;
}

/**
 * The lucky draw's panel content: the draw's title and pool, the roll while it rolls, then the
 * winners (the viewer's own name marked), "you won" with the claim form (name, phone) for a
 * winner, and the end. Nothing drawn yet: a short note.
 */
export function LuckyDrawCard({ state, viewerId, onClaim }: LuckyDrawCardProps) {
  const t = useT();
  const nameText = useNameText();
  const { draw } = state;
  if (draw === null)
    return (
      <section className="lh-tool" aria-label={t("luckyDraw.title")}>
        <p className="lh-tool__note">{t("luckyDraw.none")}</p>
      </section>
    );
  return (
    <section className="lh-tool" aria-label={t("luckyDraw.title")} data-draw-id={draw.drawId}>
      <h3 className="lh-tool__title">{draw.title}</h3>
      <p className="lh-tool__meta">
        {t(`luckyDraw.pool.${draw.from}`)} · {t("luckyDraw.eligible", { count: draw.eligibleCount })}
      </p>
      {state.rolling ? (
        <DrawRoll names={draw.rollNames} />
      ) : (
        <>
          <h4 className="lh-tool__meta">{t("luckyDraw.winners")}</h4>
          {draw.winners.length === 0 ? (
            <p className="lh-tool__note">{t("luckyDraw.noWinner")}</p>
          ) : (
            <ol className="lh-tool__list" aria-live="polite">
              {draw.winners.map((winner) => (
                <li
                  key={winner.viewerId}
                  className={winner.viewerId === viewerId ? "lh-tool__list-item lh-tool__list-item--me" : "lh-tool__list-item"}
                >
                  <bdi>{nameText(winner.nickname)}</bdi>
                </li>
              ))}
            </ol>
          )}
          <p className={state.won ? "lh-tool__note lh-tool__note--good" : "lh-tool__note"} role="status">
            {state.won ? t("luckyDraw.youWon") : draw.winners.length > 0 ? t("luckyDraw.notWon") : ""}
          </p>
          {state.claim === "open" || state.claim === "sending" ? (
            <ClaimForm sending={state.claim === "sending"} error={state.error} onClaim={onClaim} />
          ) : null}
          {state.claim === "claimed" ? <p className="lh-tool__note lh-tool__note--good">{t("luckyDraw.claim.done")}</p> : null}
          {draw.status === "ended" ? <p className="lh-tool__meta">{t("luckyDraw.ended")}</p> : null}
        </>
      )}
    </section>
  );
}

function ClaimForm({
  sending,
  error,
  onClaim,
}: {
  readonly sending: boolean;
  readonly error: string | null;
  readonly onClaim: LuckyDrawCardProps["onClaim"];
}) {
  const t = useT();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const fieldError = (field: "name" | "phone") => (error === `luckyDraw.claim.invalid.${field}` ? t(error) : null);
  const otherError = error !== null && !error.startsWith("luckyDraw.claim.invalid.") ? t(error) : null;
  return (
    <form
      className="lh-tool__form"
      aria-label={t("luckyDraw.claim.title")}
      onSubmit={(event) => {
        event.preventDefault();
        onClaim(name, phone);
      }}
    >
      <h4 className="lh-tool__meta">{t("luckyDraw.claim.title")}</h4>
      <TextField
        label={t("luckyDraw.claim.name")}
        value={name}
        onValueChange={setName}
        required
        autoComplete="name"
        maxLength={50}
        error={fieldError("name")}
      />
      <TextField
        label={t("luckyDraw.claim.phone")}
        value={phone}
        onValueChange={setPhone}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        error={fieldError("phone")}
      />
      {otherError ? (
        <p className="lh-tool__error" role="alert">
          {otherError}
        </p>
      ) : null}
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? t("luckyDraw.claim.sending") : t("luckyDraw.claim.submit")}
      </Button>
    </form>
  );
}
