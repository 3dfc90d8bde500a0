import { describe, expect, it } from "vitest";
import { PAY_TYPE, SHARE_CHANNEL, TRADE_TYPE, WECHAT_LOGIN_RESULT } from "./wechat";

describe("chat-app enumerations (§3)", () => {
  it.each([
    [
      "WECHAT_LOGIN_RESULT",
      WECHAT_LOGIN_RESULT,
      {
        NOT_LOGGED_IN: 1,
        LOGGED_IN: 2,
        MISSING_DATA: 3,
        ACCOUNT_ALREADY_BOUND: 4,
        ERROR_5: 5,
        ERROR_6: 6,
        ERROR_7: 7,
        ERROR_8: 8,
        ERROR_9: 9,
        ERROR_10: 10,
        ERROR_11: 11,
        ERROR_12: 12,
        ERROR_13: 13,
        NEED_USER_INFO: 14,
        MOBILE_EXISTS: 15,
        SNAPSHOT_USER: 16,
      },
    ],
    ["PAY_TYPE", PAY_TYPE, { WECHAT: "WECHAT" }],
    ["TRADE_TYPE", TRADE_TYPE, { QR: 1, API: 2, H5: 3 }],
    ["SHARE_CHANNEL", SHARE_CHANNEL, { WEIBO: 0, WECHAT: 1, FACEBOOK: 2, TWITTER: 3 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
