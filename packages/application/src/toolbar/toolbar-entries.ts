import type { ToolbarButton } from "@livehall/domain";
import { token } from "../service-identifier";

/** A feature that stands behind a toolbar button in this room (from its registration). */
export interface ToolbarEntry {
  readonly button: ToolbarButton;
  readonly feature: object;
}

/**
 * The room's features behind toolbar buttons, read when the toolbar starts (after every feature
 * was constructed). The room scope binds it in each room's container.
 */
export type ToolbarEntries = () => readonly ToolbarEntry[];

/** Where the room scope binds the room's {@link ToolbarEntries} (APP_TOKENS.RoomToolbarEntries). */
export const ROOM_TOOLBAR_ENTRIES = token<ToolbarEntries>("RoomToolbarEntries");
