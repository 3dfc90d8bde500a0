import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { lazy } from "react";

/** The award quiz's entry in the toolbar's drawer (its panel's code loads when it first opens) (the VIE_ANSWER button). */
export const awardQuizPanelEntry: ToolPanelEntry = { button: TOOLBAR_BUTTON.VIE_ANSWER, Panel: lazy(() => import("./AwardQuizPanel")) };
