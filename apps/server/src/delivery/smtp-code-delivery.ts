import nodemailer, { type Transporter } from "nodemailer";
import { codeSubject, codeText } from "./code-text";
import type { CodeDelivery, CodeMessage } from "./ports";

/** How long SMTP may take (ms): to connect, to greet once connected, and of silence mid-conversation. */
export interface SmtpTimeouts {
  readonly connectionMs: number;
  readonly greetingMs: number;
  readonly socketMs: number;
}

/**
 * Defaults: a hung mail server fails the send (503 to the viewer) within seconds instead of
 * nodemailer's minutes, and never holds a shutdown for long.
 */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 5_000, socketMs: 10_000 };

/**
 * E-mails codes through an SMTP server (nodemailer), e.g. `smtp://127.0.0.1:2525` or
 * `smtps://user:pass@mail.example.com`. Configured by LIVEHALL_SMTP_URL and LIVEHALL_SMTP_FROM.
 */
export class SmtpCodeDelivery implements CodeDelivery {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
  }

  async deliver(message: CodeMessage): Promise<void> {
    if (message.identityType !== 2) throw new Error("SMTP delivers e-mail codes only");
    // An address object, never a string: nodemailer parses a string as an address list, so
    // "a@x.test, b@y.test" or a display name would reach other inboxes. The object names one mailbox.
    const to = { name: "", address: message.to };
    await this.transport.sendMail({ from: this.from, to, subject: codeSubject(message), text: codeText(message) });
  }

  /** Closes pooled connections (server shutdown). */
  close(): void {
    this.transport.close();
  }
}
