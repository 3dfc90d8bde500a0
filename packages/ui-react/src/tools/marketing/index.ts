export { MarketingModalHost } from "./MarketingModalHost";
export { MarketingModalView, type MarketingModalViewProps } from "./MarketingModalView";
export { MarketingToolList } from "./MarketingToolList";
