import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { AwardQuizPanel } from "./AwardQuizPanel";

/** The award quiz's entry in the toolbar's drawer (the VIE_ANSWER button). */
export const awardQuizPanelEntry: ToolPanelEntry = { button: TOOLBAR_BUTTON.VIE_ANSWER, Panel: AwardQuizPanel };
export { AwardQuizCard } from "./AwardQuizCard";
