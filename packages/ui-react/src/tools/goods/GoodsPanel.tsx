import type { GoodsCard, GoodsState } from "@livehall/application";
import { useT } from "../../i18n/I18nProvider";
import { GoodsCardView } from "./GoodsCardView";
import "./goods.css";

export interface GoodsPanelProps {
  readonly state: GoodsState;
  /** Goods' `linkOf`: the http(s) address to open, or null. */
  readonly linkOf: (card: GoodsCard) => string | null;
}

/** The GOODS panel (decision 0030): the room's product cards, the one being explained first. */
export function GoodsPanel({ state, linkOf }: GoodsPanelProps) {
  const t = useT();
  if (state.status === "loading" || state.status === "idle") return <p className="lh-goods__note">{t("goods.loading")}</p>;
  if (state.status === "error")
    return (
      <p className="lh-goods__note" role="alert">
        {t("goods.loadFailed")}
      </p>
    );
  if (state.cards.length === 0) return <p className="lh-goods__note">{t("goods.empty")}</p>;
  const explainingId = state.explaining?.goodsId ?? "";
  const cards = [...state.cards].sort((a, b) => Number(b.goodsId === explainingId) - Number(a.goodsId === explainingId));
  return (
    <ul className="lh-goods" aria-label={t("goods.list")}>
      {cards.map((card) => (
        <li key={card.goodsId}>
          <GoodsCardView card={card} link={linkOf(card)} explaining={card.goodsId === explainingId} />
        </li>
      ))}
    </ul>
  );
}
