import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { VotePanel } from "./VotePanel";

export { VoteCard, countdownText, type VoteCardProps } from "./VoteCard";
export { VotePanel } from "./VotePanel";

/** The vote's entry in the toolbar's panel list. */
export const VOTE_TOOL: ToolPanelEntry = { button: TOOLBAR_BUTTON.VOTE, Panel: VotePanel };
