import { COLLECT_FORM_MARKETING_KINDS, MARKETING_APP_TYPE, type MarketingAppType } from "../../enums/marketing";

/**
 * The `marketingAppPrimaryType` a buried-dots record names (§7; the spec gives no values, decision
 * 0031): 0 (collect form) for the collect form and every collect-form kind (1–5), else the tool's
 * own marketing app type (6 download, 7 code attention, 8 customer service).
 */
export function marketingPrimaryType(appType: number): number {
  return appType === MARKETING_APP_TYPE.COLLECT_FORM || COLLECT_FORM_MARKETING_KINDS.includes(appType as MarketingAppType)
    ? MARKETING_APP_TYPE.COLLECT_FORM
    : appType;
}
