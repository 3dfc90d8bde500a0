import type { VoteData, VoteResults } from "@livehall/application";
import { useId } from "react";
import { useTranslator } from "../../i18n/I18nProvider";

export interface VoteResultBarsProps {
  readonly vote: VoteData;
  readonly results: VoteResults;
  /** The viewer's own options (marked). */
  readonly mine: readonly string[];
}

/**
 * A vote's results: one bar per option in the vote's order, with its percentage and count as text
 * (the bar itself is decoration), and how many viewers voted. Updates are announced politely.
 */
export function VoteResultBars({ vote, results, mine }: VoteResultBarsProps) {
  const { t } = useTranslator();
  const titleId = useId();
  return (
    <section className="lh-vote__results" aria-labelledby={titleId} aria-live="polite">
      <h4 id={titleId} className="lh-vote__results-title">
        {t("vote.results")}
        <span className="lh-vote__ballots">{t("vote.ballots", { count: results.ballots })}</span>
      </h4>
      {results.anonymousBallots > 0 && (
        <p className="lh-vote__anonymous">{t("vote.anonymousBallots", { count: results.anonymousBallots })}</p>
      )}
      <ul className="lh-vote__bars">
        {vote.options.map((option) => {
          const result = results.options.find((entry) => entry.optionId === option.optionId);
          const percent = result?.percent ?? 0;
          return (
            <li key={option.optionId} className="lh-vote__bar" data-mine={mine.includes(option.optionId)}>
              <span className="lh-vote__bar-label">
                <span className="lh-vote__bar-text">{option.text}</span>
                <span className="lh-vote__bar-value">{t("vote.resultLine", { percent, count: result?.count ?? 0 })}</span>
              </span>
              <span className="lh-vote__bar-track" aria-hidden="true">
                <span className="lh-vote__bar-fill" style={{ inlineSize: `${String(percent)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
