import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { GoodsCard } from "./ports";

export interface GoodsState {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly cards: readonly GoodsCard[];
  /** The card the host is explaining now (shown over the player), or null. */
  readonly explaining: GoodsCard | null;
  /**
   * The viewer closed the card over the player ({@link GoodsService.closeExplaining}); it shows
   * again when another card is explained (or the host stops and explains again).
   */
  readonly explainingClosed: boolean;
}

export const INITIAL_GOODS: GoodsState = { status: "idle", cards: [], explaining: null, explainingClosed: false };

/** The GOODS tool: product cards pushed live and the "now explaining" card. */
export interface GoodsService extends ToolbarTool {
  readonly state$: Observable<GoodsState>;
  /** The address to open for a card: its url when it is http(s), else null (nothing is opened). */
  linkOf(card: GoodsCard): string | null;
  /** The viewer closes the "now explaining" card over the player: hidden until a new card is explained. */
  closeExplaining(): void;
}
