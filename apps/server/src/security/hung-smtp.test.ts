import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaptchaSolutionDTO } from "@livehall/wire";
import { DEFAULT_SMTP_TIMEOUTS } from "../delivery/smtp-code-delivery";
import { solvedCaptcha } from "../testing/login-flows";
import { DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Issue 11 item 14: a mail server that accepts the connection and never says a word. Sending a
 * code fails within the SMTP timeouts with a 503 envelope, and closing the server does not hang.
 */
let mute: Server;
const sockets: Socket[] = [];
let smtpUrl = "";
beforeAll(async () => {
  mute = createServer((socket) => {
    sockets.push(socket); // accepted, never answered
  });
  await new Promise<void>((ready) => mute.listen(0, "127.0.0.1", ready));
  smtpUrl = `smtp://127.0.0.1:${(mute.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => mute.close(done));
});

const LIMIT_MS = DEFAULT_SMTP_TIMEOUTS.greetingMs + 3000;

/** The captcha is solved before the clock starts: only the send is timed. */
async function askForCode(
  t: TestServer,
  account: string,
  captcha: CaptchaSolutionDTO,
): Promise<{ status: number; body: { code: string; msg: string } }> {
  const answer = await fetch(
    `${t.url}/api/sso/events/audience/verification-code`,
    postJson({ virtualEventId: DEMO.id, account, identityType: 2, codeType: 2, captcha }),
  );
  return { status: answer.status, body: (await answer.json()) as { code: string; msg: string } };
}

describe("an SMTP server that never answers", () => {
  it("fails the code request within the timeout with a 503 envelope", async () => {
    const t = await startTestServer({ smtpUrl, captchaMaxNumber: 500 });
    try {
      const captcha = await solvedCaptcha(t);
      const started = Date.now();
      const answer = await askForCode(t, "hung-1@example.com", captcha);
      expect(Date.now() - started).toBeLessThan(LIMIT_MS);
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toMatch(/try again later/);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      await t.stop();
    }
  }, 30_000);

  it("closing the server while a send hangs finishes within the timeout", async () => {
    const t = await startTestServer({ smtpUrl, captchaMaxNumber: 500 });
    const before = sockets.length;
    const pending = askForCode(t, "hung-2@example.com", await solvedCaptcha(t));
    while (sockets.length === before) await new Promise((tick) => setTimeout(tick, 20));
    const started = Date.now();
    await t.stop();
    expect(Date.now() - started).toBeLessThan(LIMIT_MS);
    expect((await pending).status).toBe(503);
  }, 30_000);
});
