import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import { API_PREFIX, NOTICE_PATHS } from "@livehall/wire";
import { EXIT } from "../admin/cli-run";
import { runCliOn } from "../testing/cli-runner";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";
import { wechatPcLogin } from "../testing/login-flows";
import { anonymousViewer, audienceIdOf, type TestViewer } from "../testing/viewers";
import type { NoticeSendDTO, NoticeSubscribersDTO } from "./notice-admin-routes";

/** An event whose notice config offers SMS, e-mail and WeChat, none with a code check. */
const REMIND = { number: "10301", id: "event-10301", room: "50001" } as const;
const CONFIG_ID = `${REMIND.id}-notice`;
const remindEvent = () => ({
  ...demoDefinition(),
  virtualEventNumber: REMIND.number,
  virtualEventId: REMIND.id,
  name: "Reminder Day",
  mainVenueNumber: REMIND.room,
  mainSeminarNumber: REMIND.room,
  rooms: [{ roomNumber: REMIND.room, roomMode: 1, names: { "zh-Hans": "直播间" } }],
  notices: { smsNoticeFlag: 1, emailNoticeFlag: 1, wechatNoticeFlag: 1 },
  tickets: undefined,
});
/** The demo without a notice config. */
const QUIET = { number: "10302", id: "event-10302", room: "50002" } as const;
const quietEvent = () => ({
  ...demoDefinition(),
  virtualEventNumber: QUIET.number,
  virtualEventId: QUIET.id,
  mainVenueNumber: QUIET.room,
  mainSeminarNumber: QUIET.room,
  rooms: [{ roomNumber: QUIET.room, roomMode: 1, names: { "zh-Hans": "直播间" } }],
  notices: undefined,
  tickets: undefined,
});

let t: TestServer;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ eventsDir: eventsDirWith({ remind: remindEvent(), quiet: quietEvent() }), smtpUrl: smtp.url });
  const subscribe = async (path: string, body: Record<string, unknown>): Promise<TestViewer> => {
    const viewer = await anonymousViewer(t, undefined, REMIND.id);
    const answer = await t.api(API_PREFIX + path, postJson({ activityNoticeConfigId: CONFIG_ID, ...body }, viewer.headers));
    expect(answer.body.code).toBe("200");
    return viewer;
  };
  await subscribe(NOTICE_PATHS.smsSubscribe, { mobile: "13800002222" });
  await subscribe(NOTICE_PATHS.emailSubscribe, { email: "Erin@Example.com" });
  // A WeChat subscriber, through the development WeChat provider with the viewer's own open id.
  const tokens = await wechatPcLogin(t, REMIND.number, "Wei", "fp-notice-send");
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const [row] = await t.query<{ wechat_open_id: string }>("select wechat_open_id from audiences where id = ?", [
    audienceIdOf(tokens.accessToken),
  ]);
  const wechat = await t.api(
    API_PREFIX + NOTICE_PATHS.wechatSubscribe,
    postJson({ activityNoticeConfigId: CONFIG_ID, wechatOpenId: row?.wechat_open_id }, headers),
  );
  expect(wechat.body.code).toBe("200");
});
afterAll(async () => {
  await t.stop();
  await smtp.stop();
});

const adminHeaders = (): Record<string, string> => ({ authorization: `Bearer ${t.server.admin.token}` });
const admin = (path: string, body?: unknown) =>
  t.api(`${API_PREFIX}/admin/events/${path}`, body === undefined ? { headers: adminHeaders() } : postJson(body, adminHeaders()));
