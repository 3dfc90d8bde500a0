import type { Mailer, NoticeDelivery, NoticeMessage, SmsSender } from "./ports";
import { NoDeliveryChannel } from "./route-code-delivery";

/** The channels an organiser's notice can take; null where none is configured. */
export interface NoticeChannels {
  /** SMTP when configured. */
  readonly mail: Mailer | null;
  /** The SMS gateway; none ships with Livehall (the dev outbox stands in). */
  readonly sms: SmsSender | null;
  /** The development outbox when dev providers are on. */
  readonly outbox: NoticeDelivery | null;
}

/**
 * Decision 0013's routing for organisers' notices (decision 0051): e-mail goes to SMTP when
 * configured, else to the outbox; texts go to the SMS sender, else the outbox; with neither, the
 * notice fails with {@link NoDeliveryChannel}.
 */
export function routeNoticeDelivery(channels: NoticeChannels): NoticeDelivery {
  return {
    async sendNotice(message: NoticeMessage): Promise<void> {
      if (message.channel === "email" && channels.mail) {
        await channels.mail.sendText(message.to, message.subject, message.text);
        return;
      }
      if (message.channel === "sms" && channels.sms) {
        await channels.sms.sendSms(message.to, message.text);
        return;
      }
      if (!channels.outbox) throw new NoDeliveryChannel(message.channel === "email" ? "e-mail" : "SMS");
      await channels.outbox.sendNotice(message);
    },
  };
}
