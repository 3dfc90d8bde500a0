/** Goods (product cards), ours (issue 13, decision 0030). Prices in whole cents. */

/** The viewer's goods call, relative to the API base: GET → GoodsBody. */
export const GOODS_PATHS = {
  goods: (eventId: string, roomId: string) => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/goods`,
} as const;

/** One product card. `url` and `imageUrl` are http(s) only (the server refuses anything else). */
export interface GoodsDTO {
  goodsId: string;
  title: string;
  imageUrl: string;
  priceCents: number;
  url: string;
}

/** 20324 GOODS and GET …/goods: the room's cards (oldest first) and the one being explained ("" none). */
export interface GoodsBody {
  list: GoodsDTO[];
  explainingId: string;
}

/** Most cards one room holds. */
export const MAX_GOODS = 50;
