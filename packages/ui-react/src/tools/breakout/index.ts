import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** BREAKOUT's toolbar entry (issue 13); its panel's code loads when it first opens. */
export const BREAKOUT_PANEL: ToolPanelEntry = {
  button: TOOLBAR_BUTTON.BREAKOUT,
  Panel: lazy(() => import("./BreakoutPanel")),
};
