import nodemailer, { type Transporter } from "nodemailer";
import { codeSubject, codeText } from "./code-text";
import type { CodeDelivery, CodeMessage, Mailer } from "./ports";

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
 * E-mails codes and organisers' notices through an SMTP server (nodemailer), e.g.
 * `smtp://127.0.0.1:2525` or `smtps://user:pass@mail.example.com`. Configured by LIVEHALL_SMTP_URL
 * and LIVEHALL_SMTP_FROM.
 */
export class SmtpCodeDelivery implements CodeDelivery, Mailer {
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
    await this.sendText(message.to, codeSubject(message), codeText(message));
  }

  async sendText(to: string, subject: string, text: string): Promise<void> {
    // An address object, never a string: nodemailer parses a string as an address list, so
    // "a@x.test, b@y.test" or a display name would reach other inboxes. The object names one mailbox.
    await this.transport.sendMail({ from: this.from, to: { name: "", address: to }, subject, text });
  }

  /** Closes pooled connections (server shutdown). */
  close(): void {
    this.transport.close();
  }
}
