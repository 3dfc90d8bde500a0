import type { ToolPanelEntry, ToolPanelProps } from "../tool-panel-entry";
import { MarketingPanel } from "./MarketingPanel";

export { MarketingModalHost } from "./MarketingModalHost";
export { MarketingModalView, type MarketingModalViewProps } from "./MarketingModalView";
export { MarketingToolList } from "./MarketingToolList";

/** The five marketing buttons' panels (decision 0031): MARKET_TOOL lists every tool, the others one type each. */
export const MARKETING_TOOL_PANELS: readonly ToolPanelEntry[] = [
  { button: "MARKET_TOOL", Panel: (props: ToolPanelProps) => <MarketingPanel {...props} toolType={null} /> },
  { button: "COLLECT_FORM", Panel: (props: ToolPanelProps) => <MarketingPanel {...props} toolType="COLLECT_FORM" /> },
  { button: "DOWNLOAD_MATERIALS", Panel: (props: ToolPanelProps) => <MarketingPanel {...props} toolType="DOWNLOAD_MATERIALS" /> },
  { button: "CODE_ATTENTION", Panel: (props: ToolPanelProps) => <MarketingPanel {...props} toolType="CODE_ATTENTION" /> },
  { button: "CUSTOMER_SERVICE", Panel: (props: ToolPanelProps) => <MarketingPanel {...props} toolType="CUSTOMER_SERVICE" /> },
];
