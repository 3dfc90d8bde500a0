import type { FastifyInstance } from "fastify";
import { INTERACTION_TYPE } from "@livehall/domain";
import {
  API_PATHS,
  BODY_CODES,
  type AgreementsDTO,
  type IdentityConfigListDTO,
  type LoginCodeRequestDTO,
  type NicknameRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter } from "../http/api-error";
import { ok } from "../http/envelope";
import { IDENTITY_TYPE, isEmail, isMobile, normalizeAccount } from "../services/accounts";
import { identityTypes } from "../services/event-dto";
import { needsLogin } from "../services/interaction-lever";
import type { EventRow } from "../services/event-store";
import { ANONYMOUS_AUDIENCE } from "../services/session-service";
import { refuseHiddenCharacters } from "../services/hidden-text";
import { characterCount } from "../services/text-length";
import type { ServerContext } from "../server-context";
import { recordInvitation } from "../tools/gifts/record-invitation";
import { eventById, eventByNumber } from "./event-lookup";
import { captchaSchema, identifier, shortText } from "./schemas";

/** §3 Code type 2: codes sent for code login. */
const LOGIN_CODE = 2;
/** Nickname rule: 1–20 characters after trimming. */
const NICKNAME_MAX = 20;

const eventParams = { type: "object", required: ["eventId"], properties: { eventId: identifier } } as const;

const loginCodeBody = {
  type: "object",
  required: ["code", "identityType", "virtualEventNumber", "account"],
  properties: {
    code: { type: "string", minLength: 1, maxLength: 16 },
    identityType: { type: "integer", minimum: 1, maximum: 4 },
    virtualEventNumber: identifier,
    account: { type: "string", minLength: 1, maxLength: 320 },
    privacyPolicyVersion: shortText,
    userAgreementVersion: shortText,
    privacyPolicyLanguageType: shortText,
    userAgreementLanguageType: shortText,
    channelNum: shortText,
    sharerId: shortText,
    browserFingerprint: shortText,
    captcha: captchaSchema,
  },
} as const;

const agreementsQuery = {
  type: "object",
  required: ["tenantId"],
  properties: { tenantId: identifier, roomId: identifier },
} as const;

const nicknameBody = { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 200 } } } as const;

/** Agreements of an event that shows none. */
export const NO_AGREEMENTS: AgreementsDTO = {
  cookieFlag: 0,
  privacyPolicyFlag: 0,
  userAgreementFlag: 0,
  privacyPolicies: [],
  userAgreements: [],
  defaultAgreementUrl: "",
};

/** The identity types login offers, in order, with WeChat (3) when the event has it on. */
export function offeredIdentityTypes(event: EventRow): number[] {
  const types = identityTypes(event);
  return event.wechat_flag === 1 && !types.includes(IDENTITY_TYPE.wechat) ? [...types, IDENTITY_TYPE.wechat] : types;
}

/** The event's agreements (event definition `agreements`), or none. */
export function agreementsOf(event: EventRow): AgreementsDTO {
  if (!event.agreements) return NO_AGREEMENTS;
  try {
    return JSON.parse(event.agreements) as AgreementsDTO;
  } catch {
    return NO_AGREEMENTS;
  }
}

/** The nickname as stored, or why it cannot be: 1–20 characters after trimming, no control characters. */
export function checkNickname(name: string): string {
  const trimmed = name.trim();
  const length = characterCount(trimmed);
  if (length === 0) throw badParameter("name must not be empty");
  if (length > NICKNAME_MAX) throw badParameter(`name must be at most ${NICKNAME_MAX} characters`);
  if (/[\p{Cc}\u2028\u2029]/u.test(trimmed)) throw badParameter("name must not contain control characters");
  refuseHiddenCharacters(trimmed, "name", "name");
  return trimmed;
}

/**
 * §5 consent: when the event shows a privacy policy or user agreement, code login must say which
 * version (and language) the viewer accepted.
 */
function requireConsent(event: EventRow, body: LoginCodeRequestDTO): void {
  const agreements = agreementsOf(event);
  if (agreements.privacyPolicyFlag === 1 && !body.privacyPolicyVersion) throw badParameter("Missing body field 'privacyPolicyVersion'");
  if (agreements.userAgreementFlag === 1 && !body.userAgreementVersion) throw badParameter("Missing body field 'userAgreementVersion'");
}

