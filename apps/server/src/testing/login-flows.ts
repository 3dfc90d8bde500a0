import type {
  AuthResultDTO,
  CaptchaChallengeDTO,
  CaptchaSolutionDTO,
  WechatAuthUrlDTO,
  WechatLoginResultDTO,
  WechatLoginUrlDTO,
} from "@livehall/wire";
import { solveCaptcha } from "./solve-captcha";
import { postJson, type TestServer } from "./test-server";

/** Follows the development WeChat page's choice: the address it redirects to (not followed). */
export async function chooseOnDevWechat(pageUrl: string, outcome: string, user?: string): Promise<URL> {
  const url = new URL(pageUrl);
  url.searchParams.set("outcome", outcome);
  if (user !== undefined) url.searchParams.set("user", user);
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`dev WeChat page answered ${response.status}: ${await response.text()}`);
  return new URL(location, url);
}

/**
 * The WeChat nonce cookie a start call set (decision 0023), as a `cookie` request header value
 * ("name=value"): what the starting browser sends back with the callback and the poll.
 */
export function wechatCookie(response: Response): string {
  const set = response.headers.get("set-cookie") ?? "";
  const pair = set.split(";")[0] ?? "";
  if (!pair.startsWith("lh_wechat_nonce=")) throw new Error(`no WeChat nonce cookie in ${JSON.stringify(set)}`);
  return pair;
}

/** GET a WeChat start call (auth-url, noauth-login-url) as a browser: its data and the nonce cookie it set. */
async function startWechat(t: TestServer, path: string, cookie?: string): Promise<{ data: unknown; cookie: string }> {
  const response = await fetch(`${t.url}${path}`, cookie ? { headers: { cookie } } : {});
  const body = (await response.json()) as { code: string; data: unknown };
  if (body.code !== "200") throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return { data: body.data, cookie: wechatCookie(response) };
}

/** Starts mobile OAuth (GET auth-url with `query`) as a browser: where to go, and the nonce cookie. */
export async function startWechatMobile(
  t: TestServer,
  query: string,
  cookie?: string,
): Promise<{ data: WechatAuthUrlDTO; cookie: string }> {
  const started = await startWechat(t, `/api/sso/wechat/auth-url?${query}`, cookie);
  return { data: started.data as WechatAuthUrlDTO, cookie: started.cookie };
}

/** Starts PC QR login (GET noauth-login-url with `query`) as a browser: the QR address, requestId and nonce cookie. */
export async function startWechatPc(t: TestServer, query: string, cookie?: string): Promise<{ data: WechatLoginUrlDTO; cookie: string }> {
  const started = await startWechat(t, `/api/sso/wechat/noauth-login-url?${query}`, cookie);
  return { data: started.data as WechatLoginUrlDTO, cookie: started.cookie };
}

/**
 * Mobile OAuth through the development provider up to the code and state the chat-app returns,
 * with the nonce cookie of the browser that started it.
 */
export async function wechatMobileCode(
  t: TestServer,
  eventNumber: string,
  outcome: string,
  user?: string,
  type = "3",
): Promise<{ code: string | null; state: string; cookie: string }> {
  const redirectUri = `${t.url}/mobile/wechatAuthResult`;
  const started = await startWechatMobile(
    t,
    `type=${type}&redirectUri=${encodeURIComponent(redirectUri)}&virtualEventNumber=${eventNumber}`,
  );
  const back = await chooseOnDevWechat(started.data.authUrl, outcome, user);
  return { code: back.searchParams.get("code"), state: back.searchParams.get("state") ?? "", cookie: started.cookie };
}

/** POST /sso/wechat/auth with `code` and `state`, from the browser holding `cookie` (none: another browser). */
export function wechatAuth(t: TestServer, returned: { code?: string | null; state?: string | null; cookie?: string }, token?: string) {
  const { cookie, ...body } = returned;
  return t.api<WechatLoginResultDTO>(
    "/api/sso/wechat/auth",
    postJson(body, { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }),
  );
}

/** PC QR login confirmed on the development "phone": the poll's tokens. */
export async function wechatPcLogin(t: TestServer, eventNumber: string, user: string, fingerprint: string): Promise<AuthResultDTO> {
  const started = await startWechatPc(t, `virtualEventNumber=${eventNumber}&browserFingerprint=${fingerprint}`);
  const callback = await chooseOnDevWechat(started.data.loginUrl, "confirm", user);
  await fetch(callback);
  const status = await t.api<WechatLoginResultDTO>(`/api/sso/wechat/noauth-login-status?requestId=${started.data.requestId}`, {
    headers: { cookie: started.cookie },
  });
  const tokens = status.body.data.audienceLoginBO;
  if (status.body.data.loginType !== 2 || !tokens) throw new Error(`WeChat PC login failed: ${JSON.stringify(status.body)}`);
  return tokens;
}

/** A fresh captcha, solved as a browser would (keep `captchaMaxNumber` small in tests). */
export async function solvedCaptcha(t: TestServer): Promise<CaptchaSolutionDTO> {
  const { body } = await t.api<CaptchaChallengeDTO>("/api/sso/captcha");
  return solveCaptcha(body.data);
}

/** Asks for a verification code (POST verification-code) and reads it from the development outbox. */
export async function sendCode(t: TestServer, eventId: string, account: string, codeType: number): Promise<string> {
  const identityType = account.includes("@") ? 2 : 1;
  const sent = await t.api(
    "/api/sso/events/audience/verification-code",
    postJson({ virtualEventId: eventId, account, identityType, codeType, captcha: await solvedCaptcha(t) }),
  );
  if (sent.body.code !== "200") throw new Error(`verification-code failed: ${JSON.stringify(sent.body)}`);
  const outbox = (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(account)}`)).json()) as { code: string }[];
  const code = outbox[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${account}`);
  return code;
}
