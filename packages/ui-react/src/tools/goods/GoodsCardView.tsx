import type { GoodsCard } from "@livehall/application";
import { formatCents, isGoodsImage } from "@livehall/domain";
import { useT } from "../../i18n/I18nProvider";
import "./goods.css";

export interface GoodsCardViewProps {
  readonly card: GoodsCard;
  /** The address to open (Goods' `linkOf`: http(s) only), or null: no buy link is shown. */
  readonly link: string | null;
  /** Shown as the "now explaining" card (over the player). */
  readonly explaining?: boolean;
}

/**
 * One product card: image, title, price and a "Buy" link that opens in a new window without a
 * handle on this page — only for an http(s) address (`link`); anything else shows no link at all.
 */
export function GoodsCardView({ card, link, explaining = false }: GoodsCardViewProps) {
  const t = useT();
  return (
    <article className={explaining ? "lh-goods-card lh-goods-card--explaining" : "lh-goods-card"} data-goods-id={card.goodsId}>
      {explaining ? <span className="lh-goods-card__badge">{t("goods.explaining")}</span> : null}
      {isGoodsImage(card.imageUrl) ? <img className="lh-goods-card__image" src={card.imageUrl} alt="" width="64" height="64" /> : null}
      <div className="lh-goods-card__body">
        <bdi className="lh-goods-card__title">{card.title}</bdi>
        <span className="lh-goods-card__price">{t("goods.price", { price: formatCents(card.priceCents) })}</span>
      </div>
      {link === null ? (
        <span className="lh-goods-card__nolink">{t("goods.noLink")}</span>
      ) : (
        <a className="lh-button lh-button--primary lh-goods-card__buy" href={link} target="_blank" rel="noopener noreferrer">
          {t("goods.buy")}
          <span className="lh-visually-hidden">{t("goods.newWindow")}</span>
        </a>
      )}
    </article>
  );
}
