import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./app-process";

/** One mail the app sent, as the test SMTP server received it. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly raw: string;
  readonly at: number;
}

export interface RunningMailbox {
  /** smtp://127.0.0.1:PORT for LIVEHALL_SMTP_URL. */
  readonly url: string;
  /** Where each received mail is written as JSON (tests in other processes read it). */
  readonly dir: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback for the end-to-end run: the app delivers e-mailed codes to it
 * over SMTP (nodemailer), and tests read them back from `dir`. No authentication, no TLS.
 */
export async function startMailbox(): Promise<RunningMailbox> {
  const dir = mkdtempSync(join(tmpdir(), "livehall-mail-"));
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        };
        writeFileSync(join(dir, `${String(Date.now())}-${String(count).padStart(4, "0")}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((ready) => server.listen(port, "127.0.0.1", ready));
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    dir,
    stop: () =>
      new Promise((done) => {
        server.close(() => {
          done();
        });
      }),
  };
}

/** Mails received so far for `address`, oldest first. */
export function mailsTo(address: string, dir = process.env["LIVEHALL_MAIL_DIR"] ?? ""): ReceivedMail[] {
  if (!dir) throw new Error("LIVEHALL_MAIL_DIR is not set: run through playwright.config.ts");
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for a new mail to `address` (one more than `before`) and returns the six-digit code in it.
 * Quoted-printable and base64 bodies both keep digits readable in the raw text for a plain code.
 */
export async function waitForCode(address: string, before: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    const latest = mails.length > before ? mails.at(-1) : undefined;
    if (latest) {
      const code = codeIn(latest.raw);
      if (code) return code;
      throw new Error(`no six-digit code in the mail to ${address}:\n${latest.raw}`);
    }
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`no mail to ${address} within ${String(timeoutMs)} ms`);
}

function codeIn(raw: string): string | null {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n");
  const plain = /\b(\d{6})\b/.exec(body);
  if (plain?.[1]) return plain[1];
  for (const chunk of body.match(/[A-Za-z0-9+/=\r\n]{16,}/g) ?? []) {
    const decoded = Buffer.from(chunk.replace(/\s+/g, ""), "base64").toString("utf8");
    const found = /\b(\d{6})\b/.exec(decoded);
    if (found?.[1]) return found[1];
  }
  return null;
}
