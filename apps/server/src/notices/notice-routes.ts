import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  NOTICE_CODES,
  NOTICE_CONFIG_TYPE_EVENT,
  NOTICE_PATHS,
  type EmailSubscribeRequestDTO,
  type NoticeCodeRequestDTO,
  type SmsSubscribeRequestDTO,
  type SubscribeAgreementsDTO,
  type WechatSubscribeRequestDTO,
} from "@livehall/wire";
import { NoDeliveryChannel } from "../delivery/route-code-delivery";
import { ApiError, badParameter, eventNotFound } from "../http/api-error";
import { ok } from "../http/envelope";
import { IDENTITY_TYPE } from "../services/accounts";
import type { ServerContext } from "../server-context";
import { eventById } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { ViewerRateLimit } from "../tools/shared/viewer-rate-limit";
import { checkedContact, NOTICE_CODE_TYPE } from "./notice-contact";
import { noticeLanguageOf } from "./notice-language";
import { withNoticeTicketTables } from "./notice-tables";
import { configDto, NoticeStore } from "./notice-store";

export { NOTICE_CODE_TYPE } from "./notice-contact";

/** Subscriptions and code requests one viewer may make … */
export const NOTICE_RATE_COUNT = 10;
/** … per this window (ms); more answer 429 / 100105. */
export const NOTICE_RATE_WINDOW_MS = 60_000;

const version = { type: "string", maxLength: 64 } as const;
const agreementFields = {
  privacyPolicyVersion: version,
  userAgreementVersion: version,
  privacyPolicyLanguageType: version,
  userAgreementLanguageType: version,
} as const;
const code = { type: "string", maxLength: 16 } as const;
const contactBody = (field: "mobile" | "email") =>
  ({
    type: "object",
    required: ["activityNoticeConfigId", field],
    additionalProperties: false,
    properties: { activityNoticeConfigId: identifier, [field]: { type: "string", maxLength: 254 }, code, ...agreementFields },
  }) as const;
const wechatBody = {
  type: "object",
  required: ["activityNoticeConfigId", "wechatOpenId"],
  additionalProperties: false,
  properties: { activityNoticeConfigId: identifier, wechatOpenId: { type: "string", minLength: 1, maxLength: 128 }, ...agreementFields },
} as const;
const codeBody = {
  type: "object",
  required: ["activityNoticeConfigId", "identityType", "account"],
  additionalProperties: false,
  properties: {
    activityNoticeConfigId: identifier,
    identityType: { type: "integer", enum: [IDENTITY_TYPE.mobile, IDENTITY_TYPE.email] },
    account: { type: "string", maxLength: 254 },
  },
} as const;
const configQuery = {
  type: "object",
  required: ["tenantId", "configType", "virtualEventId"],
  properties: { tenantId: identifier, configType: { type: "string", maxLength: 8 }, virtualEventId: identifier },
} as const;
const stateQuery = {
  type: "object",
  required: ["virtualEventId"],
  properties: { virtualEventId: identifier, noticeIndex: { type: "string", maxLength: 8 } },
} as const;

const configNotFound = (): ApiError => new ApiError(404, NOTICE_CODES.configNotFound, "Unknown notice config");
const channelClosed = (what: string): ApiError =>
  new ApiError(403, NOTICE_CODES.channelClosed, `This event's notices are not sent by ${what}`);

/**
 * Notice calls (§7, decision 0036). The config is public; everything else needs the viewer's bearer
 * token for the config's event.
 * - GET /wechat-notice/config?tenantId&configType=1&virtualEventId → NoticeConfigDTO | null.
 * - POST /notice-subscribe/verification-code {activityNoticeConfigId, identityType, account} → null:
 *   a code through the existing code store (limits and locks of decision 0012; SMTP for e-mail).
 * - POST /sms-subscribe, /email-subscribe {…, code when the check flag is 1} and /wechat-subscribe
 *   {wechatOpenId: the viewer's own, from the WeChat login} → SubscribeStateDTO.
 * - GET /events/subscribe-state?virtualEventId&noticeIndex → SubscribeStateDTO.
 * Refusals: 404 / 100604 unknown config, 403 / 100602 channel off, 400 / 100601 bad contact,
 * 400 / 100603 code missing, 100104 / 100106 wrong code / locked, 429 / 100105 too many.
 */