const outbox = async (to: string): Promise<{ text: string; code: string }[]> =>
  (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(to)}`)).json()) as { text: string; code: string }[];
const mailsTo = (to: string): string[] => smtp.messages.filter((raw) => raw.toLowerCase().includes(`to: ${to}`));

describe("the organiser's notices (decision 0051)", () => {
  it("counts the event's subscribers per channel, without their contacts", async () => {
    const run = await runCliOn(t, ["notice", "subscribers", REMIND.number]);
    expect(run.code).toBe(EXIT.ok);
    expect(JSON.parse(run.out.lines.join("\n"))).toEqual({ sms: 1, email: 1, wechat: 1 } satisfies NoticeSubscribersDTO);
    expect(run.out.lines.join("\n")).not.toMatch(/13800002222|erin/);
  });

  it("sends the organiser's text by SMS and e-mail; WeChat's subscriber is counted, not sent", async () => {
    const run = await runCliOn(t, ["notice", "send", REMIND.number, "--text", "Doors open at 9 — see you there"]);
    expect(run.code).toBe(EXIT.ok);
    expect(JSON.parse(run.out.lines.join("\n"))).toEqual({
      sent: { sms: 1, email: 1 },
      failed: 0,
      notSent: { sms: 0, email: 0, wechat: 1 },
    } satisfies NoticeSendDTO);
    const mail = mailsTo("erin@example.com").at(-1) ?? "";
    expect(mail).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail).toContain("Doors open at 9");
    const texts = await outbox("13800002222");
    expect(texts[0]).toMatchObject({ text: "Doors open at 9 — see you there", code: "" });
  });

  it("sends a reminder of the event's start when no text is given", async () => {
    const before = mailsTo("erin@example.com").length;
    const run = await runCliOn(t, ["notice", "send", REMIND.number]);
    expect(run.code).toBe(EXIT.ok);
    expect(mailsTo("erin@example.com")).toHaveLength(before + 1);
    expect((await outbox("13800002222"))[0]?.text).toMatch(/^「Reminder Day」将于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d（北京时间）开始/);
  });

  it.each([
    ["without the admin token", () => t.api(`${API_PREFIX}/admin/events/${REMIND.number}/notices/send`, postJson({})), 401],
    ["with a text over 500 characters", () => admin(`${REMIND.number}/notices/send`, { text: "x".repeat(501) }), 400, "100400"],
    ["with a blank text", () => admin(`${REMIND.number}/notices/send`, { text: " \n " }), 400, "100400"],
    ["for an unknown event", () => admin("99999/notices/send", {}), 200, "151001"],
    ["for an event without a notice config", () => admin(`${QUIET.number}/notices/send`, {}), 404, "100604"],
  ] as const)("sends nothing %s", async (_case, call, status, code?: string) => {
    const mails = smtp.messages.length;
    const texts = (await outbox("13800002222")).length;
    const answer = await call();
    expect(answer.status).toBe(status);
    if (code !== undefined) expect(answer.body.code).toBe(code);
    expect([smtp.messages.length, (await outbox("13800002222")).length]).toEqual([mails, texts]);
  });

  it("names no recipient of the caller's: a `to` field is refused (400 naming it), nothing is sent", async () => {
    const answer = await admin(`${REMIND.number}/notices/send`, { text: "hi", to: "mallory@example.com", bcc: "mallory@example.com" });
    expect(answer.body).toMatchObject({ code: "100400", msg: "Unknown body field 'to'" });
    expect(mailsTo("mallory@example.com")).toEqual([]);
    expect(smtp.messages.some((raw) => raw.toLowerCase().includes("mallory"))).toBe(false);
  });

  it("sends once to a contact subscribed by two viewers", async () => {
    const viewer = await anonymousViewer(t, undefined, REMIND.id);
    const again = await t.api(
      API_PREFIX + NOTICE_PATHS.emailSubscribe,
      postJson({ activityNoticeConfigId: CONFIG_ID, email: "erin@example.com" }, viewer.headers),
    );
    expect(again.body.code).toBe("200");
    expect((await admin(`${REMIND.number}/notices`)).body.data).toMatchObject({ email: 2 });
    const before = mailsTo("erin@example.com").length;
    const answer = await admin(`${REMIND.number}/notices/send`, { text: "Once each" });
    expect(answer.body.data).toMatchObject({ sent: { email: 1 } });
    expect(mailsTo("erin@example.com")).toHaveLength(before + 1);
  });

  it("refuses an empty --text on the command line before calling the server", async () => {
    const run = await runCliOn(t, ["notice", "send", REMIND.number, "--text", "  "]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.out.errors.join("\n")).toContain("--text is empty");
  });
});

describe("a mail server that is down", () => {
  it("counts the e-mail as failed and still sends the text message", async () => {
    const down = await startTestServer({ eventsDir: eventsDirWith({ remind: remindEvent() }), smtpUrl: "smtp://127.0.0.1:1" });
    try {
      for (const [path, body] of [
        [NOTICE_PATHS.smsSubscribe, { mobile: "13800003333" }],
        [NOTICE_PATHS.emailSubscribe, { email: "frank@example.com" }],
      ] as const) {
        const viewer = await anonymousViewer(down, undefined, REMIND.id);
        await down.api(API_PREFIX + path, postJson({ activityNoticeConfigId: CONFIG_ID, ...body }, viewer.headers));
      }
      const run = await runCliOn(down, ["notice", "send", REMIND.number, "--text", "Still on"]);
      expect(JSON.parse(run.out.lines.join("\n"))).toEqual({
        sent: { sms: 1, email: 0 },
        failed: 1,
        notSent: { sms: 0, email: 0, wechat: 0 },
      });
    } finally {
      await down.stop();
    }
  });
});

describe("the reminder in each subscriber's language (the subscribe call's Accept-language)", () => {
  it("writes a subscriber's reminder in the language their client showed, and in Chinese and English without one", async () => {
    const own = await startSmtpSink();
    const server = await startTestServer({ eventsDir: eventsDirWith({ remind: remindEvent() }), smtpUrl: own.url });
    try {
      for (const [path, body, language] of [
        [NOTICE_PATHS.emailSubscribe, { email: "hana@example.com" }, "zh-Hant"],
        [NOTICE_PATHS.emailSubscribe, { email: "omar@example.com" }, "ar"],
        [NOTICE_PATHS.smsSubscribe, { mobile: "13800004444" }, "en-GB,en;q=0.9"],
        [NOTICE_PATHS.smsSubscribe, { mobile: "13800005555" }, undefined],
      ] as const) {
        const viewer = await anonymousViewer(server, undefined, REMIND.id);
        const headers = language === undefined ? viewer.headers : { ...viewer.headers, "accept-language": language };
        const answer = await server.api(API_PREFIX + path, postJson({ activityNoticeConfigId: CONFIG_ID, ...body }, headers));
        expect(answer.body.code).toBe("200");
      }
      const run = await runCliOn(server, ["notice", "send", REMIND.number]);
      expect(JSON.parse(run.out.lines.join("\n"))).toMatchObject({ sent: { sms: 2, email: 2 }, failed: 0 });
      const mails = await Promise.all(own.messages.map((raw) => simpleParser(raw)));
      const mailTo = (address: string) => mails.find((mail) => JSON.stringify(mail.to).includes(address));
      expect(mailTo("hana@example.com")).toMatchObject({ subject: "活動提醒：Reminder Day" });
      expect(mailTo("hana@example.com")?.text).toMatch(/^「Reminder Day」將於 .+（北京時間）開始，敬請準時觀看。\s*$/);
      expect(mailTo("omar@example.com")).toMatchObject({ subject: "تذكير: Reminder Day" });
      expect(mailTo("omar@example.com")?.text).toMatch(/^تبدأ «Reminder Day» في .+ \(بتوقيت UTC\+8\)\.\s*$/);
      const textOf = async (mobile: string) =>
        ((await (await fetch(`${server.url}/dev/outbox.json?account=${mobile}`)).json()) as { text: string }[])[0]?.text;
      expect(await textOf("13800004444")).toMatch(/^"Reminder Day" starts at .+ \(UTC\+8\)\.$/);
      expect(await textOf("13800005555")).toMatch(/^「Reminder Day」将于 .+\n"Reminder Day" starts at .+ \(UTC\+8\)\.$/);
    } finally {
      await server.stop();
      await own.stop();
    }
  });
});
