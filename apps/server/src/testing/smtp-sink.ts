import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a free loopback port that keeps every message's raw text. */
export interface SmtpSink {
  /** smtp://127.0.0.1:PORT for the `smtpUrl` option. */
  readonly url: string;
  /** Raw messages received so far (headers and body). */
  readonly messages: string[];
  stop(): Promise<void>;
}

/** Starts an SMTP server (no auth, no TLS) that accepts and keeps every message. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((ready) => {
    server.listen(0, "127.0.0.1", ready);
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => {
          done();
        });
      }),
  };
}
