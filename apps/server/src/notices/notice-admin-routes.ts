import type { FastifyInstance } from "fastify";
import { NOTICE_CODES } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { toolAdminRoutes } from "../tools/tool-admin";
import { NoticeStore, type NoticeChannel } from "./notice-store";
import { withNoticeTicketTables } from "./notice-tables";
import { NOTICE_TEXT_MAX, noticeSubject, noticeText } from "./notice-text";

/** Subscriptions of an event per channel (what `GET …/notices` answers). */
export type NoticeSubscribersDTO = Readonly<Record<NoticeChannel, number>>;

/** What a send did: notices handed over per channel, those that failed, and WeChat's, not sent. */
export interface NoticeSendDTO {
  readonly sent: { readonly sms: number; readonly email: number };
  readonly failed: number;
  /** WeChat template messages need WeChat's servers, which this server does not reach (decision 0051). */
  readonly notSent: { readonly wechat: number };
}

interface EventParams {
  eventNumber: string;
}

const eventParams = { type: "object", required: ["eventNumber"], properties: { eventNumber: identifier } } as const;
const sendBody = {
  type: "object",
  additionalProperties: false,
  properties: { text: { type: "string", maxLength: NOTICE_TEXT_MAX } },
} as const;

/** Notices handed to the delivery at once: a mail server sees a few connections, not thousands. */
const AT_ONCE = 8;

const noConfig = (): ApiError => new ApiError(404, NOTICE_CODES.configNotFound, "This event has no notice config");

/**
 * The organiser's notices (decision 0051), admin token, under `/api/admin/events/:eventNumber/notices`:
 * - GET → the event's subscriptions per channel ({@link NoticeSubscribersDTO}); no contact leaves the server.
 * - POST /send {text?} → sends the organiser's text (at most {@link NOTICE_TEXT_MAX} characters),
 *   else a reminder of the event's start, to every SMS and e-mail subscriber of a channel the
 *   config still offers: by the SMS gateway and SMTP, else the development outbox
 *   ({@link NoticeSendDTO}). A notice that fails is counted and the others go on.
 */
export function noticeAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = withNoticeTicketTables(ctx.db);
  const store = new NoticeStore(db);
  const subscriptionsOf = (configId: string) =>
    db.selectFrom("notice_subscriptions").select(["channel", "contact"]).where("config_id", "=", configId).orderBy("created_at").execute();

  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: EventParams }>("/events/:eventNumber/notices", { schema: { params: eventParams } }, async (request) => {
      const event = await eventByNumber(ctx, request.params.eventNumber);
      const config = await store.configOfEvent(event.id);
      if (!config) throw noConfig();
      const rows = await subscriptionsOf(config.id);
      const count = (channel: NoticeChannel): number => rows.filter((row) => row.channel === channel).length;
      return ok<NoticeSubscribersDTO>({ sms: count("sms"), email: count("email"), wechat: count("wechat") });
    });

    admin.post<{ Params: EventParams; Body: { text?: string } | undefined }>(
      "/events/:eventNumber/notices/send",
      { schema: { params: eventParams, body: sendBody } },
      async (request) => {
        const event = await eventByNumber(ctx, request.params.eventNumber);
        const config = await store.configOfEvent(event.id);
        if (!config) throw noConfig();
        const about = { name: event.name, startAt: event.start_at };
        const subject = noticeSubject(about);
        const text = noticeText(about, request.body?.text);
        const offered = { sms: config.sms_flag === 1, email: config.email_flag === 1 };
        const rows = await subscriptionsOf(config.id);
        const due: { readonly to: string; readonly channel: "sms" | "email" }[] = [];
        for (const row of rows) {
          if ((row.channel === "sms" || row.channel === "email") && offered[row.channel])
            due.push({ to: row.contact, channel: row.channel });
        }
        const sent = { sms: 0, email: 0 };
        let failed = 0;
        for (let start = 0; start < due.length; start += AT_ONCE) {
          const batch = due.slice(start, start + AT_ONCE);
          const results = await Promise.allSettled(batch.map((notice) => ctx.noticeDelivery.sendNotice({ ...notice, subject, text })));
          results.forEach((result, index) => {
            const channel = batch[index]?.channel;
            if (result.status === "fulfilled" && channel !== undefined) sent[channel] += 1;
            else failed += 1;
          });
        }
        if (failed > 0) request.log.warn({ eventId: event.id, failed }, "some notices could not be handed over");
        const wechat = rows.filter((row) => row.channel === "wechat").length;
        return ok<NoticeSendDTO>({ sent, failed, notSent: { wechat } });
      },
    );
  });
}
