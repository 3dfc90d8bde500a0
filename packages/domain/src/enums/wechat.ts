/** §3 enumerations about the chat-app (WeChat) login and payment. */

/**
 * loginType of POST /sso/wechat/auth and of the PC login-status poll.
 *
 * The spec names 1–4, 14 and 15 and says "5 to 13 and 16 various errors (including snapshot
 * user)". Our reading: 16 stands apart from the 5–13 run because it was added later for one
 * special case, so 16 is SNAPSHOT_USER (the viewer opened the page in the chat-app's
 * "snapshot" preview and has no real identity; §4: "snapshot user emits an event"). 5–13 are
 * plain errors whose text comes from the server (§4: "any other result shows the server
 * message"), named ERROR_5 … ERROR_13.
 */
export const WECHAT_LOGIN_RESULT = {
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
} as const;
export type WechatLoginResult = (typeof WECHAT_LOGIN_RESULT)[keyof typeof WECHAT_LOGIN_RESULT];

/** Payment provider of a paid ticket (the spec names only WeChat; string value is our choice). */
export const PAY_TYPE = { WECHAT: "WECHAT" } as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];

/** How a WeChat payment is made: QR code, API (in-app JSAPI), H5 page. */
export const TRADE_TYPE = { QR: 1, API: 2, H5: 3 } as const;
export type TradeType = (typeof TRADE_TYPE)[keyof typeof TRADE_TYPE];

/** Share targets; sharePlatform is an array indexed by these values. */
export const SHARE_CHANNEL = { WEIBO: 0, WECHAT: 1, FACEBOOK: 2, TWITTER: 3 } as const;
export type ShareChannel = (typeof SHARE_CHANNEL)[keyof typeof SHARE_CHANNEL];
