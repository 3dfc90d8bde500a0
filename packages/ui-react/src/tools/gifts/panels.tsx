import { APP_TOKENS, INITIAL_GIFTS, INITIAL_RANKING } from "@livehall/application";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import { GiftPanel } from "./GiftPanel";
import { RankingPanel } from "./RankingPanel";

/** The REWARD drawer: the open room's Gifts; a press is its `send` intent (which runs the §4 interception). */
export function RewardToolPanel() {
  const gifts = useRoomFeature(APP_TOKENS.Gifts);
  const state = useObservable(gifts?.state$ ?? EMPTY, INITIAL_GIFTS);
  return (
    <GiftPanel
      state={state}
      onSend={(giftId) => {
        void gifts?.send(giftId);
      }}
    />
  );
}

/** The RANKING_LIST drawer: the open room's RankingList. */
export function RankingToolPanel() {
  const ranking = useRoomFeature(APP_TOKENS.RankingList);
  return <RankingPanel state={useObservable(ranking?.state$ ?? EMPTY, INITIAL_RANKING)} />;
}
