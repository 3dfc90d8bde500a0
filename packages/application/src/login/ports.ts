import type { Agreements, IdentityConfig, TokenRecord } from "@livehall/domain";
import type { CaptchaSolution } from "@livehall/domain";

export interface VerificationCodeRequest {
  readonly eventId: string;
  readonly account: string;
  /** 1 mobile, 2 email. */
  readonly identityType: number;
  /** §3 Code type: 2 login, 4 signup, 5 common (white list). */
  readonly codeType: number;
  readonly captcha: CaptchaSolution;
}

export interface CodeLoginRequest {
  readonly eventNumber: string;
  readonly account: string;
  readonly code: string;
  readonly identityType: number;
  /** Only when the agreement's flag is set (§5). */
  readonly privacyPolicy?: { readonly version: string; readonly languageType: string };
  readonly userAgreement?: { readonly version: string; readonly languageType: string };
  readonly channelNumber?: string;
  readonly sharerId?: string;
  readonly browserFingerprint?: string;
  /** The solved captcha (decision 0012: code login requires one). */
  readonly captcha?: CaptchaSolution;
}

/**
 * §7 "Session and login" calls of the login prompt: identity configs decide mobile or email,
 * a code is sent and exchanged for tokens; agreements and the nickname live here too.
 * Rejects with the domain's ApiFailure.
 */
export interface LoginApi {
  /** GET /events/{eventId}/identity-configs */
  getIdentityConfigs(eventId: string): Promise<readonly IdentityConfig[]>;
  /** POST /sso/events/audience/verification-code */
  sendVerificationCode(request: VerificationCodeRequest): Promise<void>;
  /** POST /sso/events/login-code */
  loginWithCode(request: CodeLoginRequest): Promise<TokenRecord>;
  /** GET /tenants/agreements */
  getAgreements(tenantId: string, roomId?: string): Promise<Agreements>;
  /** PUT /events/{eventId}/audiences */
  setNickname(eventId: string, name: string): Promise<void>;
}
