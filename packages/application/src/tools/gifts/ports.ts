/** The effect a gift shows over the video. */
export type GiftEffectKind = "float" | "burst" | "rain";

/** One gift the room offers. Money in whole cents. */
export interface Gift {
  readonly giftId: string;
  readonly name: string;
  /** http(s) image or "" (the UI draws the effect's symbol). */
  readonly imageUrl: string;
  readonly priceCents: number;
  readonly effect: GiftEffectKind;
}

/** How gifts are paid: "development" = no money is taken (the UI says so); "unavailable" = gifts cannot be sent. */
export type PaymentMode = "development" | "unavailable";

/** The room's gifts and how they are paid. */
export interface GiftCatalogue {
  readonly gifts: readonly Gift[];
  readonly paymentMode: PaymentMode;
}

/** A gift someone in the room sent (the send answer and the GIFT push). */
export interface GiftSent {
  readonly sendId: number;
  readonly giftId: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly effect: GiftEffectKind;
  readonly count: number;
  readonly valueCents: number;
  readonly viewerId: string;
  readonly nickname: string;
  readonly sendTime: number;
}

/** One ranking row (`rank` from 1, ties share it); `value` is cents of gifts or invitations. */
export interface RankingRow {
  readonly rank: number;
  readonly viewerId: string;
  readonly nickname: string;
  readonly value: number;
}

/** The ranking by gift value, and by invitations when sharing is on (else null). */
export interface Ranking {
  readonly gifts: readonly RankingRow[];
  readonly invitations: readonly RankingRow[] | null;
}

/**
 * The room's gift calls (decision 0030). Used by Gifts when the room opens (the list) and when the
 * viewer sends one, and by RankingList for the first ranking; pushes bring the rest. Rejects with
 * the domain's ApiFailure (100114 login needed, 100105 too many, 503 no payment provider).
 */
export interface GiftApi {
  catalogue(eventId: string, roomId: string): Promise<GiftCatalogue>;
  /** Pays through the server's payment provider and answers the stored gift. */
  send(eventId: string, roomId: string, giftId: string, count: number): Promise<GiftSent>;
  ranking(eventId: string, roomId: string): Promise<Ranking>;
}
