import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { RankingToolPanel, RewardToolPanel } from "./panels";

/** The REWARD button's panel: the gift list (decision 0030). */
export const REWARD_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.REWARD, Panel: RewardToolPanel };
/** The RANKING_LIST button's panel: the ranking by gifts and invitations. */
export const RANKING_LIST_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.RANKING_LIST, Panel: RankingToolPanel };

export { GiftPanel, type GiftPanelProps } from "./GiftPanel";
export { GiftEffectLayer, type GiftEffectLayerProps } from "./GiftEffectLayer";
export { RankingPanel, type RankingPanelProps } from "./RankingPanel";
