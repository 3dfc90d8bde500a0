import type { FastifyInstance } from "fastify";
import { NOTICE_CODES, VISITOR_CODES, VISITOR_PATHS, type VisitorCodeRequestDTO, type VisitorSubscribeRequestDTO } from "@livehall/wire";
import { NoDeliveryChannel } from "../delivery/route-code-delivery";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import { checkedContact, NOTICE_CODE_TYPE } from "../notices/notice-contact";
import { noticeLanguageOf } from "../notices/notice-language";
import { NoticeStore } from "../notices/notice-store";
import { withNoticeTicketTables } from "../notices/notice-tables";
import { IDENTITY_TYPE } from "../services/accounts";
import type { ServerContext } from "../server-context";
import { eventById } from "../routes/event-lookup";
import { captchaSchema, identifier } from "../routes/schemas";
import { SALE_STATUS, saleStatusAt, TicketStore } from "../tickets/ticket-store";
import { refuseUnknownFields } from "../http/strict-body";
import { channelOf, visitorProofFields, visitorProofRequired, type VisitorProof } from "./visitor-proof";

const codeBody = {
  type: "object",
  required: ["virtualEventId", "identityType", "account", "captcha"],
  additionalProperties: false,
  properties: {
    virtualEventId: identifier,
    identityType: { type: "integer", enum: [IDENTITY_TYPE.mobile, IDENTITY_TYPE.email] },
    account: { type: "string", minLength: 1, maxLength: 254 },
    captcha: captchaSchema,
  },
} as const;
const subscribeBody = {
  type: "object",
  required: ["activityNoticeConfigId", ...visitorProofRequired],
  additionalProperties: false,
  properties: { activityNoticeConfigId: identifier, ...visitorProofFields },
} as const;

const channelClosed = (what: string): ApiError =>
  new ApiError(403, NOTICE_CODES.channelClosed, `This event's notices are not sent by ${what}`);

/**
 * The visitor's notice calls (decision 0057): no session; the captcha on every call, a code sent
 * to the contact on the acting one, the address's visitor budget (10 a minute) and the /api/sso
 * budget of credential posts.
 * - POST /visitor/verification-code {virtualEventId, identityType, account, captcha} → null: a code
 *   (code type 6) when the event offers this visitor something by that contact — a reminder by its
 *   channel or a free ticket on sale — else 403 / 100621 and nothing is sent.
 * - POST /visitor/notice-subscribe {activityNoticeConfigId, identityType, account, code, captcha,
 *   agreement versions} → SubscribeStateDTO of the contact's audience. The code is needed whatever
 *   the config's check flag says: without a session it is the only proof that the contact is the
 *   visitor's.
 */
export function visitorRoutes(app: FastifyInstance, ctx: ServerContext, proof: VisitorProof): void {
  const notices = new NoticeStore(withNoticeTicketTables(ctx.db));
  const tickets = new TicketStore(withNoticeTicketTables(ctx.db));

  /** Whether a visitor gets anything here by a contact of `channel`: its reminder, or a free ticket on sale now. */
  const offered = async (eventId: string, channel: "sms" | "email"): Promise<boolean> => {
    const config = await notices.configOfEvent(eventId);
    if (config && (channel === "sms" ? config.sms_flag : config.email_flag) === 1) return true;
    if ((await tickets.ticketStatus(eventId)) !== 1) return false;
    const now = ctx.now();
    return (await tickets.tickets(eventId)).some(
      (ticket) => ticket.ticket_flag === 1 && ticket.ticket_type === 0 && saleStatusAt(ticket, now) === SALE_STATUS.ticketing,
    );
  };

  app.post<{ Body: VisitorCodeRequestDTO }>(
    VISITOR_PATHS.code,
    { schema: { body: codeBody }, preValidation: refuseUnknownFields(codeBody.properties) },
    async (request) => {
      proof.take(request);
      const body = request.body;
      const event = await eventById(ctx, body.virtualEventId);
      const channel = channelOf(body.identityType);
      const account = checkedContact(channel, body.account, "account");
      await ctx.captcha.verify(body.captcha);
      if (!(await offered(event.id, channel)))
        throw new ApiError(403, VISITOR_CODES.nothingOffered, "This event offers visitors nothing by this kind of contact");
      try {
        await ctx.verificationCodes.send({
          eventId: event.id,
          eventName: event.name,
          account,
          identityType: body.identityType,
          codeType: NOTICE_CODE_TYPE,
          ip: request.ip,
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error }, "visitor code delivery failed");
        const why = error instanceof NoDeliveryChannel ? error.message : "Could not deliver the code";
        throw new ApiError(503, "100016", `${why}: try again later`);
      }
      return ok(null);
    },
  );

  app.post<{ Body: VisitorSubscribeRequestDTO }>(
    VISITOR_PATHS.subscribe,
    { schema: { body: subscribeBody }, preValidation: refuseUnknownFields(subscribeBody.properties) },
    async (request) => {
      proof.take(request);
      const body = request.body;
      const config = await notices.configById(body.activityNoticeConfigId);
      if (!config) throw new ApiError(404, NOTICE_CODES.configNotFound, "Unknown notice config");
      const channel = channelOf(body.identityType);
      if ((channel === "sms" ? config.sms_flag : config.email_flag) !== 1) throw channelClosed(channel === "sms" ? "SMS" : "e-mail");
      const event = await eventById(ctx, config.event_id);
      const visitor = await proof.prove(request, event, body);
      await notices.subscribe({
        configId: config.id,
        audienceId: visitor.audienceId,
        channel,
        contact: visitor.contact,
        ...visitor.versions,
        language: noticeLanguageOf(request.headers["accept-language"]),
        now: ctx.now(),
      });
      return ok(await notices.state(config.id, visitor.audienceId));
    },
  );
}
