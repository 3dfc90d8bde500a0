import { APP_TOKENS, INITIAL_FEED, INITIAL_GIFTS, INITIAL_RED_ENVELOPE } from "@livehall/application";
import { EMPTY } from "rxjs";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import { GiftEffectLayer } from "../gifts/GiftEffectLayer";
import { ExplainingGoods } from "../goods/panels";
import { FeedStrip } from "./FeedStrip";
import { RedEnvelopeCard } from "./RedEnvelopeCard";

/** Over the video: the room's gift effects and the "now explaining" product card (decision 0030). */
export function RoomOverlays() {
  const gifts = useRoomFeature(APP_TOKENS.Gifts);
  const { effects } = useObservable(gifts?.state$ ?? EMPTY, INITIAL_GIFTS);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <>
      <GiftEffectLayer effects={effects} reducedMotion={reducedMotion} />
      <ExplainingGoods />
    </>
  );
}

/** Under the player: the red envelope (grab) and the topic / text-live feed — the room items without a button. */
export function RoomStrip() {
  const envelopes = useRoomFeature(APP_TOKENS.RedEnvelopes);
  const envelope = useObservable(envelopes?.state$ ?? EMPTY, INITIAL_RED_ENVELOPE);
  const feed = useRoomFeature(APP_TOKENS.Feed);
  const { posts } = useObservable(feed?.state$ ?? EMPTY, INITIAL_FEED);
  return (
    <>
      <RedEnvelopeCard
        state={envelope}
        onGrab={() => {
          void envelopes?.grab();
        }}
        onDismiss={() => {
          envelopes?.dismiss();
        }}
      />
      <FeedStrip posts={posts} />
    </>
  );
}
