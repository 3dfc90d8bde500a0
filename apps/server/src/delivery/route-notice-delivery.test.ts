import { describe, expect, it } from "vitest";
import type { NoticeMessage } from "./ports";
import { NoDeliveryChannel } from "./route-code-delivery";
import { routeNoticeDelivery, type NoticeChannels } from "./route-notice-delivery";

const MAIL: NoticeMessage = { to: "dana@example.com", channel: "email", subject: "Reminder", text: "Starts soon" };
const TEXT: NoticeMessage = { to: "13800001111", channel: "sms", subject: "Reminder", text: "Starts soon" };

/** Channels that record where each notice went. */
function recording(present: { mail?: boolean; sms?: boolean; outbox?: boolean }) {
  const went: string[] = [];
  const channels: NoticeChannels = {
    mail: present.mail ? { sendText: (to, subject, text) => Promise.resolve(void went.push(`mail ${to} ${subject} ${text}`)) } : null,
    sms: present.sms ? { sendSms: (to, text) => Promise.resolve(void went.push(`sms ${to} ${text}`)) } : null,
    outbox: present.outbox ? { sendNotice: (m) => Promise.resolve(void went.push(`outbox ${m.channel} ${m.to}`)) } : null,
  };
  return { went, delivery: routeNoticeDelivery(channels) };
}

describe("routeNoticeDelivery", () => {
  it.each([
    ["e-mail with SMTP goes to SMTP, never the outbox", MAIL, { mail: true, outbox: true }, "mail dana@example.com Reminder Starts soon"],
    ["e-mail without SMTP goes to the outbox", MAIL, { sms: true, outbox: true }, "outbox email dana@example.com"],
    ["a text with a gateway goes to it", TEXT, { sms: true, outbox: true }, "sms 13800001111 Starts soon"],
    ["a text without a gateway goes to the outbox", TEXT, { mail: true, outbox: true }, "outbox sms 13800001111"],
  ])("%s", async (_case, message, present, expected) => {
    const { went, delivery } = recording(present);
    await delivery.sendNotice(message);
    expect(went).toEqual([expected]);
  });

  it.each([
    ["e-mail", MAIL, { sms: true }],
    ["SMS", TEXT, { mail: true }],
  ])("fails a notice by %s that no channel can carry", async (kind, message, present) => {
    const { delivery } = recording(present);
    await expect(delivery.sendNotice(message)).rejects.toThrow(NoDeliveryChannel);
    await expect(delivery.sendNotice(message)).rejects.toThrow(`No ${kind} delivery is configured`);
  });
});
