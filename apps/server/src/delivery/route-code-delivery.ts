import { codeText } from "./code-text";
import type { DevOutbox } from "./dev-outbox";
import type { CodeDelivery, CodeMessage, SmsSender } from "./ports";

export interface DeliveryChannels {
  /** SMTP when configured. */
  readonly smtp: CodeDelivery | null;
  /** The SMS gateway; none ships with Livehall (the dev outbox stands in). */
  readonly sms: SmsSender | null;
  /** The development outbox when dev providers are on. */
  readonly outbox: DevOutbox | null;
}

/** No channel can carry this message (e.g. SMS without a gateway and without dev providers). */
export class NoDeliveryChannel extends Error {
  constructor(kind: string) {
    super(`No ${kind} delivery is configured`);
    this.name = "NoDeliveryChannel";
  }
}

/**
 * Decision 0013's routing: e-mail goes to SMTP when configured, else to the outbox; texts go to the
 * SMS sender, else the outbox. A code sent through a real channel never lands in the outbox
 * (decision 0020), so the outbox page cannot reveal it.
 */
export function routeCodeDelivery(channels: DeliveryChannels): CodeDelivery {
  return {
    async deliver(message: CodeMessage): Promise<void> {
      if (message.identityType === 2) {
        if (channels.smtp) {
          await channels.smtp.deliver(message);
          return;
        }
        if (!channels.outbox) throw new NoDeliveryChannel("e-mail");
        await channels.outbox.deliver(message);
        return;
      }
      if (channels.sms) {
        await channels.sms.sendSms(message.to, codeText(message));
        return;
      }
      if (!channels.outbox) throw new NoDeliveryChannel("SMS");
      await channels.outbox.deliver(message);
    },
  };
}
