import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { Gift, GiftSent, PaymentMode, Ranking } from "./ports";

/** What the REWARD panel and the effect layer show. */
export interface GiftsState {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly gifts: readonly Gift[];
  readonly paymentMode: PaymentMode;
  /** A send is under way. */
  readonly sending: boolean;
  /** Message key of the last failed send or load, null when none. */
  readonly errorKey: string | null;
  /** Gifts whose effect shows over the video now (oldest first; each leaves after GIFT_EFFECT_MS). */
  readonly effects: readonly GiftSent[];
}

export const INITIAL_GIFTS: GiftsState = {
  status: "idle",
  gifts: [],
  paymentMode: "unavailable",
  sending: false,
  errorKey: null,
  effects: [],
};

/** The REWARD tool: the gift list, sending (through the §4 interception) and the room's effects. */
export interface GiftsService extends ToolbarTool {
  readonly state$: Observable<GiftsState>;
  /** Intent: send `count` of a gift; resolves whether it was sent. */
  send(giftId: string, count?: number): Promise<boolean>;
}

/** What the RANKING_LIST panel shows. */
export interface RankingState {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly ranking: Ranking;
}

export const INITIAL_RANKING: RankingState = { status: "idle", ranking: { gifts: [], invitations: null } };

/** The RANKING_LIST tool: the ranking, read once and then pushed (coalesced by the server). */
export interface RankingListService extends ToolbarTool {
  readonly state$: Observable<RankingState>;
}
