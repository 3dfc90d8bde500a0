import type { GiftEffectKind, GiftsState } from "@livehall/application";
import { formatCents } from "@livehall/domain";
import { Button } from "../../components/Button";
import { useT } from "../../i18n/I18nProvider";
import "./gifts.css";

export interface GiftPanelProps {
  readonly state: GiftsState;
  /** The viewer pressed a gift's send button. */
  readonly onSend: (giftId: string) => void;
}

/** The symbol drawn for a gift without an image, by its effect. */
export const EFFECT_SYMBOL: Readonly<Record<GiftEffectKind, string>> = { float: "🌸", burst: "👏", rain: "🚀" };

/**
 * The REWARD panel (decision 0030): the room's gifts with their prices and a send button each, and
 * — always visible while the development provider pays — "development payment: no money is taken".
 */
export function GiftPanel({ state, onSend }: GiftPanelProps) {
  const t = useT();
  if (state.status === "loading" || state.status === "idle") return <p className="lh-gifts__note">{t("gifts.loading")}</p>;
  if (state.status === "error" && state.gifts.length === 0)
    return (
      <p className="lh-gifts__note" role="alert">
        {t("gifts.loadFailed")}
      </p>
    );
  const payable = state.paymentMode !== "unavailable";
  return (
    <div className="lh-gifts">
      <p className={payable ? "lh-gifts__payment" : "lh-gifts__payment lh-gifts__payment--off"} data-payment={state.paymentMode}>
        {t(payable ? "gifts.devPayment" : "gifts.paymentUnavailable")}
      </p>
      <ul className="lh-gifts__list" aria-label={t("gifts.list")}>
        {state.gifts.map((gift) => (
          <li key={gift.giftId} className="lh-gifts__item" data-gift-id={gift.giftId}>
            <span className="lh-gifts__symbol" aria-hidden="true">
              {gift.imageUrl === "" ? EFFECT_SYMBOL[gift.effect] : <img src={gift.imageUrl} alt="" width="40" height="40" />}
            </span>
            <bdi className="lh-gifts__name">{gift.name}</bdi>
            <span className="lh-gifts__price">{t("gifts.price", { price: formatCents(gift.priceCents) })}</span>
            <Button
              className="lh-gifts__send"
              disabled={!payable || state.sending}
              // Sending, it is named by what it shows ("Sending…"): the name holds the words shown (label in name).
              aria-label={state.sending ? undefined : t("gifts.sendOne", { name: gift.name })}
              onClick={() => {
                onSend(gift.giftId);
              }}
            >
              {t(state.sending ? "gifts.sending" : "gifts.send")}
            </Button>
          </li>
        ))}
      </ul>
      {state.errorKey === null ? null : (
        <p className="lh-gifts__error" role="alert">
          {t(state.errorKey)}
        </p>
      )}
    </div>
  );
}
