import { APP_TOKENS, INITIAL_GOODS } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import { GoodsCardView } from "./GoodsCardView";
import { GoodsPanel } from "./GoodsPanel";

/** The GOODS drawer: the open room's Goods. */
export function GoodsToolPanel() {
  const goods = useRoomFeature(APP_TOKENS.Goods);
  const state = useObservable(goods?.state$ ?? EMPTY, INITIAL_GOODS);
  return <GoodsPanel state={state} linkOf={(card) => goods?.linkOf(card) ?? null} />;
}

/** The "now explaining" card over the player's corner; nothing while no card is explained. */
export function ExplainingGoods() {
  const goods = useRoomFeature(APP_TOKENS.Goods);
  const { explaining } = useObservable(goods?.state$ ?? EMPTY, INITIAL_GOODS);
  if (explaining === null || goods === null) return null;
  return (
    <div className="lh-goods-explaining">
      <GoodsCardView card={explaining} link={goods.linkOf(explaining)} explaining />
    </div>
  );
}
