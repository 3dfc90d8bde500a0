import { describe, expect, it } from "vitest";
import { DevOutbox } from "./dev-outbox";
import type { CodeDelivery, CodeMessage, SmsSender } from "./ports";
import { NoDeliveryChannel, routeCodeDelivery } from "./route-code-delivery";

const email: CodeMessage = { to: "a@livehall.test", identityType: 2, code: "123456", codeType: 5, eventName: "E", validMinutes: 10 };
const sms: CodeMessage = { ...email, to: "13800000000", identityType: 1 };

function recorders() {
  const mailed: string[] = [];
  const texted: string[] = [];
  const smtp: CodeDelivery = {
    deliver: (m) => {
      mailed.push(m.to);
      return Promise.resolve();
    },
  };
  const gateway: SmsSender = {
    sendSms: (to) => {
      texted.push(to);
      return Promise.resolve();
    },
  };
  const outbox = new DevOutbox(() => 0);
  return { mailed, texted, smtp, gateway, outbox };
}

describe("routeCodeDelivery (decision 0013)", () => {
  it("mails through SMTP when configured and keeps the code out of the outbox", async () => {
    const r = recorders();
    await routeCodeDelivery({ smtp: r.smtp, sms: null, outbox: r.outbox }).deliver(email);
    expect(r.mailed).toEqual(["a@livehall.test"]);
    expect(r.outbox.list()).toEqual([]);
  });

  it("puts e-mail in the outbox when SMTP is not configured", async () => {
    const r = recorders();
    await routeCodeDelivery({ smtp: null, sms: null, outbox: r.outbox }).deliver(email);
    expect(r.outbox.list()).toMatchObject([{ channel: "email", via: "outbox" }]);
  });

  it("texts through the SMS sender when there is one, else the outbox", async () => {
    const r = recorders();
    await routeCodeDelivery({ smtp: r.smtp, sms: r.gateway, outbox: r.outbox }).deliver(sms);
    expect(r.texted).toEqual(["13800000000"]);
    await routeCodeDelivery({ smtp: r.smtp, sms: null, outbox: r.outbox }).deliver(sms);
    expect(r.outbox.list()).toMatchObject([{ channel: "sms", to: "13800000000", code: "123456" }]);
    expect(r.mailed).toEqual([]);
  });

  it.each([
    ["e-mail", email],
    ["SMS", sms],
  ])("fails for %s when no channel is configured", async (_kind, message) => {
    await expect(routeCodeDelivery({ smtp: null, sms: null, outbox: null }).deliver(message)).rejects.toBeInstanceOf(NoDeliveryChannel);
  });
});

describe("DevOutbox", () => {
  it("keeps the newest 200 messages, newest first, and filters by account", async () => {
    let now = 0;
    const outbox = new DevOutbox(() => now);
    for (let i = 0; i < 205; i++) {
      now = i;
      await outbox.deliver({ ...email, to: `v${i}@livehall.test`, code: String(100000 + i) });
    }
    expect(outbox.list()).toHaveLength(200);
    expect(outbox.list()[0]).toMatchObject({ to: "v204@livehall.test", at: 204 });
    expect(outbox.list("V10@LIVEHALL.test")).toMatchObject([{ code: "100010" }]);
    expect(outbox.list("v0@livehall.test")).toEqual([]);
  });
});
