import type { FastifyInstance } from "fastify";
import { NOTICE_CODES } from "@livehall/wire";
import { NoDeliveryChannel } from "../delivery/route-code-delivery";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { toolAdminRoutes } from "../tools/tool-admin";
import { NoticeStore, type NoticeChannel } from "./notice-store";
import { withNoticeTicketTables } from "./notice-tables";
import type { NoticeLanguage } from "./notice-language";
import { NOTICE_TEXT_MAX, noticeSubject, noticeText } from "./notice-text";

/** Subscriptions of an event per channel (what `GET …/notices` answers). */
export type NoticeSubscribersDTO = Readonly<Record<NoticeChannel, number>>;

/**
 * What a send did: notices handed over per channel, those whose delivery failed, and subscribers
 * not sent to — WeChat's (template messages need WeChat's servers, which this server does not
 * reach: decision 0051), a channel the config no longer offers, or one with no delivery configured
 * (no SMS gateway ships; the development outbox stands in only with dev providers).
 */
export interface NoticeSendDTO {
  readonly sent: { readonly sms: number; readonly email: number };
  readonly failed: number;
  readonly notSent: { readonly sms: number; readonly email: number; readonly wechat: number };
}

interface EventParams {
  eventNumber: string;
}

const eventParams = { type: "object", required: ["eventNumber"], properties: { eventNumber: identifier } } as const;
const sendBody = {
  type: "object",
  additionalProperties: false,
  // A blank text is a mistake (the reminder is sent by leaving the text out).
  properties: { text: { type: "string", maxLength: NOTICE_TEXT_MAX, pattern: "\\S" } },
} as const;

/** Notices handed to the delivery at once: a mail server sees a few connections, not thousands. */
const AT_ONCE = 8;

const noConfig = (): ApiError => new ApiError(404, NOTICE_CODES.configNotFound, "This event has no notice config");
const sending = (): ApiError => new ApiError(409, "100409", "A send for this event is under way: wait for its answer");

/** Why a notice failed, for the log: the error's class and code, never its message (it may hold the address). */
const failureKind = (reason: unknown): string => {
  if (!(reason instanceof Error)) return "unknown";
  const code = (reason as { code?: unknown }).code;
  return typeof code === "string" ? `${reason.name}:${code}` : reason.name;
};

/**
 * The organiser's notices (decision 0051), admin token, under `/api/admin/events/:eventNumber/notices`:
 * - GET → the event's subscriptions per channel ({@link NoticeSubscribersDTO}); no contact leaves the server.
 * - POST /send {text?} → sends the organiser's text (at most {@link NOTICE_TEXT_MAX} characters),
 *   else a reminder of the event's start, to every SMS and e-mail subscriber of a channel the
 *   config still offers, once per contact: by the SMS gateway and SMTP, else the development outbox
 *   ({@link NoticeSendDTO}). A notice that fails is counted and the others go on; one send per
 *   event at a time (409 while one is under way).
 */
export function noticeAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new NoticeStore(withNoticeTicketTables(ctx.db));
  /** Events whose send is under way: a second send waits for the first's answer (409), so a retried call sends nothing twice. */
  const sendingEvents = new Set<string>();

  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: EventParams }>("/events/:eventNumber/notices", { schema: { params: eventParams } }, async (request) => {
      const event = await eventByNumber(ctx, request.params.eventNumber);
      const config = await store.configOfEvent(event.id);
      if (!config) throw noConfig();
      return ok<NoticeSubscribersDTO>(await store.countsByChannel(config.id));
    });

    admin.post<{ Params: EventParams; Body: { text?: string } | undefined }>(
      "/events/:eventNumber/notices/send",
      { schema: { params: eventParams, body: sendBody } },
      async (request) => {
        const event = await eventByNumber(ctx, request.params.eventNumber);
        const config = await store.configOfEvent(event.id);
        if (!config) throw noConfig();
        const about = { name: event.name, startAt: event.start_at };
        const own = request.body?.text;
        const offered = { sms: config.sms_flag === 1, email: config.email_flag === 1 };
        const rows = await store.subscriptions(config.id);
        const notSent = { sms: 0, email: 0, wechat: 0 };
        // One notice per contact and channel: a contact subscribed from two devices gets it once, in the
        // language of its latest subscription (rows come oldest first).
        const due = new Map<string, { readonly to: string; readonly channel: "sms" | "email"; readonly language: NoticeLanguage | null }>();
        for (const row of rows) {
          if (row.channel !== "sms" && row.channel !== "email") notSent.wechat += 1;
          else if (!offered[row.channel]) notSent[row.channel] += 1;
          else due.set(`${row.channel}:${row.contact}`, { to: row.contact, channel: row.channel, language: row.language });
        }
        if (sendingEvents.has(event.id)) throw sending();
        sendingEvents.add(event.id);
        const sent = { sms: 0, email: 0 };
        let failed = 0;
        const failures = new Set<string>();
        try {
          const notices = [...due.values()];
          for (let start = 0; start < notices.length; start += AT_ONCE) {
            const batch = notices.slice(start, start + AT_ONCE);
            const results = await Promise.allSettled(
              batch.map(({ to, channel, language }) =>
                ctx.noticeDelivery.sendNotice({
                  to,
                  channel,
                  subject: noticeSubject(about, language),
                  text: noticeText(about, own, language),
                }),
              ),
            );
            results.forEach((result, index) => {
              const channel = batch[index]?.channel ?? "sms";
              if (result.status === "fulfilled") sent[channel] += 1;
              else if (result.reason instanceof NoDeliveryChannel) notSent[channel] += 1;
              else {
                failed += 1;
                failures.add(failureKind(result.reason));
              }
            });
          }
        } finally {
          sendingEvents.delete(event.id);
        }
        if (failed > 0) request.log.warn({ eventId: event.id, failed, kinds: [...failures] }, "some notices could not be handed over");
        return ok<NoticeSendDTO>({ sent, failed, notSent });
      },
    );
  });
}
