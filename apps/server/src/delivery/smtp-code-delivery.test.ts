import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpCodeDelivery } from "./smtp-code-delivery";

interface Received {
  readonly rcptTo: string[];
  readonly mail: ParsedMail;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((ready) => {
    server.listen(0, "127.0.0.1", ready);
  });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((done) => {
    server.close(() => {
      done();
    });
  });
});

describe("SmtpCodeDelivery against a real SMTP server", () => {
  it("mails the code to the viewer's address from the configured sender", async () => {
    const delivery = new SmtpCodeDelivery(`smtp://127.0.0.1:${port}`, "Livehall <no-reply@livehall.test>");
    try {
      await delivery.deliver({
        to: "viewer@livehall.test",
        identityType: 2,
        code: "482915",
        codeType: 5,
        eventName: "Livehall 白名单活动",
        validMinutes: 10,
      });
    } finally {
      delivery.close();
    }
    const mail = received.at(-1);
    expect(mail?.rcptTo).toEqual(["viewer@livehall.test"]);
    expect(mail?.mail.from?.value).toEqual([{ name: "Livehall", address: "no-reply@livehall.test" }]);
    expect(mail?.mail.subject).toContain("482915");
    expect(mail?.mail.text).toMatch(/verification code is 482915\. It is valid for 10 minutes \(Livehall 白名单活动\)/);
  });

  it("fails when no SMTP server answers", async () => {
    const delivery = new SmtpCodeDelivery("smtp://127.0.0.1:1", "Livehall <no-reply@livehall.test>");
    await expect(
      delivery.deliver({ to: "viewer@livehall.test", identityType: 2, code: "000000", codeType: 5, eventName: "x", validMinutes: 10 }),
    ).rejects.toThrow();
    delivery.close();
  });

  it("refuses to mail a mobile number", async () => {
    const delivery = new SmtpCodeDelivery(`smtp://127.0.0.1:${port}`, "x@livehall.test");
    await expect(
      delivery.deliver({ to: "13800000000", identityType: 1, code: "000000", codeType: 5, eventName: "x", validMinutes: 10 }),
    ).rejects.toThrow("e-mail codes only");
    delivery.close();
  });

  it.each([
    ["an address list", "victim@livehall.test, attacker@evil.test"],
    ["a display name", "Victim <attacker@evil.test>"],
    ["a group", "friends: attacker@evil.test, other@evil.test;"],
  ])("never reads %s as other mailboxes (attack: one code, many inboxes)", async (_case, to) => {
    const before = received.length;
    const delivery = new SmtpCodeDelivery(`smtp://127.0.0.1:${port}`, "Livehall <no-reply@livehall.test>");
    try {
      await delivery
        .deliver({ to, identityType: 2, code: "482915", codeType: 5, eventName: "Livehall", validMinutes: 10 })
        .catch(() => undefined);
    } finally {
      delivery.close();
    }
    const recipients = received.slice(before).flatMap((mail) => mail.rcptTo);
    expect(recipients.filter((address) => address.endsWith("@evil.test"))).toEqual([]);
  });
});
