import type { RankingRow, RankingState } from "@livehall/application";
import { formatCents } from "@livehall/domain";
import { useId } from "react";
import { useT } from "../../i18n/I18nProvider";
import { useNameText } from "../../names/shown-name-text";
import "./gifts.css";

export interface RankingPanelProps {
  readonly state: RankingState;
}

/** The RANKING_LIST panel (decision 0030): the top viewers by gift value and, when sharing is on, by invitations. */
export function RankingPanel({ state }: RankingPanelProps) {
  const t = useT();
  if (state.status === "loading" || state.status === "idle") return <p className="lh-gifts__note">{t("ranking.loading")}</p>;
  if (state.status === "error")
    return (
      <p className="lh-gifts__note" role="alert">
        {t("ranking.loadFailed")}
      </p>
    );
  return (
    <div className="lh-ranking">
      <RankingList
        titleKey="ranking.gifts"
        rows={state.ranking.gifts}
        value={(row) => t("ranking.value.gifts", { price: formatCents(row.value) })}
      />
      {state.ranking.invitations === null ? null : (
        <RankingList
          titleKey="ranking.invitations"
          rows={state.ranking.invitations}
          value={(row) => t("ranking.value.invitations", { count: row.value })}
        />
      )}
    </div>
  );
}

function RankingList({ titleKey, rows, value }: { titleKey: string; rows: readonly RankingRow[]; value: (row: RankingRow) => string }) {
  const t = useT();
  const nameText = useNameText();
  const id = useId();
  return (
    <section className="lh-ranking__section" aria-labelledby={id}>
      <h3 id={id} className="lh-ranking__title">
        {t(titleKey)}
      </h3>
      {rows.length === 0 ? (
        <p className="lh-gifts__note">{t("ranking.empty")}</p>
      ) : (
        <ol className="lh-ranking__list">
          {rows.map((row) => (
            <li key={row.viewerId} className="lh-ranking__row" data-rank={row.rank}>
              <span className="lh-ranking__rank">{t("ranking.rank", { rank: row.rank })}</span>
              <bdi className="lh-ranking__name">{nameText(row.nickname)}</bdi>
              <span className="lh-ranking__value">{value(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
