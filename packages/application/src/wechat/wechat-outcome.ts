import { DEFAULT_ERROR_KEY, WECHAT_LOGIN_RESULT, type TokenRecord, type WechatLoginOutcome } from "@livehall/domain";
import { formMessage, type FormMessage } from "../access/form-failure";

/** Message keys of the WeChat results that have no server text of their own. */
export const WECHAT_KEYS = {
  /** '微信授权成功' (§8), shown on PC after the QR login. */
  authorized: "success.wechatAuthorized",
  /** loginType 4: the chat-app account is bound to another viewer. */
  boundElsewhere: "wechat.boundElsewhere",
  /** loginType 16: opened in the chat-app's snapshot preview, no real identity. */
  snapshotUser: "wechat.snapshotUser",
  /** The PC QR code was not scanned in 600 polls. */
  expired: "wechat.expired",
} as const;

/** What a WeChat login result means for the page (§4 WeChat result). */
export type WechatStep =
  | { readonly kind: "waiting" }
  | { readonly kind: "loggedIn"; readonly tokens: TokenRecord }
  | { readonly kind: "boundElsewhere" }
  | { readonly kind: "needUserInfo"; readonly authUrl: string }
  | { readonly kind: "snapshotUser" }
  /** Any other result: the server's message (shown with the default key). */
  | { readonly kind: "failed"; readonly message: FormMessage };

/**
 * §3 WeChat login result 1–16 read the §4 way: 1 keep waiting; 2 logged in (a result without
 * tokens counts as a failure); 4 bound elsewhere; 14 go to the auth url for more user info (one
 * without a url counts as a failure); 16 snapshot user; anything else shows the server message.
 */
export function wechatStep(outcome: WechatLoginOutcome): WechatStep {
  switch (outcome.loginType) {
    case WECHAT_LOGIN_RESULT.NOT_LOGGED_IN:
      return { kind: "waiting" };
    case WECHAT_LOGIN_RESULT.LOGGED_IN:
      if (outcome.tokens) return { kind: "loggedIn", tokens: outcome.tokens };
      break;
    case WECHAT_LOGIN_RESULT.ACCOUNT_ALREADY_BOUND:
      return { kind: "boundElsewhere" };
    case WECHAT_LOGIN_RESULT.NEED_USER_INFO:
      if (outcome.authUrl) return { kind: "needUserInfo", authUrl: outcome.authUrl };
      break;
    case WECHAT_LOGIN_RESULT.SNAPSHOT_USER:
      return { kind: "snapshotUser" };
  }
  return { kind: "failed", message: formMessage({ messageKey: DEFAULT_ERROR_KEY, serverMessage: outcome.message }) };
}
