import { COLLECT_FORM_MARKETING_KINDS, MARKETING_APP_TYPE, MARKETING_TOOL_TYPE } from "./marketing";
import type { MarketingAppType, MarketingToolType } from "./marketing";

/**
 * The toolType the client derives for a marketing tool list item (§3): the collect form and all
 * collect-form kinds become COLLECT_FORM, the other three keep their own tool. Unknown app types
 * give null so the list can skip them.
 */
export function marketingToolType(appType: number): MarketingToolType | null {
  if (appType === MARKETING_APP_TYPE.COLLECT_FORM) return MARKETING_TOOL_TYPE.COLLECT_FORM;
  if (COLLECT_FORM_MARKETING_KINDS.includes(appType as MarketingAppType)) return MARKETING_TOOL_TYPE.COLLECT_FORM;
  switch (appType) {
    case MARKETING_APP_TYPE.DOWNLOAD_MATERIALS:
      return MARKETING_TOOL_TYPE.DOWNLOAD_MATERIALS;
    case MARKETING_APP_TYPE.CODE_ATTENTION:
      return MARKETING_TOOL_TYPE.CODE_ATTENTION;
    case MARKETING_APP_TYPE.CUSTOMER_SERVICE:
      return MARKETING_TOOL_TYPE.CUSTOMER_SERVICE;
    default:
      return null;
  }
}
