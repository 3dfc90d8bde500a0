import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { GoodsToolPanel } from "./panels";

/** The GOODS button's panel: the room's product cards (decision 0030). */
export const GOODS_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.GOODS, Panel: GoodsToolPanel };

export { ExplainingGoods } from "./panels";
export { GoodsPanel, type GoodsPanelProps } from "./GoodsPanel";
export { GoodsCardView, type GoodsCardViewProps } from "./GoodsCardView";
