export type { GoodsApi, GoodsCard, GoodsShelf } from "./ports";
export { INITIAL_GOODS, type GoodsService, type GoodsState } from "./services";
export { Goods, GOODS_TOPICS } from "./goods";
