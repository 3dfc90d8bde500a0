import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { lazy } from "react";

/** The lucky draw's entry in the toolbar's drawer (its panel's code loads when it first opens). */
export const luckyDrawPanelEntry: ToolPanelEntry = { button: TOOLBAR_BUTTON.LUCKY_DRAW, Panel: lazy(() => import("./LuckyDrawPanel")) };
