import { describe, expect, it } from "vitest";
import {
  ABILITY_TYPE,
  COLLECT_FORM_MARKETING_KINDS,
  DEFAULT_TOOL_ORDER,
  JUMP_URL_TYPE,
  MARKETING_APP_TYPE,
  MARKETING_TOOL_TYPE,
  TRIGGER_MODE,
} from "./marketing";

describe("marketing enumerations (§3)", () => {
  it.each([
    [
      "ABILITY_TYPE",
      ABILITY_TYPE,
      {
        COLLECT_FORM: 1,
        CODE_ATTENTION: 2,
        DOWNLOAD_MATERIALS: 3,
        CUSTOMER_SERVICE: 4,
        LUCKY_DRAW: 5,
        VOTE: 6,
        EXAM: 7,
        SIGN_IN: 8,
      },
    ],
    [
      "MARKETING_APP_TYPE",
      MARKETING_APP_TYPE,
      {
        COLLECT_FORM: 0,
        APPOINTMENT_DEMO: 1,
        INTENT_RETENTION: 2,
        ASK_PRICE: 3,
        APPLY_TRIAL: 4,
        CUSTOMIZE_MENU: 5,
        DOWNLOAD_MATERIALS: 6,
        CODE_ATTENTION: 7,
        CUSTOMER_SERVICE: 8,
      },
    ],
    ["COLLECT_FORM_MARKETING_KINDS", COLLECT_FORM_MARKETING_KINDS, [1, 2, 3, 4, 5]],
    [
      "MARKETING_TOOL_TYPE",
      MARKETING_TOOL_TYPE,
      {
        COLLECT_FORM: "COLLECT_FORM",
        CODE_ATTENTION: "CODE_ATTENTION",
        DOWNLOAD_MATERIALS: "DOWNLOAD_MATERIALS",
        CUSTOMER_SERVICE: "CUSTOMER_SERVICE",
      },
    ],
    ["DEFAULT_TOOL_ORDER", DEFAULT_TOOL_ORDER, ["COLLECT_FORM", "CODE_ATTENTION", "DOWNLOAD_MATERIALS", "CUSTOMER_SERVICE"]],
    ["JUMP_URL_TYPE", JUMP_URL_TYPE, { QRCODE: 1, URL: 2 }],
    ["TRIGGER_MODE", TRIGGER_MODE, { ACTIVE: "ACTIVE", PASSIVE: "PASSIVE" }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
