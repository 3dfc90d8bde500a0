import { isObservable, type Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** What a toolbar tool asks of its button (issue 13). */
export interface ToolAttention {
  /** Something new the viewer has not seen yet (a vote started, a question answered): the button shows a badge. */
  readonly badge: boolean;
  /**
   * Set when the tool asks to be shown now (a vote, quiz or check-in just started, a passive
   * call-to-action opened it): the toolbar opens the tool's panel once per distinct value (use
   * the item's id), so a second vote pops up again. Null: nothing to pop up.
   */
  readonly popUp: string | null;
  /**
   * Set when the tool holds something running that the viewer came in to (a vote or exam open
   * when the page loads): the toolbar badges the button and says so in a toast once per distinct
   * value (the item's id), without opening the panel — the viewer opens it. Absent or null: nothing.
   */
  readonly announce?: string | null;
}

/** No badge, nothing to pop up: a tool's attention before anything happened. */
export const NO_ATTENTION: ToolAttention = { badge: false, popUp: null };

/**
 * A room feature behind a toolbar button (its registration names the button, `toolbarButton`).
 * The toolbar reads `attention$` for the badge and the pop-up, and calls `seen()` when the viewer
 * opens the tool's panel (the badge clears). Everything else (the tool's own state and intents)
 * is the feature's own `state$` and methods, read by its panel.
 */
export interface ToolbarTool extends RoomFeature {
  readonly attention$: Observable<ToolAttention>;
  seen(): void;
}

/** Whether a room feature is a toolbar tool. */
export function isToolbarTool(feature: RoomFeature): feature is ToolbarTool {
  const candidate = feature as Partial<ToolbarTool>;
  return typeof candidate.seen === "function" && isObservable(candidate.attention$);
}
