import type { CodeLoginRequest, LoginApi, VerificationCodeRequest } from "@livehall/application";
import type { Agreements, IdentityConfig, TokenRecord } from "@livehall/domain";
import { API_PATHS, type LoginCodeRequestDTO, type NicknameRequestDTO, type VerificationCodeRequestDTO } from "@livehall/wire";
import { captchaParams } from "../access/map-captcha";
import { requireTokenPair } from "../api/map-token-pair";
import type { HttpClient } from "../http/http-client";
import { mapAgreements, mapIdentityConfigs } from "./map-login";

/**
 * The login prompt's calls (§7 "Session and login") over the app's shared HttpClient: identity
 * configs, sending a code, code login, agreements and the nickname. Rejects only with ApiFailure.
 */
export class FetchLoginApi implements LoginApi {
  constructor(private readonly http: HttpClient) {}

  async getIdentityConfigs(eventId: string): Promise<readonly IdentityConfig[]> {
    return mapIdentityConfigs(await this.http.request<unknown>({ method: "GET", path: API_PATHS.identityConfigs(eventId) }));
  }

  async sendVerificationCode(request: VerificationCodeRequest): Promise<void> {
    const body: VerificationCodeRequestDTO = {
      virtualEventId: request.eventId,
      account: request.account,
      identityType: request.identityType,
      codeType: request.codeType,
      captcha: captchaParams(request.captcha),
    };
    await this.http.request<unknown>({ method: "POST", path: API_PATHS.verificationCode, body });
  }

  /** Agreement versions and languages go only when given (the agreement's flag is set, §5). */
  async loginWithCode(request: CodeLoginRequest): Promise<TokenRecord> {
    const body: LoginCodeRequestDTO = {
      code: request.code,
      identityType: request.identityType,
      virtualEventNumber: request.eventNumber,
      account: request.account,
      ...(request.privacyPolicy
        ? { privacyPolicyVersion: request.privacyPolicy.version, privacyPolicyLanguageType: request.privacyPolicy.languageType }
        : {}),
      ...(request.userAgreement
        ? { userAgreementVersion: request.userAgreement.version, userAgreementLanguageType: request.userAgreement.languageType }
        : {}),
      ...(request.channelNumber === undefined ? {} : { channelNum: request.channelNumber }),
      ...(request.sharerId === undefined ? {} : { sharerId: request.sharerId }),
      ...(request.browserFingerprint === undefined ? {} : { browserFingerprint: request.browserFingerprint }),
      ...(request.captcha === undefined ? {} : { captcha: captchaParams(request.captcha) }),
    };
    return requireTokenPair(await this.http.request<unknown>({ method: "POST", path: API_PATHS.loginCode, body }));
  }

  async getAgreements(tenantId: string, roomId?: string): Promise<Agreements> {
    const data = await this.http.request<unknown>({ method: "GET", path: API_PATHS.agreements, query: { tenantId, roomId } });
    return mapAgreements(data);
  }

  async setNickname(eventId: string, name: string): Promise<void> {
    const body: NicknameRequestDTO = { name };
    await this.http.request<unknown>({ method: "PUT", path: API_PATHS.audiences(eventId), body });
  }
}
