import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";
import type { BreakoutInfo, BreakoutRoomInfo } from "./ports";

/** What the BREAKOUT panel shows. */
export interface BreakoutToolState {
  /** "loading" until the first answer; "failed" when it could not be loaded (pushes still count). */
  readonly status: "loading" | "ready" | "failed";
  readonly breakout: BreakoutInfo | null;
  /** The room the page shows. */
  readonly hereRoomId: string;
  /** The viewer's breakout room, when assigned (open breakout). */
  readonly assigned: BreakoutRoomInfo | null;
  /** The page shows a breakout room and the organiser lets viewers go back by themselves. */
  readonly canReturn: boolean;
  /** Assigned to a breakout room the page does not show (e.g. after going back): "join" it. */
  readonly canJoin: boolean;
}

/** The BREAKOUT tool (decision 0032): follows the organiser's moves; the viewer may join their room or go back when allowed. */
export interface BreakoutService extends ToolbarTool {
  readonly state$: Observable<BreakoutToolState>;
  /** Intent: go back to the main room (only when `canReturn`). */
  returnToMain(): void;
  /** Intent: go to the assigned breakout room (only when `canJoin`). */
  joinAssigned(): void;
}
