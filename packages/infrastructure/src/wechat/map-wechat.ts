import type { WechatLoginOutcome } from "@livehall/domain";
import type { WechatAuthUrlDTO, WechatLoginResultDTO, WechatLoginUrlDTO } from "@livehall/wire";
import { loose, num, text } from "../api/loose";
import { readTokenPair } from "../api/map-token-pair";

/**
 * POST /sso/wechat/auth and GET /sso/wechat/noauth-login-status → WechatLoginOutcome (§3 result
 * 1–16). Tokens only when the answer carries an access token; a missing login type reads as 0
 * (no §3 result: the use-case shows the server's message).
 */
export function mapWechatOutcome(data: unknown): WechatLoginOutcome {
  const dto = loose<WechatLoginResultDTO>(data);
  return {
    loginType: num(dto.loginType),
    tokens: readTokenPair(dto.audienceLoginBO),
    authUrl: text(dto.wechatAuthUrl),
    message: text(dto.msg),
  };
}

/** GET /sso/wechat/noauth-login-url or /sso/wechat/auth-url → the URL and the request id. */
export function mapWechatUrl(data: unknown, urlField: "loginUrl" | "authUrl"): { readonly url: string; readonly requestId: string } {
  const dto = loose<WechatLoginUrlDTO & WechatAuthUrlDTO>(data);
  return { url: text(dto[urlField]), requestId: text(dto.requestId) };
}