/**
 * §7 login calls: identity configs, code login, agreements and the viewer's nickname. Code login
 * makes the viewer an ID audience (user type 3) keyed by the account: the same account is always
 * the same audience.
 */
export function loginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { eventId: string } }>("/events/:eventId/identity-configs", { schema: { params: eventParams } }, async (request) => {
    const event = await eventById(ctx, request.params.eventId);
    const list: IdentityConfigListDTO = { list: offeredIdentityTypes(event).map((identityType) => ({ identityType, identityFlag: 1 })) };
    return ok(list);
  });

  app.post<{ Body: LoginCodeRequestDTO }>(API_PATHS.loginCode, { schema: { body: loginCodeBody } }, async (request) => {
    const body = request.body;
    const event = await eventByNumber(ctx, body.virtualEventNumber);
    if (!offeredIdentityTypes(event).includes(body.identityType)) {
      throw new ApiError(200, BODY_CODES.identityConfigChanged, "This way of logging in is no longer offered: reload the identity configs");
    }
    const account = normalizeAccount(body.account);
    if (
      body.identityType === IDENTITY_TYPE.mobile ? !isMobile(account) : body.identityType === IDENTITY_TYPE.email ? !isEmail(account) : true
    ) {
      throw badParameter(
        `account is not a ${body.identityType === IDENTITY_TYPE.mobile ? "mobile number" : body.identityType === IDENTITY_TYPE.email ? "e-mail address" : "code-login account"}`,
      );
    }
    requireConsent(event, body);
    await ctx.captcha.verify(body.captcha);
    await ctx.verificationCodes
      .verify({ eventId: event.id, account, codeType: LOGIN_CODE, code: body.code, ip: request.ip })
      .catch((error: unknown) => {
        // A failed code makes this address's next captchas harder.
        ctx.captcha.noteFailure(request.ip);
        throw error;
      });
    const known = await ctx.sessions.findByAccount(event.id, account);
    const audienceId =
      known?.id ??
      (await ctx.sessions.createIdAudience(event, {
        nickname: await carriedNickname(ctx, event, request.headers.authorization),
        account,
        identityType: body.identityType,
      }));
    const auth = await ctx.sessions.login(event, audienceId, body.browserFingerprint ?? "");
    await recordInvitation(ctx, event, body.sharerId, auth);
    return ok(auth);
  });

  app.get<{ Querystring: { tenantId: string; roomId?: string } }>(
    API_PATHS.agreements,
    { schema: { querystring: agreementsQuery } },
    async (request) => {
      const event = await ctx.events.findForTenant(request.query.tenantId, request.query.roomId);
      return ok(event ? agreementsOf(event) : NO_AGREEMENTS);
    },
  );

  app.put<{ Params: { eventId: string }; Body: NicknameRequestDTO }>(
    "/events/:eventId/audiences",
    { schema: { params: eventParams, body: nicknameBody } },
    async (request) => {
      const viewer = await ctx.sessions.authenticate(request.headers.authorization, request.params.eventId);
      const event = await eventById(ctx, request.params.eventId);
      const refusal = needsLogin(event, viewer.ut, INTERACTION_TYPE.NICKNAME);
      if (refusal) throw refusal;
      const name = checkNickname(request.body.name);
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw new ApiError(401, "401", "Unknown audience");
      if (event.nickname_change_flag === 0 && audience.nickname !== "" && audience.nickname !== name) {
        throw new ApiError(200, BODY_CODES.nicknameChangeNotAllowed, "This event does not allow changing a nickname once set");
      }
      await ctx.sessions.setNickname(audience.id, name);
      return ok(null);
    },
  );
}

/** A code login of an anonymous viewer of this event keeps the nickname it chose, if any. */
async function carriedNickname(ctx: ServerContext, event: EventRow, authorization: string | undefined): Promise<string> {
  const viewer = await ctx.sessions.viewerOrNull(authorization, event.id);
  if (viewer?.ut !== ANONYMOUS_AUDIENCE) return "";
  return (await ctx.sessions.findAudience(viewer.uid))?.nickname ?? "";
}
