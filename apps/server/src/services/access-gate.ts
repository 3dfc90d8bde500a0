import { BODY_CODES, type AccessAuthRequestDTO, type AuthResultDTO } from "@livehall/wire";
import { ApiError, tooManyRequests } from "../http/api-error";
import { ACCESS_TYPE } from "../seed/access-definition";
import type { GateServices } from "../gate-services";
import { randomUUID } from "node:crypto";
import { identityTypeOf, normalizeAccount } from "./accounts";
import type { AnonymousBrowser } from "./browser-bans";
import { isStringList, readJson, type EventRow } from "./event-store";
import { verifyPassword } from "./password-hash";
import { ScryptBusy } from "./scrypt-gate";
import type { SessionService } from "./session-service";

/** §3 Code type 5 (common): the white-list gate's codes. */
export const COMMON_CODE = 5;

type GateContext = Pick<GateServices, "captcha" | "verificationCodes" | "browserBans"> & { readonly sessions: SessionService };

const denied = (code: string, message: string): ApiError => new ApiError(200, code, message);

/** True when the request carries a credential (a trial viewer who now enters the gate). */
const hasCredential = (body: AccessAuthRequestDTO): boolean =>
  (body.verifyCode ?? "") !== "" || (body.account ?? "") !== "" || body.captcha !== undefined;

/** The password check through the scrypt gate; a saturated gate answers 429 with Retry-After. */
async function passwordMatches(password: string, hash: string): Promise<boolean> {
  try {
    return await verifyPassword(password, hash);
  } catch (error) {
    if (error instanceof ScryptBusy) throw tooManyRequests(error.message, error.retryAfterSeconds);
    throw error;
  }
}

async function passwordGate(
  ctx: GateContext,
  event: EventRow,
  body: AccessAuthRequestDTO,
  browser: AnonymousBrowser,
  ip: string,
): Promise<AuthResultDTO> {
  await ctx.captcha.verify(body.captcha);
  if (!(await passwordMatches(body.verifyCode ?? "", event.password_hash))) {
    ctx.captcha.noteFailure(ip);
    throw denied(BODY_CODES.passwordWrong, "Wrong password");
  }
  return issueAnonymous(ctx, event, browser, true);
}

/**
 * A new anonymous session, unless a ban holds against the browser (its device cookie, or its
 * address when it brings none, or its fingerprint — decision 0059): an online ban refuses it
 * (100403), a chat ban is inherited by the new audience.
 */
async function issueAnonymous(ctx: GateContext, event: EventRow, browser: AnonymousBrowser, gatePassed: boolean): Promise<AuthResultDTO> {
  await ctx.sessions.assertDeviceNotBanned(event.id, browser.fingerprint);
  const inherited = await ctx.browserBans.admit(event.id, browser);
  const audienceId = randomUUID();
  const auth = await ctx.sessions.issueAnonymous(event, browser.fingerprint, {
    gatePassed,
    audienceId,
    deviceKey: browser.deviceKey,
    ...(browser.addressKey === null ? {} : { addressKey: browser.addressKey }),
  });
  await ctx.browserBans.inherit(event.id, audienceId, inherited);
  return auth;
}

async function whiteListGate(
  ctx: GateContext,
  event: EventRow,
  body: AccessAuthRequestDTO,
  deviceId: string,
  ip: string,
): Promise<AuthResultDTO> {
  await ctx.captcha.verify(body.captcha);
  const account = normalizeAccount(body.account ?? "");
  const identityType = identityTypeOf(account);
  if (identityType === null) throw denied(BODY_CODES.verifyCodeWrong, "Wrong or expired verification code");
  // The code first, the list second, one answer for both (decision 0021): an unlisted account is
  // never sent a code, so it fails here like any wrong code, counted by the same guards.
  try {
    await ctx.verificationCodes.verify({ eventId: event.id, account, codeType: COMMON_CODE, code: body.verifyCode ?? "", ip });
  } catch (error) {
    ctx.captcha.noteFailure(ip);
    throw error;
  }
  if (!readJson(event.white_list, [], isStringList).includes(account))
    throw denied(BODY_CODES.verifyCodeWrong, "Wrong or expired verification code");
  const known = await ctx.sessions.findByAccount(event.id, account);
  const audienceId = known?.id ?? (await ctx.sessions.createIdAudience(event, { nickname: "", account, identityType }));
  return ctx.sessions.login(event, audienceId, deviceId);
}

/**
 * POST /sso/events/access/auth (§2, §6, decision 0012): unlimited access and anonymous trial pass
 * without a credential; password (2) needs a captcha and the password (→ anonymous audience that
 * passed the gate: never a trial viewer);
 * white list (3) a captcha, an account on the list and the code sent to it (→ the account's ID
 * audience; an unlisted account fails like a wrong code, decision 0021); signup (1) and external auth (4) authenticate elsewhere (100403). A browser or
 * audience banned online in the event is refused (100403); `browser` (its device cookie, address
 * and fingerprint) is what an anonymous session's ban checks see (decision 0059).
 */
export async function passGate(
  ctx: GateContext,
  event: EventRow,
  body: AccessAuthRequestDTO,
  ip: string,
  browser: AnonymousBrowser,
): Promise<AuthResultDTO> {
  const type = event.access_type;
  if (type === ACCESS_TYPE.unlimited || (event.try_flag === 1 && !hasCredential(body))) return issueAnonymous(ctx, event, browser, false);
  if (type === ACCESS_TYPE.password) return passwordGate(ctx, event, body, browser, ip);
  if (type === ACCESS_TYPE.whiteList) return whiteListGate(ctx, event, body, browser.fingerprint, ip);
  const where = type === ACCESS_TYPE.signup ? "by signing up (questionnaires/answer)" : "through the organiser's address (external auth)";
  throw denied(BODY_CODES.accessDenied, `Access type ${type}: viewers get in ${where}`);
}
