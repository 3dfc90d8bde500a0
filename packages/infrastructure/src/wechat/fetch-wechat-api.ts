import type { WechatApi, WechatAuthRequest, WechatAuthUrlRequest } from "@livehall/application";
import type { WechatLoginOutcome } from "@livehall/domain";
import { API_PATHS, type WechatAuthRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapWechatOutcome, mapWechatUrl } from "./map-wechat";

/**
 * The chat-app (WeChat) login calls (§7) over the app's shared HttpClient: PC QR login (login URL,
 * status poll) and mobile OAuth (auth URL, auth with code and state). Optional parameters and
 * agreement fields go only when given. Rejects only with ApiFailure.
 */
export class FetchWechatApi implements WechatApi {
  constructor(private readonly http: HttpClient) {}

  async getLoginUrl(redirectUri: string, eventNumber: string): Promise<{ readonly loginUrl: string; readonly requestId: string }> {
    const data = await this.http.request<unknown>({
      method: "GET",
      path: API_PATHS.wechatLoginUrl,
      query: { redirectUri, virtualEventNumber: eventNumber },
    });
    const { url, requestId } = mapWechatUrl(data, "loginUrl");
    return { loginUrl: url, requestId };
  }

  async getLoginStatus(requestId: string): Promise<WechatLoginOutcome> {
    return mapWechatOutcome(await this.http.request<unknown>({ method: "GET", path: API_PATHS.wechatLoginStatus, query: { requestId } }));
  }

  async getAuthUrl(request: WechatAuthUrlRequest): Promise<{ readonly authUrl: string; readonly requestId: string }> {
    const data = await this.http.request<unknown>({
      method: "GET",
      path: API_PATHS.wechatAuthUrl,
      query: {
        type: request.type,
        redirectUri: request.redirectUri,
        virtualEventNumber: request.eventNumber,
        promotionChannelNumber: request.promotionChannelNumber,
        sharerId: request.sharerId,
        privacyPolicyVersion: request.privacyPolicyVersion,
        userAgreementVersion: request.userAgreementVersion,
      },
    });
    const { url, requestId } = mapWechatUrl(data, "authUrl");
    return { authUrl: url, requestId };
  }

  async authorize(request: WechatAuthRequest): Promise<WechatLoginOutcome> {
    const body: WechatAuthRequestDTO = {
      code: request.code,
      state: request.state,
      ...(request.privacyPolicy
        ? { privacyPolicyVersion: request.privacyPolicy.version, privacyPolicyLanguageType: request.privacyPolicy.languageType }
        : {}),
      ...(request.userAgreement
        ? { userAgreementVersion: request.userAgreement.version, userAgreementLanguageType: request.userAgreement.languageType }
        : {}),
    };
    return mapWechatOutcome(await this.http.request<unknown>({ method: "POST", path: API_PATHS.wechatAuth, body }));
  }
}
