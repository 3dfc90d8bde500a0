export type { Gift, GiftApi, GiftCatalogue, GiftEffectKind, GiftSent, PaymentMode, Ranking, RankingRow } from "./ports";
export { INITIAL_GIFTS, INITIAL_RANKING, type GiftsService, type GiftsState, type RankingListService, type RankingState } from "./services";
export { Gifts, GIFTS_TOPICS, GIFT_EFFECT_MS, MAX_GIFT_EFFECTS } from "./gifts";
export { RankingList, RANKING_TOPICS } from "./ranking-list";
