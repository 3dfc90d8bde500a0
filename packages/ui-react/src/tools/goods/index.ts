import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** The GOODS button's panel: the room's product cards (decision 0030); its code loads when it first opens. */
export const GOODS_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.GOODS, Panel: lazy(() => import("./GoodsToolPanel")) };
