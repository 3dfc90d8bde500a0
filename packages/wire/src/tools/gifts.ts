/**
 * Gifts (REWARD) and the ranking (RANKING_LIST), ours (issue 13, decision 0030): the spec names the
 * buttons only. Money is in whole cents (integers) everywhere.
 */

const room = (eventId: string, roomId: string): string => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}`;

/** The viewer's gift and ranking calls, relative to the API base. */
export const GIFT_PATHS = {
  /** GET → GiftListDTO. */
  gifts: (eventId: string, roomId: string) => `${room(eventId, roomId)}/gifts`,
  /** POST SendGiftRequestDTO → GiftSentBody (also pushed as GIFT). */
  send: (eventId: string, roomId: string) => `${room(eventId, roomId)}/gifts/send`,
  /** GET → RankingBody. */
  ranking: (eventId: string, roomId: string) => `${room(eventId, roomId)}/ranking`,
} as const;

/** The effect a gift shows over the video. */
export type GiftEffect = "float" | "burst" | "rain";
export const GIFT_EFFECTS: readonly GiftEffect[] = ["float", "burst", "rain"];

/** One gift of a room's list. */
export interface GiftDTO {
  giftId: string;
  name: string;
  /** http(s) image address or "" (the client then draws the effect's own symbol). */
  imageUrl: string;
  priceCents: number;
  effect: GiftEffect;
}

/**
 * How a gift is paid: "development" = the local development provider approves every payment at
 * once and no money is taken (the client says so); "unavailable" = no provider, sending answers 503.
 */
export type PaymentMode = "development" | "unavailable";

/** GET …/gifts. */
export interface GiftListDTO {
  list: GiftDTO[];
  paymentMode: PaymentMode;
}

/** POST …/gifts/send. */
export interface SendGiftRequestDTO {
  giftId: string;
  /** 1–99, default 1. */
  count?: number;
}

/** 20322 GIFT: a gift was sent (the room shows its effect); also the send call's answer. */
export interface GiftSentBody {
  sendId: number;
  giftId: string;
  name: string;
  imageUrl: string;
  effect: GiftEffect;
  count: number;
  valueCents: number;
  liveUserId: string;
  nickName: string;
  sendTime: number;
}

/** One ranking row; `rank` counts from 1 (equal values share a rank). */
export interface RankingRowDTO {
  rank: number;
  liveUserId: string;
  nickName: string;
  /** Cents of gifts sent, or invitations made. */
  value: number;
}

/** 20323 RANKING and GET …/ranking: the top viewers by gift value, and by invitations when sharing is on (else null). */
export interface RankingBody {
  gifts: RankingRowDTO[];
  invitations: RankingRowDTO[] | null;
}

/** Most rows each ranking lists. */
export const RANKING_SIZE = 20;
/** Most gifts one send carries. */
export const MAX_GIFT_COUNT = 99;
