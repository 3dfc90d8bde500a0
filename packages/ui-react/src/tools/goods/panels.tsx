import { APP_TOKENS, INITIAL_GOODS } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import { ExplainingGoodsCard } from "./ExplainingGoodsCard";
import { GoodsPanel } from "./GoodsPanel";

/** The GOODS drawer: the open room's Goods. */
export function GoodsToolPanel() {
  const goods = useRoomFeature(APP_TOKENS.Goods);
  const state = useObservable(goods?.state$ ?? EMPTY, INITIAL_GOODS);
  return <GoodsPanel state={state} linkOf={(card) => goods?.linkOf(card) ?? null} />;
}

/**
 * Where focus goes when the viewer closes the explained card (it leaves the page): the GOODS button,
 * where the card is still listed, or "more" when the button sits in its menu.
 */
function focusGoodsButton(): void {
  const toolbar = document.querySelector(".lh-toolbar");
  (toolbar?.querySelector<HTMLElement>('[data-button="GOODS"]') ?? toolbar?.querySelector<HTMLElement>('[aria-haspopup="menu"]'))?.focus();
}

/** The "now explaining" card over the player's corner; nothing while no card is explained or once the viewer closed it. */
export function ExplainingGoods() {
  const goods = useRoomFeature(APP_TOKENS.Goods);
  const { explaining, explainingClosed } = useObservable(goods?.state$ ?? EMPTY, INITIAL_GOODS);
  if (explaining === null || explainingClosed || goods === null) return null;
  return (
    <ExplainingGoodsCard
      card={explaining}
      link={goods.linkOf(explaining)}
      onClose={() => {
        goods.closeExplaining();
        focusGoodsButton();
      }}
    />
  );
}
