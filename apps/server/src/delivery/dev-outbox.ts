import { codeSubject, codeText } from "./code-text";
import type { CodeDelivery, CodeMessage, NoticeDelivery, NoticeMessage, SmsSender } from "./ports";

/** One message the outbox holds. */
export interface OutboxEntry {
  readonly at: number;
  readonly channel: "email" | "sms";
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The code, when the message carries one (always, for codes; "" for a notice). */
  readonly code: string;
  /** Always "outbox": a code mailed for real never lands here (decision 0020). */
  readonly via: "outbox";
}

const CAPACITY = 200;

/**
 * Development stand-in for mail and SMS (decision 0013): keeps the newest 200 messages in memory,
 * newest first, shown at /dev/outbox and /dev/outbox.json. It never logs a code (decision 0020).
 * Only mounted with `devProviders` (on loopback by default); never a production channel.
 */
export class DevOutbox implements CodeDelivery, SmsSender, NoticeDelivery {
  private readonly entries: OutboxEntry[] = [];
  constructor(private readonly now: () => number) {}

  deliver(message: CodeMessage): Promise<void> {
    this.record(message);
    return Promise.resolve();
  }

  sendSms(to: string, text: string): Promise<void> {
    this.add({ at: this.now(), channel: "sms", to, subject: "", text, code: /\b\d{6}\b/.exec(text)?.[0] ?? "", via: "outbox" });
    return Promise.resolve();
  }

  /** An organiser's notice, kept instead of sent (no code in it). */
  sendNotice(message: NoticeMessage): Promise<void> {
    const { channel, to, subject, text } = message;
    this.add({ at: this.now(), channel, to, subject: channel === "email" ? subject : "", text, code: "", via: "outbox" });
    return Promise.resolve();
  }

  /** Records a code message the outbox delivers instead of a real channel. */
  record(message: CodeMessage): void {
    const channel = message.identityType === 2 ? "email" : "sms";
    this.add({
      at: this.now(),
      channel,
      to: message.to,
      subject: codeSubject(message),
      text: codeText(message),
      code: message.code,
      via: "outbox",
    });
  }

  /** Newest first; only those to `account` (case-insensitive) when given. */
  list(account?: string): OutboxEntry[] {
    const wanted = account?.trim().toLowerCase();
    return wanted ? this.entries.filter((entry) => entry.to.toLowerCase() === wanted) : [...this.entries];
  }

  private add(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, CAPACITY);
  }
}
