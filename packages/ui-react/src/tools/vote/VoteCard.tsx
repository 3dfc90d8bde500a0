import type { VoteState } from "@livehall/application";
import { useId } from "react";
import { Button } from "../../components/Button";
import { useTranslator } from "../../i18n/I18nProvider";
import { VoteResultBars } from "./VoteResultBars";
import "./VoteCard.css";

export interface VoteCardProps {
  readonly state: VoteState;
  readonly onChoose: (optionId: string) => void;
  readonly onSubmit: () => void;
}

/** Seconds as m:ss (or h:mm:ss from an hour on), digits in the catalogue's language left to the formatter. */
export function countdownText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return h > 0 ? `${String(h)}:${pad(m)}:${pad(s)}` : `${String(m)}:${pad(s)}`;
}

/**
 * The vote as the viewer sees it (issue 13, decision 0027): the question, its options as a radio
 * group (single choice) or a checkbox group (multiple), the submit button, then the results as bars
 * with counts and percentages — or a note that they appear once the viewer voted. Shows the
 * deadline countdown, the ended state, the viewer's own choice and why a ballot was refused.
 */
export function VoteCard({ state, onChoose, onSubmit }: VoteCardProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const hintId = useId();
  const { vote } = state;
  if (vote === null) return <p className="lh-vote__none">{t("vote.none")}</p>;
  const voted = state.myOptionIds !== null;
  const locked = voted || state.ended || state.submitting;
  const inputType = vote.multiple ? "checkbox" : "radio";

  return (
    <article className="lh-vote" aria-labelledby={titleId} data-ended={state.ended} data-voted={voted}>
      <header className="lh-vote__header">
        <h3 id={titleId} className="lh-vote__question">
          {vote.title}
        </h3>
        <p className="lh-vote__meta">
          <span id={hintId}>{t(vote.multiple ? "vote.multiple" : "vote.single")}</span>
          {state.ended ? (
            <span className="lh-vote__ended" role="status">
              {t("vote.ended")}
            </span>
          ) : state.secondsLeft !== null ? (
            <span className="lh-vote__countdown" role="timer" aria-live="off">
              {t("vote.endsIn", { time: countdownText(state.secondsLeft) })}
            </span>
          ) : null}
        </p>
      </header>

      <form
        className="lh-vote__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <fieldset className="lh-vote__options" disabled={locked} aria-describedby={hintId}>
          <legend className="lh-vote__legend">{vote.title}</legend>
          {vote.options.map((option) => {
            const chosen = state.selection.includes(option.optionId);
            return (
              <label key={option.optionId} className="lh-vote__option" data-chosen={chosen}>
                <input
                  type={inputType}
                  name={`vote-${vote.voteId}`}
                  value={option.optionId}
                  checked={chosen}
                  disabled={locked}
                  onChange={() => {
                    onChoose(option.optionId);
                  }}
                />
                <span className="lh-vote__option-text">{option.text}</span>
                {voted && chosen ? <span className="lh-vote__mine">{t("vote.myChoice")}</span> : null}
              </label>
            );
          })}
        </fieldset>
        {voted ? (
          <p className="lh-vote__voted" role="status">
            {t("vote.voted")}
          </p>
        ) : state.ended ? null : (
          <Button type="submit" disabled={state.submitting || state.selection.length === 0} aria-busy={state.submitting}>
            {t(state.submitting ? "vote.submitting" : "vote.submit")}
          </Button>
        )}
        {state.refusal !== null ? (
          <p className="lh-vote__refusal" role="alert">
            {t(`vote.refused.${state.refusal}`)}
          </p>
        ) : null}
      </form>

      {state.results !== null ? (
        <VoteResultBars vote={vote} results={state.results} mine={state.myOptionIds ?? []} />
      ) : state.resultsHidden ? (
        <p className="lh-vote__hidden">{t(state.ended ? "vote.resultsHiddenEnded" : "vote.resultsHidden")}</p>
      ) : null}
    </article>
  );
}
