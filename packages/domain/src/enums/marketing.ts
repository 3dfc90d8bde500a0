/** §3 enumerations about marketing tools (lead forms, downloads, QR follow, customer service). */

/**
 * abilityType. The spec gives only the ends ("1 collect form to 8 sign in"); the middle names are
 * our reading, following the default tool order (form, code attention, download, customer
 * service) and then the other toolbar tools that carry a viewer action.
 */
export const ABILITY_TYPE = {
  COLLECT_FORM: 1,
  CODE_ATTENTION: 2,
  DOWNLOAD_MATERIALS: 3,
  CUSTOMER_SERVICE: 4,
  LUCKY_DRAW: 5,
  VOTE: 6,
  EXAM: 7,
  SIGN_IN: 8,
} as const;
export type AbilityType = (typeof ABILITY_TYPE)[keyof typeof ABILITY_TYPE];

/** marketingAppType of a marketing tool list item. */
export const MARKETING_APP_TYPE = {
  COLLECT_FORM: 0,
  APPOINTMENT_DEMO: 1,
  INTENT_RETENTION: 2,
  ASK_PRICE: 3,
  APPLY_TRIAL: 4,
  CUSTOMIZE_MENU: 5,
  DOWNLOAD_MATERIALS: 6,
  CODE_ATTENTION: 7,
  CUSTOMER_SERVICE: 8,
} as const;
export type MarketingAppType = (typeof MARKETING_APP_TYPE)[keyof typeof MARKETING_APP_TYPE];

/** Marketing app types that are shown as a collect form. */
export const COLLECT_FORM_MARKETING_KINDS: readonly MarketingAppType[] = [
  MARKETING_APP_TYPE.APPOINTMENT_DEMO,
  MARKETING_APP_TYPE.INTENT_RETENTION,
  MARKETING_APP_TYPE.ASK_PRICE,
  MARKETING_APP_TYPE.APPLY_TRIAL,
  MARKETING_APP_TYPE.CUSTOMIZE_MENU,
];

/** The client-derived toolType of a marketing tool; values equal the matching toolbar buttons. */
export const MARKETING_TOOL_TYPE = {
  COLLECT_FORM: "COLLECT_FORM",
  CODE_ATTENTION: "CODE_ATTENTION",
  DOWNLOAD_MATERIALS: "DOWNLOAD_MATERIALS",
  CUSTOMER_SERVICE: "CUSTOMER_SERVICE",
} as const;
export type MarketingToolType = (typeof MARKETING_TOOL_TYPE)[keyof typeof MARKETING_TOOL_TYPE];

/** Order tools are listed in when the room sets none. */
export const DEFAULT_TOOL_ORDER: readonly MarketingToolType[] = [
  MARKETING_TOOL_TYPE.COLLECT_FORM,
  MARKETING_TOOL_TYPE.CODE_ATTENTION,
  MARKETING_TOOL_TYPE.DOWNLOAD_MATERIALS,
  MARKETING_TOOL_TYPE.CUSTOMER_SERVICE,
];

/** jumpUrlType of a jump entry (customer service / QR tools). */
export const JUMP_URL_TYPE = { QRCODE: 1, URL: 2 } as const;
export type JumpUrlType = (typeof JUMP_URL_TYPE)[keyof typeof JUMP_URL_TYPE];

/** How a tool was opened: ACTIVE by a click, PASSIVE by a call-to-action prompt (§4). */
export const TRIGGER_MODE = { ACTIVE: "ACTIVE", PASSIVE: "PASSIVE" } as const;
export type TriggerMode = (typeof TRIGGER_MODE)[keyof typeof TRIGGER_MODE];