export function noticeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new NoticeStore(withNoticeTicketTables(ctx.db));
  const rate = new ViewerRateLimit(ctx.now, NOTICE_RATE_COUNT, NOTICE_RATE_WINDOW_MS, "notice requests");

  /** The config and the viewer (bearer for the config's event), after the viewer's rate limit. */
  const viewerConfig = async (request: FastifyRequest, configId: string) => {
    const config = await store.configById(configId);
    if (!config) throw configNotFound();
    const viewer = await ctx.sessions.authenticate(request.headers.authorization, config.event_id);
    rate.take(`${config.event_id}:${viewer.uid}`);
    return { config, viewer };
  };

  /**
   * {@link viewerConfig}, the agreement versions the viewer accepted ("" when none) and the language
   * the client shows (its `Accept-language`), which the organiser's reminders are written in.
   */
  const subscriber = async (request: FastifyRequest, body: SubscribeAgreementsDTO & { activityNoticeConfigId: string }) => {
    const { config, viewer } = await viewerConfig(request, body.activityNoticeConfigId);
    const versions = { privacyPolicyVersion: body.privacyPolicyVersion ?? "", userAgreementVersion: body.userAgreementVersion ?? "" };
    return { config, viewer, versions, language: noticeLanguageOf(request.headers["accept-language"]) };
  };

  app.get<{ Querystring: { tenantId: string; configType: string; virtualEventId: string } }>(
    NOTICE_PATHS.config,
    { schema: { querystring: configQuery } },
    async (request) => {
      const { tenantId, configType, virtualEventId } = request.query;
      if (configType !== String(NOTICE_CONFIG_TYPE_EVENT))
        throw badParameter(`Invalid query parameter 'configType': must be ${NOTICE_CONFIG_TYPE_EVENT} (the event's reminder)`);
      const event = await eventById(ctx, virtualEventId);
      if (event.tenant_id !== tenantId) throw eventNotFound();
      const config = await store.configOfEvent(event.id);
      return ok(config ? configDto(config) : null);
    },
  );

  app.post<{ Body: NoticeCodeRequestDTO }>(NOTICE_PATHS.code, { schema: { body: codeBody } }, async (request) => {
    const { config } = await viewerConfig(request, request.body.activityNoticeConfigId);
    const sms = request.body.identityType === IDENTITY_TYPE.mobile;
    const checked = sms ? config.sms_flag === 1 && config.sms_check_flag === 1 : config.email_flag === 1 && config.email_check_flag === 1;
    if (!checked) throw channelClosed(sms ? "SMS with a code" : "e-mail with a code");
    const account = checkedContact(sms ? "sms" : "email", request.body.account);
    const event = await eventById(ctx, config.event_id);
    try {
      await ctx.verificationCodes.send({
        eventId: event.id,
        eventName: event.name,
        account,
        identityType: request.body.identityType,
        codeType: NOTICE_CODE_TYPE,
        ip: request.ip,
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      request.log.error({ err: error }, "notice code delivery failed");
      const why = error instanceof NoDeliveryChannel ? error.message : "Could not deliver the code";
      throw new ApiError(503, "100016", `${why}: try again later`);
    }
    return ok(null);
  });

  const contactRoute = (channel: "sms" | "email", path: string, field: "mobile" | "email") =>
    app.post<{ Body: SmsSubscribeRequestDTO & EmailSubscribeRequestDTO }>(
      path,
      { schema: { body: contactBody(field) } },
      async (request) => {
        const body = request.body;
        const { config, viewer, versions, language } = await subscriber(request, body);
        const [flag, check] = channel === "sms" ? [config.sms_flag, config.sms_check_flag] : [config.email_flag, config.email_check_flag];
        if (flag !== 1) throw channelClosed(channel === "sms" ? "SMS" : "e-mail");
        const contact = checkedContact(channel, body[field]);
        if (check === 1) {
          const given = body.code?.trim() ?? "";
          if (given === "")
            throw new ApiError(400, NOTICE_CODES.codeRequired, "This notice needs the code sent to the contact: body field 'code'");
          await ctx.verificationCodes.verify({
            eventId: config.event_id,
            account: contact,
            codeType: NOTICE_CODE_TYPE,
            code: given,
            ip: request.ip,
          });
        }
        await store.subscribe({ configId: config.id, audienceId: viewer.uid, channel, contact, ...versions, language, now: ctx.now() });
        return ok(await store.state(config.id, viewer.uid));
      },
    );
  contactRoute("sms", NOTICE_PATHS.smsSubscribe, "mobile");
  contactRoute("email", NOTICE_PATHS.emailSubscribe, "email");

  app.post<{ Body: WechatSubscribeRequestDTO }>(NOTICE_PATHS.wechatSubscribe, { schema: { body: wechatBody } }, async (request) => {
    const { config, viewer, versions, language } = await subscriber(request, request.body);
    if (config.wechat_flag !== 1) throw channelClosed("WeChat");
    // The open id must be the viewer's own, from their WeChat login (the development provider): nobody subscribes someone else.
    const audience = await ctx.db.selectFrom("audiences").select("wechat_open_id").where("id", "=", viewer.uid).executeTakeFirst();
    if (!audience?.wechat_open_id || audience.wechat_open_id !== request.body.wechatOpenId)
      throw new ApiError(
        403,
        NOTICE_CODES.contactInvalid,
        "Invalid body field 'wechatOpenId': must be the open id of your own WeChat login",
      );
    await store.subscribe({
      configId: config.id,
      audienceId: viewer.uid,
      channel: "wechat",
      contact: request.body.wechatOpenId,
      ...versions,
      language,
      now: ctx.now(),
    });
    return ok(await store.state(config.id, viewer.uid));
  });

  app.get<{ Querystring: { virtualEventId: string; noticeIndex?: string } }>(
    NOTICE_PATHS.subscribeState,
    { schema: { querystring: stateQuery } },
    async (request) => {
      const event = await eventById(ctx, request.query.virtualEventId);
      const viewer = await ctx.sessions.authenticate(request.headers.authorization, event.id);
      const config = await store.configOfEvent(event.id);
      const index = request.query.noticeIndex;
      if (index !== undefined && !/^\d{1,4}$/.test(index)) throw badParameter("Invalid query parameter 'noticeIndex': must be an integer");
      if (!config || (index !== undefined && Number(index) !== config.notice_index)) throw configNotFound();
      return ok(await store.state(config.id, viewer.uid));
    },
  );
}
