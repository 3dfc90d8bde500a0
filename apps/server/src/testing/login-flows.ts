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

/** Mobile OAuth through the development provider up to the code and state the chat-app returns. */
export async function wechatMobileCode(t: TestServer, eventNumber: string, outcome: string, user?: string, type = "3"): Promise<{ code: string | null; state: string }> {
  const redirectUri = `${t.url}/mobile/wechatAuthResult`;
  const started = await t.api<WechatAuthUrlDTO>(
    `/api/sso/wechat/auth-url?type=${type}&redirectUri=${encodeURIComponent(redirectUri)}&virtualEventNumber=${eventNumber}`,
  );
  if (started.body.code !== "200") throw new Error(`auth-url failed: ${JSON.stringify(started.body)}`);
  const back = await chooseOnDevWechat(started.body.data.authUrl, outcome, user);
  return { code: back.searchParams.get("code"), state: back.searchParams.get("state") ?? "" };
}

/** PC QR login confirmed on the development "phone": the poll's tokens. */
export async function wechatPcLogin(t: TestServer, eventNumber: string, user: string, fingerprint: string): Promise<AuthResultDTO> {
  const started = await t.api<WechatLoginUrlDTO>(`/api/sso/wechat/noauth-login-url?virtualEventNumber=${eventNumber}&browserFingerprint=${fingerprint}`);
  if (started.body.code !== "200") throw new Error(`noauth-login-url failed: ${JSON.stringify(started.body)}`);
  const callback = await chooseOnDevWechat(started.body.data.loginUrl, "confirm", user);
  await fetch(callback);
  const status = await t.api<WechatLoginResultDTO>(`/api/sso/wechat/noauth-login-status?requestId=${started.body.data.requestId}`);
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
  const sent = await t.api("/api/sso/events/audience/verification-code", postJson({ virtualEventId: eventId, account, identityType, codeType, captcha: await solvedCaptcha(t) }));
  if (sent.body.code !== "200") throw new Error(`verification-code failed: ${JSON.stringify(sent.body)}`);
  const outbox = (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(account)}`)).json()) as { code: string }[];
  const code = outbox[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${account}`);
  return code;
}
