import { createHash, randomBytes } from "node:crypto";
import { DEV_PATHS } from "@livehall/wire";
import { WechatProviderError, type WechatProfile, type WechatProvider, type WechatScope } from "./ports";

/** What the viewer chose on the development WeChat page. */
export type DevWechatOutcome = "confirm" | "snapshot" | "bound";

/** A development code lives this long, like WeChat's (5 minutes), and works once. */
const CODE_TTL_MS = 5 * 60 * 1000;

interface IssuedCode {
  readonly profile: WechatProfile;
  readonly expiresAt: number;
}

/** The default test user's name on the development page. */
export const DEV_WECHAT_TEST_USER = "微信测试用户";

/**
 * Plays the chat-app (WeChat) for development and tests, with no network (docs/decisions/0013):
 * the authorize and QR addresses lead to this server's `/dev/wechat/*` pages, where a button
 * stands in for what the viewer does in the WeChat app. Choosing an outcome mints a one-time code
 * that {@link exchangeCode} turns into the matching profile. A test user's openId is derived from
 * the name typed on the page, so the same name is the same WeChat account.
 */
export class DevWechatProvider implements WechatProvider {
  readonly appId = "dev-wechat-app";
  private readonly codes = new Map<string, IssuedCode>();

  constructor(private readonly now: () => number) {}

  authorizeUrl(request: { state: string; redirectUri: string; scope: WechatScope }): string {
    const url = new URL(DEV_PATHS.wechatAuthorize, request.redirectUri);
    url.searchParams.set("redirect_uri", request.redirectUri);
    url.searchParams.set("scope", request.scope);
    url.searchParams.set("state", request.state);
    return url.toString();
  }

  qrLoginUrl(request: { requestId: string; state: string; callbackUri: string }): string {
    const url = new URL(DEV_PATHS.wechatConfirm, request.callbackUri);
    url.searchParams.set("requestId", request.requestId);
    url.searchParams.set("state", request.state);
    return url.toString();
  }

  /** What the development page does when the viewer picks an outcome: a one-time code. */
  mintCode(outcome: DevWechatOutcome, scope: WechatScope, testUser = DEV_WECHAT_TEST_USER): string {
    this.dropExpired();
    const name = testUser.trim() || DEV_WECHAT_TEST_USER;
    const openId = `dev-${createHash("sha256").update(name).digest("hex").slice(0, 24)}`;
    const profile: WechatProfile = {
      openId,
      snapshotUser: outcome === "snapshot",
      ...(scope === "snsapi_userinfo" && outcome !== "snapshot" ? { nickname: name.slice(0, 20) } : {}),
      ...(outcome === "bound" ? { boundElsewhere: true } : {}),
    };
    const code = `dev-${randomBytes(16).toString("hex")}`;
    this.codes.set(code, { profile, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  exchangeCode(code: string): Promise<WechatProfile> {
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (!issued || issued.expiresAt <= this.now()) return Promise.reject(new WechatProviderError(40029, "invalid code"));
    return Promise.resolve(issued.profile);
  }

  jsapiTicket(): Promise<string> {
    return Promise.resolve("dev-jsapi-ticket");
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code);
  }
}
