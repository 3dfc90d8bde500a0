/**
 * The chat-app (WeChat) side of login, as the server needs it. WeChat cannot be reached from the
 * build machines, so the server talks to it only through this port: {@link WechatOAuthProvider}
 * calls open.weixin.qq.com / api.weixin.qq.com for real; {@link DevWechatProvider} plays WeChat
 * with local pages (docs/decisions/0013).
 */

/** OAuth scopes: `snsapi_base` gives only the openId (silent), `snsapi_userinfo` adds the profile. */
export type WechatScope = "snsapi_base" | "snsapi_userinfo";

/** Who confirmed a login in the chat-app, as the code exchange tells. */
export interface WechatProfile {
  readonly openId: string;
  readonly unionId?: string;
  /** Absent when the scope was `snsapi_base` (the server then asks for user info, login type 14). */
  readonly nickname?: string;
  readonly avatar?: string;
  /** WeChat's "snapshot page" visitor (is_snapshotuser): not a real login (login type 16). */
  readonly snapshotUser: boolean;
  /**
   * The provider already knows this chat-app account belongs to another member (login type 4).
   * Only the development provider's "bound elsewhere" outcome sets it; the server also detects a
   * binding to another audience from its own records.
   */
  readonly boundElsewhere?: boolean;
}

/** A refusal from the chat-app's API (bad or used code, wrong secret…), with WeChat's errcode. */
export class WechatProviderError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
    this.name = "WechatProviderError";
  }
}

export interface WechatProvider {
  /** The app id the client's JS-SDK config needs (chat-app sign data). */
  readonly appId: string;
  /** Where to send the viewer to authorize; the chat-app then redirects to `redirectUri?code=&state=`. */
  authorizeUrl(request: { readonly state: string; readonly redirectUri: string; readonly scope: WechatScope }): string;
  /**
   * What the PC login's QR code encodes (opened on the phone). Confirming there leads to
   * `callbackUri?code=&state=`, which completes the pending request `requestId`.
   */
  qrLoginUrl(request: { readonly requestId: string; readonly state: string; readonly callbackUri: string }): string;
  /** Exchanges an authorization code for the viewer's profile; rejects with {@link WechatProviderError}. */
  exchangeCode(code: string): Promise<WechatProfile>;
  /** The current JS-SDK ticket, for the chat-app sign data's signature. */
  jsapiTicket(): Promise<string>;
}
