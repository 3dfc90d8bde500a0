import nodemailer, { type Transporter } from "nodemailer";
import { codeSubject, codeText } from "./code-text";
import type { CodeDelivery, CodeMessage } from "./ports";

/**
 * E-mails codes through an SMTP server (nodemailer), e.g. `smtp://127.0.0.1:2525` or
 * `smtps://user:pass@mail.example.com`. Configured by LIVEHALL_SMTP_URL and LIVEHALL_SMTP_FROM.
 */
export class SmtpCodeDelivery implements CodeDelivery {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
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
