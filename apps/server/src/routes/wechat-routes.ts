import type { FastifyInstance } from "fastify";
import {
  API_PATHS,
  API_PREFIX,
  BODY_CODES,
  MOBILE_WECHAT_RESULT_PATH,
  type WechatAuthRequestDTO,
  type WechatSilenceAuthRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter } from "../http/api-error";
import { ok } from "../http/envelope";
import type { EventRow } from "../services/event-store";
import { requestOrigin } from "../services/request-origin";
import { sameSiteTarget } from "../services/same-site";
import type { ServerContext } from "../server-context";
import { bindBrowser, browserNonce } from "../wechat/browser-nonce";
import { renderPhoneResult } from "../wechat/dev-wechat-page";
import { jsapiSignature } from "../wechat/jsapi-signature";
import type { WechatScope } from "../wechat/ports";
import { WECHAT_AUTH_TYPE } from "../wechat/wechat-login-types";
import type { WechatLogin } from "../wechat/wechat-login";
import { eventByNumber } from "./event-lookup";
import { identifier, shortText } from "./schemas";

/** Where the chat-app sends the phone after a PC QR login was confirmed (ours; WeChat calls it, not the client). */
export const WECHAT_QR_CALLBACK_PATH = "/sso/wechat/qr-callback";

const url = { type: "string", minLength: 1, maxLength: 2048 } as const;
/** code and state may come back empty or null (a denied authorization): the handler answers '参数不能为空'. */
const state = { type: ["string", "null"], maxLength: 64 } as const;
const code = { type: ["string", "null"], maxLength: 512 } as const;

const signQuery = { type: "object", required: ["url", "virtualEventNumber"], properties: { url, virtualEventNumber: identifier } } as const;

const authUrlQuery = {
  type: "object",
  required: ["redirectUri", "virtualEventNumber"],
  properties: {
    type: { type: "string", enum: ["2", "3", "4"] },
    redirectUrlType: shortText,
    redirectUri: url,
    virtualEventNumber: identifier,
    promotionChannelNumber: shortText,
    sharerId: shortText,
    privacyPolicyVersion: shortText,
    userAgreementVersion: shortText,
    browserFingerprint: shortText,
  },
} as const;

const loginUrlQuery = {
  type: "object",
  required: ["virtualEventNumber"],
  properties: { redirectUri: url, virtualEventNumber: identifier, promotionChannelNumber: shortText, browserFingerprint: shortText },
} as const;

const statusQuery = { type: "object", required: ["requestId"], properties: { requestId: identifier } } as const;

const authBody = {
  type: "object",
  properties: {
    code,
    state,
    privacyPolicyVersion: shortText,
    userAgreementVersion: shortText,
    privacyPolicyLanguageType: shortText,
    userAgreementLanguageType: shortText,
  },
} as const;

const silenceBody = { type: "object", properties: { code, state } } as const;
const callbackQuery = { type: "object", properties: { code, state } } as const;

/** A body whose fields may be absent or null. */
type Nullable<T> = { [K in keyof T]?: T[K] | null };

interface AuthUrlQuery {
  type?: "2" | "3" | "4";
  redirectUri: string;
  virtualEventNumber: string;
  browserFingerprint?: string;
}

interface LoginUrlQuery {
  redirectUri?: string;
  virtualEventNumber: string;
  browserFingerprint?: string;
}

/** True when the event offers WeChat login (event definition `access.wechatFlag`). */
export const wechatEnabled = (event: EventRow): boolean => event.wechat_flag === 1;

/** '参数不能为空' (§5): WeChat's code and state are both required. */
const missingParameters = (): ApiError => badParameter("参数不能为空");

/**
 * §7 chat-app (WeChat) calls: JS-SDK sign data, mobile OAuth (auth-url, auth, silence auth), PC QR
 * login (login-url, status poll) and the QR callback the chat-app opens on the phone. Events
 * without WeChat login answer 100111; the provider is real (app id + secret) or the development
 * one (docs/decisions/0013).
 */
