/** §3 WeChat login result types the server answers (1 not logged in, 2 logged in, …). */
export const WECHAT_LOGIN = {
  pending: 1,
  loggedIn: 2,
  boundElsewhere: 4,
  /** One of the "various errors" 5–13: unknown, expired or used request, refused code. */
  failed: 5,
  needUserInfo: 14,
  snapshotUser: 16,
} as const;

/** §3 Auth types: where the login started. */
export const WECHAT_AUTH_TYPE = { pc: 2, mobile: 3, mobileAuto: 4 } as const;

/** A pending WeChat login (QR or OAuth) is answered for this long. */
export const WECHAT_REQUEST_TTL_MS = 10 * 60 * 1000;

/** Server messages the client shows as they are (§4: "any other result shows the server message"). */
export const WECHAT_MESSAGES = {
  waiting: "等待微信扫码确认",
  qrExpired: "二维码已过期，请刷新后重新扫码",
  unknownRequest: "无效的微信登录请求，请重新登录",
  requestExpired: "微信授权已过期，请重新登录",
  requestUsed: "微信授权已使用，请重新登录",
  denied: "已取消微信授权",
  boundElsewhere: "该微信已绑定其他账号",
  snapshotUser: "请在微信中打开页面并授权后再登录",
  needUserInfo: "需要获取微信昵称，请授权",
  codeRefused: "微信授权失败",
  delivered: "登录结果已领取，请重新扫码",
  /** The callback or poll came from another browser than the one that started the login (decision 0023). */
  otherBrowser: "此微信登录不是在本浏览器发起的，请重新登录",
} as const;
