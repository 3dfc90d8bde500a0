import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** The REWARD button's panel: the gift list (decision 0030); its code loads when it first opens. */
export const REWARD_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.REWARD, Panel: lazy(() => import("./RewardPanel")) };
/** The RANKING_LIST button's panel: the ranking by gifts and invitations. */
export const RANKING_LIST_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.RANKING_LIST, Panel: lazy(() => import("./RankingListPanel")) };
