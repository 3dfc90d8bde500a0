import type { GoodsCard } from "@livehall/application";
import { useT } from "../../i18n/I18nProvider";
import { GoodsCardView } from "./GoodsCardView";
import "./goods.css";

export interface ExplainingGoodsCardProps {
  readonly card: GoodsCard;
  /** The address to open (Goods' `linkOf`), or null. */
  readonly link: string | null;
  /** The viewer closes the card (Goods' `closeExplaining`). */
  readonly onClose: () => void;
}

/**
 * The card the host explains now, over the player (decision 0055): a small strip in the player's
 * top corner — picture, name on one line, price, "Buy" — so the picture's middle stays in sight,
 * with a close button; a region named "Now explaining" so a screen reader finds it and its close.
 */
export function ExplainingGoodsCard({ card, link, onClose }: ExplainingGoodsCardProps) {
  const t = useT();
  return (
    <section className="lh-goods-explaining" aria-label={t("goods.explaining")}>
      <GoodsCardView card={card} link={link} explaining />
      <button type="button" className="lh-goods-explaining__close" aria-label={t("goods.closeExplaining")} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </section>
  );
}
