import type { FastifyInstance } from "fastify";
import {
  API_PATHS,
  BODY_CODES,
  type ExternalRedeemRequestDTO,
  type ExternalTokenRequestDTO,
  type VerificationCodeRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter } from "../http/api-error";
import { ok } from "../http/envelope";
import { NoDeliveryChannel } from "../delivery/route-code-delivery";
import { IDENTITY_TYPE, isEmail, isMobile, normalizeAccount } from "../services/accounts";
import { COMMON_CODE } from "../services/access-gate";
import { identityTypes } from "../services/event-dto";
import { isStringList, readJson, type EventRow } from "../services/event-store";
import type { ServerContext } from "../server-context";
import { eventById } from "./event-lookup";
import { captchaSchema, identifier } from "./schemas";

/** §3 code types this server sends: 2 login, 4 signup, 5 common (white list). */
const LOGIN_CODE = 2;
const SIGNUP_CODE = 4;
const SENT_CODE_TYPES = [LOGIN_CODE, SIGNUP_CODE, COMMON_CODE];
const WHITE_LIST_ACCESS = 3;
const SIGNUP_ACCESS = 1;

const verificationCodeBody = {
  type: "object",
  required: ["virtualEventId", "account", "identityType", "codeType"],
  properties: {
    virtualEventId: identifier,
    account: { type: "string", minLength: 1, maxLength: 254 },
    identityType: { type: "integer", enum: [IDENTITY_TYPE.mobile, IDENTITY_TYPE.email] },
    codeType: { type: "integer", enum: SENT_CODE_TYPES },
    captcha: captchaSchema,
  },
} as const;

const externalTokenBody = {
  type: "object",
  required: ["assertion"],
  properties: { assertion: { type: "string", minLength: 1, maxLength: 4096 } },
} as const;

/** The hand-over code only in the body (decision 0023): a query string is refused, never read. */
const externalRedeemBody = {
  type: "object",
  required: ["code"],
  properties: { code: { type: "string", minLength: 1, maxLength: 128 }, browserFingerprint: { type: "string", maxLength: 512 } },
} as const;
const noQuery = { type: "object", maxProperties: 0 } as const;

/**
 * Whether a code of this type is delivered to `account`, or only recorded (`silent`). White-list
 * codes go only to white-list events (else 100403) and only to listed accounts — an unlisted one
 * gets the very same answer and nothing is sent (decision 0021: no account enumeration); signup
 * codes only for events viewers sign up to (100403); login codes only by an offered identity (100068).
 */
function checkRecipient(event: EventRow, account: string, body: VerificationCodeRequestDTO): { silent: boolean } {
  if (body.codeType === COMMON_CODE) {
    if (event.access_type !== WHITE_LIST_ACCESS) throw new ApiError(200, BODY_CODES.accessDenied, "This event has no white list");
    return { silent: !readJson(event.white_list, [], isStringList).includes(account) };
  }
  if (body.codeType === SIGNUP_CODE && event.access_type !== SIGNUP_ACCESS) {
    throw new ApiError(200, BODY_CODES.accessDenied, "Viewers do not sign up to this event");
  }
  if (body.codeType === LOGIN_CODE && !identityTypes(event).includes(body.identityType)) {
    throw new ApiError(200, BODY_CODES.identityConfigChanged, "This way of logging in is no longer offered: reload the identity configs");
  }
  return { silent: false };
}

/**
 * The gate's own calls (decision 0012): the proof-of-work captcha, sending verification codes,
 * the organiser's server-to-server exchange of an external-auth assertion for tokens or a one-time
 * hand-over code, and the viewer's browser redeeming that code (decision 0023).
 */
export function gateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(API_PATHS.captcha, (request) => ok(ctx.captcha.issue(request.ip)));

  app.post<{ Body: VerificationCodeRequestDTO }>(
    API_PATHS.verificationCode,
    { schema: { body: verificationCodeBody } },
    async (request) => {
      const body = request.body;
      const event = await eventById(ctx, body.virtualEventId);
      const account = normalizeAccount(body.account);
      const email = body.identityType === IDENTITY_TYPE.email;
      if (email ? !isEmail(account) : !isMobile(account)) {
        throw badParameter(`Invalid body field 'account': must be ${email ? "an e-mail address" : "a mobile number of 5 to 20 digits"}`);
      }
      await ctx.captcha.verify(body.captcha);
      const { silent } = checkRecipient(event, account, body);
      try {
        await ctx.verificationCodes.send({
          eventId: event.id,
          eventName: event.name,
          account,
          identityType: body.identityType,
          codeType: body.codeType,
          ip: request.ip,
          silent,
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error }, "verification code delivery failed");
        const why = error instanceof NoDeliveryChannel ? error.message : "Could not deliver the code";
        throw new ApiError(503, BODY_CODES.defaultError, `${why}: try again later`);
      }
      return ok(null);
    },
  );

  app.post<{ Body: ExternalTokenRequestDTO }>(API_PATHS.externalToken, { schema: { body: externalTokenBody } }, async (request) =>
    ok(await ctx.externalAuth.exchange(request.body.assertion)),
  );

  app.post<{ Body: ExternalTokenRequestDTO }>(API_PATHS.externalHandOver, { schema: { body: externalTokenBody } }, async (request) =>
    ok(await ctx.externalAuth.handOver(request.body.assertion)),
  );

  app.post<{ Body: ExternalRedeemRequestDTO }>(
    API_PATHS.externalRedeem,
    { schema: { body: externalRedeemBody, querystring: noQuery } },
    async (request) => ok(await ctx.externalAuth.redeem(request.body.code, request.body.browserFingerprint ?? "")),
  );
}
