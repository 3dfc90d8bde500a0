import type { WechatLoginOutcome } from "@livehall/domain";

export interface WechatAuthUrlRequest {
  /** §3 Auth type: 3 mobile, 4 mobile auto. */
  readonly type: number;
  /** Where the chat-app sends the viewer back: this site's /mobile/wechatAuthResult. */
  readonly redirectUri: string;
  readonly eventNumber: string;
  readonly promotionChannelNumber?: string;
  readonly sharerId?: string;
  readonly privacyPolicyVersion?: string;
  readonly userAgreementVersion?: string;
}

export interface WechatAuthRequest {
  readonly code: string;
  readonly state: string;
  readonly privacyPolicy?: { readonly version: string; readonly languageType: string };
  readonly userAgreement?: { readonly version: string; readonly languageType: string };
}

/**
 * The chat-app (WeChat) login calls (§7): PC QR login (login url + status poll) and mobile OAuth
 * (auth url + auth with the returned code and state). Rejects with the domain's ApiFailure.
 */
export interface WechatApi {
  /** GET /sso/wechat/noauth-login-url */
  getLoginUrl(redirectUri: string, eventNumber: string): Promise<{ readonly loginUrl: string; readonly requestId: string }>;
  /** GET /sso/wechat/noauth-login-status */
  getLoginStatus(requestId: string): Promise<WechatLoginOutcome>;
  /** GET /sso/wechat/auth-url */
  getAuthUrl(request: WechatAuthUrlRequest): Promise<{ readonly authUrl: string; readonly requestId: string }>;
  /** POST /sso/wechat/auth */
  authorize(request: WechatAuthRequest): Promise<WechatLoginOutcome>;
}
