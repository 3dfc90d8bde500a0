import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { LuckyDrawPanel } from "./LuckyDrawPanel";

/** The lucky draw's entry in the toolbar's drawer. */
export const luckyDrawPanelEntry: ToolPanelEntry = { button: TOOLBAR_BUTTON.LUCKY_DRAW, Panel: LuckyDrawPanel };
export { LuckyDrawCard } from "./LuckyDrawCard";
