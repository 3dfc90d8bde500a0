import { IDENTITY_TYPE } from "@livehall/domain";

/**
 * The tabs of the login prompt in the event's order: mobile and email for the enabled identity
 * types, WeChat (3) where the event lists it (at the end when it is enabled by flag only) and
 * only when `showWechat` (not in a mobile browser).
 */
export function loginTabs(identityTypes: readonly number[], showWechat: boolean): number[] {
  const tabs = identityTypes.filter(
    (type, index) =>
      identityTypes.indexOf(type) === index &&
      (type === IDENTITY_TYPE.MOBILE || type === IDENTITY_TYPE.EMAIL || (type === IDENTITY_TYPE.WECHAT && showWechat)),
  );
  if (showWechat && !tabs.includes(IDENTITY_TYPE.WECHAT)) tabs.push(IDENTITY_TYPE.WECHAT);
  return tabs;
}
