import { WechatProviderError, type WechatProfile, type WechatProvider, type WechatScope } from "./ports";

export interface WechatOAuthConfig {
  readonly appId: string;
  readonly secret: string;
  /** Default https://open.weixin.qq.com (tests point it at a local server). */
  readonly openBase?: string;
  /** Default https://api.weixin.qq.com (tests point it at a local server). */
  readonly apiBase?: string;
  /** Wall clock, epoch ms, for the cached JS-SDK ticket. */
  readonly now?: () => number;
  /** Per call; default 10 s. */
  readonly timeoutMs?: number;
}

interface CachedValue {
  readonly value: string;
  readonly expiresAt: number;
}

/** Renew cached tokens this long before WeChat says they expire. */
const RENEW_EARLY_MS = 5 * 60 * 1000;

type Json = Record<string, unknown>;

const text = (json: Json, key: string): string | undefined => {
  const value = json[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * The real chat-app adapter: official-account OAuth (`/connect/oauth2/authorize`, then
 * `/sns/oauth2/access_token` and `/sns/userinfo`) and the JS-SDK ticket (`/cgi-bin/token`,
 * `/cgi-bin/ticket/getticket`), configured by app id and secret. The PC QR code encodes the same
 * OAuth address, opened in the chat-app on the phone.
 */
export class WechatOAuthProvider implements WechatProvider {
  readonly appId: string;
  private readonly openBase: string;
  private readonly apiBase: string;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private ticket: CachedValue | null = null;

  constructor(private readonly config: WechatOAuthConfig) {
    this.appId = config.appId;
    this.openBase = config.openBase ?? "https://open.weixin.qq.com";
    this.apiBase = config.apiBase ?? "https://api.weixin.qq.com";
    this.now = config.now ?? Date.now;
    this.timeoutMs = config.timeoutMs ?? 10_000;
  }

  authorizeUrl(request: { state: string; redirectUri: string; scope: WechatScope }): string {
    const url = new URL("/connect/oauth2/authorize", this.openBase);
    url.searchParams.set("appid", this.appId);
    url.searchParams.set("redirect_uri", request.redirectUri);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("scope", request.scope);
    url.searchParams.set("state", request.state);
    url.hash = "wechat_redirect";
    return url.toString();
  }

  qrLoginUrl(request: { requestId: string; state: string; callbackUri: string }): string {
    return this.authorizeUrl({ state: request.state, redirectUri: request.callbackUri, scope: "snsapi_userinfo" });
  }

  async exchangeCode(code: string): Promise<WechatProfile> {
    const token = await this.call("/sns/oauth2/access_token", {
      appid: this.appId,
      secret: this.config.secret,
      code,
      grant_type: "authorization_code",
    });
    const openId = text(token, "openid");
    const accessToken = text(token, "access_token");
    if (!openId || !accessToken) throw new WechatProviderError(-1, "WeChat answered no openid");
    const snapshotUser = token["is_snapshotuser"] === 1;
    const unionId = text(token, "unionid");
    const base: WechatProfile = { openId, snapshotUser, ...(unionId ? { unionId } : {}) };
    const scopes = (text(token, "scope") ?? "").split(",");
    if (snapshotUser || !scopes.includes("snsapi_userinfo")) return base;
    const info = await this.call("/sns/userinfo", { access_token: accessToken, openid: openId, lang: "zh_CN" });
    const nickname = text(info, "nickname");
    const avatar = text(info, "headimgurl");
    const infoUnionId = text(info, "unionid") ?? unionId;
    return {
      ...base,
      ...(nickname ? { nickname } : {}),
      ...(avatar ? { avatar } : {}),
      ...(infoUnionId ? { unionId: infoUnionId } : {}),
    };
  }

  async jsapiTicket(): Promise<string> {
    const now = this.now();
    if (this.ticket && this.ticket.expiresAt > now) return this.ticket.value;
    const token = await this.call("/cgi-bin/token", { grant_type: "client_credential", appid: this.appId, secret: this.config.secret });
    const accessToken = text(token, "access_token");
    if (!accessToken) throw new WechatProviderError(-1, "WeChat answered no access_token");
    const answer = await this.call("/cgi-bin/ticket/getticket", { access_token: accessToken, type: "jsapi" });
    const ticket = text(answer, "ticket");
    if (!ticket) throw new WechatProviderError(-1, "WeChat answered no ticket");
    const lifetime = typeof answer["expires_in"] === "number" ? answer["expires_in"] * 1000 : 7200_000;
    this.ticket = { value: ticket, expiresAt: now + Math.max(0, lifetime - RENEW_EARLY_MS) };
    return ticket;
  }

  /** GET `path` on the API with `query`; rejects on a transport failure or a non-zero errcode. */
  private async call(path: string, query: Record<string, string>): Promise<Json> {
    const url = new URL(path, this.apiBase);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new WechatProviderError(-1, `WeChat unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new WechatProviderError(-1, `WeChat answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new WechatProviderError(-1, "WeChat answered something that is not JSON");
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new WechatProviderError(-1, "WeChat answered no object");
    const body = json as Json;
    const errcode = body["errcode"];
    if (typeof errcode === "number" && errcode !== 0) {
      throw new WechatProviderError(errcode, text(body, "errmsg") ?? `WeChat error ${errcode}`);
    }
    return body;
  }
}
