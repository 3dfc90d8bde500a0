import type { ToolPanelProps } from "../tool-panel-entry";
import { MarketingPanel } from "./MarketingPanel";

/** MARKET_TOOL: every marketing tool of the room. */
export const AllToolsPanel = (props: ToolPanelProps) => <MarketingPanel {...props} toolType={null} />;
/** COLLECT_FORM: the forms (every collect-form kind). */
export const FormsPanel = (props: ToolPanelProps) => <MarketingPanel {...props} toolType="COLLECT_FORM" />;
/** DOWNLOAD_MATERIALS: the downloads. */
export const DownloadsPanel = (props: ToolPanelProps) => <MarketingPanel {...props} toolType="DOWNLOAD_MATERIALS" />;
/** CODE_ATTENTION: the QR codes to follow. */
export const CodesPanel = (props: ToolPanelProps) => <MarketingPanel {...props} toolType="CODE_ATTENTION" />;
/** CUSTOMER_SERVICE: the customer-service tools. */
export const ServicePanel = (props: ToolPanelProps) => <MarketingPanel {...props} toolType="CUSTOMER_SERVICE" />;
