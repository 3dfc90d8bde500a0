import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_PATHS } from "@livehall/wire";
import { solvedCaptcha } from "../testing/login-flows";
import { startSmtpSink } from "../testing/smtp-sink";
import { DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Issue 11 item 1 / decision 0020: the development stand-ins (outbox, organiser page, WeChat
 * pages) are reachable only on loopback unless switched on explicitly, and a code sent through
 * real SMTP never shows in the outbox.
 */
const servers: TestServer[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) await server.stop();
});
const start = async (...args: Parameters<typeof startTestServer>): Promise<TestServer> => {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
};

const DEV_PAGES = [
  DEV_PATHS.outbox,
  `${DEV_PATHS.outboxJson}?account=demo@livehall.test`,
  `${DEV_PATHS.externalLogin}?returnUrl=%2F&eventNumber=10006`,
  `${DEV_PATHS.wechatAuthorize}?redirect_uri=http%3A%2F%2F127.0.0.1%2F&state=s&scope=snsapi_userinfo`,
  `${DEV_PATHS.wechatConfirm}?ticket=t`,
];

/** A non-loopback IPv4 address of this machine, if it has one. */
const ownAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === "IPv4" && !address.internal)?.address;

async function expectNoStandIns(base: string): Promise<void> {
  for (const page of DEV_PAGES) {
    expect((await fetch(`${base}${page}`)).status, page).toBe(404);
  }
  const login = await fetch(`${base}${DEV_PATHS.externalLogin}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "returnUrl=%2F&eventNumber=10006&account=victim",
    redirect: "manual",
  });
  expect(login.status).toBeGreaterThanOrEqual(400);
  expect(login.headers.get("location")).toBeNull();
}

describe("development stand-ins off the loopback address", () => {
  it("listening on 0.0.0.0 without LIVEHALL_DEV_PROVIDERS: the outbox, organiser page and WeChat pages answer 404", async () => {
    const t = await start({ host: "0.0.0.0" });
    expect(t.server.devOutboxPath).toBeNull();
    await expectNoStandIns(t.url);
  });

  it.skipIf(ownAddress === undefined)("listening on this machine's own address: the same 404s", async () => {
    const t = await start({ host: ownAddress ?? "" });
    await expectNoStandIns(`http://${ownAddress ?? ""}:${t.server.port}`);
  });

  it("explicitly switched on (LIVEHALL_DEV_PROVIDERS=1) on 0.0.0.0: they run, and start-up says so in one loud line", async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const t = await start({ host: "0.0.0.0", devProviders: true });
    vi.restoreAllMocks();
    const warnings = written
      .join("")
      .split("\n")
      .filter((line) => line.includes("development stand-ins are ON"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^WARNING: .*0\.0\.0\.0.*LIVEHALL_DEV_PROVIDERS=1/);
    expect((await fetch(`${t.url}${DEV_PATHS.outbox}`)).status).toBe(200);
  });

  it("on loopback by default they run, without a warning", async () => {
    const write = vi.spyOn(process.stderr, "write");
    const t = await start({ host: "127.0.0.1" });
    expect(write.mock.calls.map((call) => String(call[0])).join("")).not.toContain("development stand-ins");
    expect((await fetch(`${t.url}${DEV_PATHS.outbox}`)).status).toBe(200);
  });

  it("LIVEHALL_DEV_PROVIDERS=0 turns them off on loopback too", async () => {
    const t = await start({ host: "127.0.0.1", devProviders: false });
    await expectNoStandIns(t.url);
  });
});

describe("a code sent through real SMTP", () => {
  it("reaches the mailbox and never the outbox, even with the stand-ins on", async () => {
    const smtp = await startSmtpSink();
    try {
      const t = await start({ host: "127.0.0.1", smtpUrl: smtp.url, captchaMaxNumber: 500 });
      const account = "smtp-viewer@livehall.test";
      const sent = await t.api(
        "/api/sso/events/audience/verification-code",
        postJson({ virtualEventId: DEMO.id, account, identityType: 2, codeType: 2, captcha: await solvedCaptcha(t) }),
      );
      expect(sent.body.code).toBe("200");
      const mailed = smtp.messages.join("\n");
      const code = /\b(\d{6})\b/.exec(
        mailed
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join("\n"),
      )?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const page = await (await fetch(`${t.url}${DEV_PATHS.outbox}`)).text();
      expect(page).not.toContain(code);
      expect(page).not.toContain(account);
      expect(await (await fetch(`${t.url}${DEV_PATHS.outboxJson}`)).json()).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });
});
