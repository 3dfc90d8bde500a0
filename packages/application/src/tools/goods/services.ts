import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { GoodsCard } from "./ports";

export interface GoodsState {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly cards: readonly GoodsCard[];
  /** The card the host is explaining now (shown over the player), or null. */
  readonly explaining: GoodsCard | null;
}

export const INITIAL_GOODS: GoodsState = { status: "idle", cards: [], explaining: null };

/** The GOODS tool: product cards pushed live and the "now explaining" card. */
export interface GoodsService extends ToolbarTool {
  readonly state$: Observable<GoodsState>;
  /** The address to open for a card: its url when it is http(s), else null (nothing is opened). */
  linkOf(card: GoodsCard): string | null;
}
