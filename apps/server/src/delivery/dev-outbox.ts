import { codeSubject, codeText } from "./code-text";
import type { CodeDelivery, CodeMessage, SmsSender } from "./ports";

/** One message the outbox holds. */
export interface OutboxEntry {
  readonly at: number;
  readonly channel: "email" | "sms";
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The code, when the message carries one (always, for codes). */
  readonly code: string;
  /** "outbox" when only the outbox has it; "smtp" when it was also mailed for real. */
  readonly via: "outbox" | "smtp";
}

/** Where the outbox writes its one line per message: the Fastify logger once the app runs. */
export type OutboxLog = (entry: OutboxEntry, line: string) => void;

const CAPACITY = 200;

/**
 * Development stand-in for mail and SMS (decision 0013): keeps the newest 200 messages in memory,
 * newest first, shown at /dev/outbox and /dev/outbox.json, and logs one line per message. Only
 * mounted with `devProviders`; never a production channel.
 */
export class DevOutbox implements CodeDelivery, SmsSender {
  private readonly entries: OutboxEntry[] = [];
  private log: OutboxLog = (_entry, line) => {
    console.info(line);
  };

  constructor(private readonly now: () => number) {}

  /** Sends the outbox's log lines somewhere else (the server's logger). */
  useLog(log: OutboxLog): void {
    this.log = log;
  }

  deliver(message: CodeMessage): Promise<void> {
    this.record(message, "outbox");
    return Promise.resolve();
  }

  sendSms(to: string, text: string): Promise<void> {
    this.add({ at: this.now(), channel: "sms", to, subject: "", text, code: /\b\d{6}\b/.exec(text)?.[0] ?? "", via: "outbox" });
    return Promise.resolve();
  }

  /** Records a code message (also one that went out by SMTP, marked `via: "smtp"`). */
  record(message: CodeMessage, via: OutboxEntry["via"]): void {
    const channel = message.identityType === 2 ? "email" : "sms";
    this.add({ at: this.now(), channel, to: message.to, subject: codeSubject(message), text: codeText(message), code: message.code, via });
  }

  /** Newest first; only those to `account` (case-insensitive) when given. */
  list(account?: string): OutboxEntry[] {
    const wanted = account?.trim().toLowerCase();
    return wanted ? this.entries.filter((entry) => entry.to.toLowerCase() === wanted) : [...this.entries];
  }

  private add(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, CAPACITY);
    this.log(entry, `Dev outbox: ${entry.channel} to ${entry.to}: code ${entry.code} (via ${entry.via})`);
  }
}
