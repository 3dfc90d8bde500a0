/** One product card (money in whole cents). `url` is opened only when it is http(s) (`isGoodsLink`). */
export interface GoodsCard {
  readonly goodsId: string;
  readonly title: string;
  readonly imageUrl: string;
  readonly priceCents: number;
  readonly url: string;
}

/** The room's cards and the one being explained ("" none). */
export interface GoodsShelf {
  readonly cards: readonly GoodsCard[];
  readonly explainingId: string;
}

/** The room's goods call (decision 0030): the cards when the room opens (GOODS pushes bring changes). Rejects with ApiFailure. */
export interface GoodsApi {
  shelf(eventId: string, roomId: string): Promise<GoodsShelf>;
}