export function wechatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  function login(): WechatLogin {
    if (!ctx.wechat) throw new ApiError(200, BODY_CODES.loginMethodUnavailable, "WeChat login is not configured on this server");
    return ctx.wechat;
  }

  async function wechatEvent(eventNumber: string): Promise<EventRow> {
    const event = await eventByNumber(ctx, eventNumber);
    if (!wechatEnabled(event)) throw new ApiError(200, BODY_CODES.loginMethodUnavailable, "This event does not offer WeChat login");
    return event;
  }

  app.get<{ Querystring: { url: string; virtualEventNumber: string } }>(
    API_PATHS.wechatSign,
    { schema: { querystring: signQuery } },
    async (request) => {
      await wechatEvent(request.query.virtualEventNumber);
      const provider = login().provider;
      try {
        return ok(jsapiSignature(provider.appId, await provider.jsapiTicket(), request.query.url, ctx.now()));
      } catch (error) {
        throw new ApiError(200, BODY_CODES.defaultError, `WeChat sign failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  );

  app.get<{ Querystring: AuthUrlQuery }>(API_PATHS.wechatAuthUrl, { schema: { querystring: authUrlQuery } }, async (request, reply) => {
    const query = request.query;
    const event = await wechatEvent(query.virtualEventNumber);
    const target = sameSiteTarget(query.redirectUri, requestOrigin(request).http);
    if (!target || target.pathname !== MOBILE_WECHAT_RESULT_PATH) {
      throw new ApiError(200, BODY_CODES.redirectNotAllowed, `redirectUri must be this site's ${MOBILE_WECHAT_RESULT_PATH}`);
    }
    const scope: WechatScope = query.type === String(WECHAT_AUTH_TYPE.mobileAuto) ? "snsapi_base" : "snsapi_userinfo";
    const browser = bindBrowser(request, reply);
    return ok(
      await login().startMobile(event, { scope, redirectUri: target.toString(), deviceId: query.browserFingerprint ?? "", browser }),
    );
  });

  app.get<{ Querystring: LoginUrlQuery }>(API_PATHS.wechatLoginUrl, { schema: { querystring: loginUrlQuery } }, async (request, reply) => {
    const query = request.query;
    const event = await wechatEvent(query.virtualEventNumber);
    const origin = requestOrigin(request).http;
    if (query.redirectUri !== undefined && !sameSiteTarget(query.redirectUri, origin)) {
      throw new ApiError(200, BODY_CODES.redirectNotAllowed, "redirectUri must lead to this site");
    }
    const callbackUri = `${origin}${API_PREFIX}${WECHAT_QR_CALLBACK_PATH}`;
    const browser = bindBrowser(request, reply);
    return ok(await login().startPc(event, { callbackUri, deviceId: query.browserFingerprint ?? "", browser }));
  });

  app.get<{ Querystring: { requestId: string } }>(API_PATHS.wechatLoginStatus, { schema: { querystring: statusQuery } }, async (request) =>
    ok(await login().pollPc(request.query.requestId, browserNonce(request))),
  );

  app.post<{ Body: Nullable<WechatAuthRequestDTO> }>(API_PATHS.wechatAuth, { schema: { body: authBody } }, async (request) => {
    const { code: given, state: returned } = request.body;
    if (!given || !returned) throw missingParameters();
    const wechat = login();
    const event = await wechat.eventOfState(returned);
    if (event && !wechatEnabled(event))
      throw new ApiError(200, BODY_CODES.loginMethodUnavailable, "This event does not offer WeChat login");
    const viewer = event ? await ctx.sessions.viewerOrNull(request.headers.authorization, event.id) : null;
    return ok(await wechat.authorizeMobile(given, returned, viewer, browserNonce(request)));
  });

  app.post<{ Body: Nullable<WechatSilenceAuthRequestDTO> }>(
    API_PATHS.wechatSilenceAuth,
    { schema: { body: silenceBody } },
    async (request) => {
      const { code: given, state: returned } = request.body;
      if (!given || !returned) throw missingParameters();
      return ok(await login().silenceAuth(given, returned, browserNonce(request)));
    },
  );

  app.get<{ Querystring: { code?: string; state?: string } }>(
    WECHAT_QR_CALLBACK_PATH,
    { schema: { querystring: callbackQuery } },
    async (request, reply) => {
      const { code: given, state: returned } = request.query;
      const result = returned ? await login().completePc(returned, given || null) : { ok: false, message: "参数不能为空" };
      const page = renderPhoneResult(result.ok ? "登录成功" : "登录未完成", result.message);
      return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(page);
    },
  );
}
