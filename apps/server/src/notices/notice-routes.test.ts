import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, NOTICE_PATHS, type NoticeConfigDTO, type SubscribeStateDTO } from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { sendCode, wechatPcLogin } from "../testing/login-flows";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, audienceIdOf, type TestViewer } from "../testing/viewers";

const CONFIG_ID = `${DEMO.id}-notice`;
/** A second event: SMS without a code, WeChat on, no e-mail. */
const OPEN = { number: "10201", id: "event-10201", room: "40001" } as const;
const MINUTE = 60_000;

let t: TestServer;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const open = {
    ...demoDefinition(),
    virtualEventNumber: OPEN.number,
    virtualEventId: OPEN.id,
    mainVenueNumber: OPEN.room,
    mainSeminarNumber: OPEN.room,
    rooms: [{ roomNumber: OPEN.room, roomMode: 1, names: { "zh-Hans": "直播间" } }],
    notices: { smsNoticeFlag: 1, wechatNoticeFlag: 1, automaticPopup: 1, noticeIndex: 2 },
    tickets: undefined,
  };
  t = await startTestServer({ eventsDir: eventsDirWith({ demo: demoDefinition(), open }), smtpUrl: smtp.url, captchaMaxNumber: 500 });
});
afterAll(async () => {
  await t.stop();
  await smtp.stop();
});

const api = (path: string) => API_PREFIX + path;
const post = <T = unknown>(path: string, body: unknown, viewer: TestViewer) => t.api<T>(api(path), postJson(body, viewer.headers));
const outboxCode = async (account: string): Promise<string> => {
  const entries = (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(account)}`)).json()) as { code: string }[];
  return entries[0]?.code ?? "";
};
const mailedCode = (to: string): string => {
  const mail = smtp.messages.filter((raw) => raw.toLowerCase().includes(`to: ${to}`)).at(-1) ?? "";
  return (
    /\b(\d{6})\b/.exec(
      mail
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join("\n"),
    )?.[1] ?? ""
  );
};
const askCode = (viewer: TestViewer, identityType: number, account: string, configId = CONFIG_ID) =>
  post(NOTICE_PATHS.code, { activityNoticeConfigId: configId, identityType, account }, viewer);
const state = (viewer: TestViewer, eventId: string = DEMO.id, index = "1") =>
  t.api<SubscribeStateDTO>(
    api(`${NOTICE_PATHS.subscribeState}?virtualEventId=${eventId}&noticeIndex=${index}`),
    bearer(viewer.accessToken),
  );

describe("GET /wechat-notice/config", () => {
  it("answers the event's §3 notice config", async () => {
    const { body } = await t.api<NoticeConfigDTO>(
      api(`${NOTICE_PATHS.config}?tenantId=${DEMO.tenantId}&configType=1&virtualEventId=${DEMO.id}`),
    );
    expect(body.data).toEqual({
      activityNoticeConfigId: CONFIG_ID,
      wechatNoticeFlag: 0,
      smsNoticeFlag: 1,
      smsCheckFlag: 1,
      emailNoticeFlag: 1,
      emailCheckFlag: 1,
      displaySubscribe: 1,
      automaticPopup: 0,
      noticeIndex: 1,
    });
  });

  it.each([
    ["another tenant's id", `tenantId=t-other&configType=1&virtualEventId=${DEMO.id}`, 200, "151001"],
    ["an unknown config type", `tenantId=${DEMO.tenantId}&configType=2&virtualEventId=${DEMO.id}`, 400, "100400"],
    ["no event", `tenantId=${DEMO.tenantId}&configType=1`, 400, "100400"],
  ])("refuses %s", async (_case, query, status, code) => {
    const answer = await t.api(api(`${NOTICE_PATHS.config}?${query}`));
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });
});

describe("subscribing (SMS, e-mail, WeChat)", () => {
  it("subscribes by SMS with the texted code and by e-mail with the mailed one; the state says both, masked", async () => {
    const viewer = await anonymousViewer(t);
    expect((await state(viewer)).body.data).toEqual({
      subscribeFlag: 0,
      smsSubscribeFlag: 0,
      emailSubscribeFlag: 0,
      wechatSubscribeFlag: 0,
      maskedMobile: "",
      maskedEmail: "",
    });
    expect((await askCode(viewer, 1, "13800001111")).body).toMatchObject({ code: "200" });
    const sms = await post<SubscribeStateDTO>(
      NOTICE_PATHS.smsSubscribe,
      { activityNoticeConfigId: CONFIG_ID, mobile: "13800001111", code: await outboxCode("13800001111"), privacyPolicyVersion: "2025.1" },
      viewer,
    );
    expect(sms.body.data).toMatchObject({ subscribeFlag: 1, smsSubscribeFlag: 1, maskedMobile: "138****1111" });
    expect((await askCode(viewer, 2, "Dana@Example.com")).body).toMatchObject({ code: "200" });
    const email = await post<SubscribeStateDTO>(
      NOTICE_PATHS.emailSubscribe,
      { activityNoticeConfigId: CONFIG_ID, email: "dana@example.com", code: mailedCode("dana@example.com") },
      viewer,
    );
    expect(email.body.code).toBe("200");
    expect((await state(viewer)).body.data).toEqual({
      subscribeFlag: 1,
      smsSubscribeFlag: 1,
      emailSubscribeFlag: 1,
      wechatSubscribeFlag: 0,
      maskedMobile: "138****1111",
      maskedEmail: "d***@example.com",
    });
    const rows = await t.query<{ privacy_policy_version: string }>(
      "select privacy_policy_version from notice_subscriptions where audience_id = ? and channel = 'sms'",
      [viewer.audienceId],
    );
    expect(rows).toEqual([{ privacy_policy_version: "2025.1" }]);
  });

  it("keeps one subscription per viewer and channel: a new number replaces the old one", async () => {
    const viewer = await anonymousViewer(t);
    const open = { activityNoticeConfigId: `${OPEN.id}-notice` };
    const other = await anonymousViewer(t, undefined, OPEN.id);
    for (const mobile of ["13900000001", "13900000002"]) {
      expect((await post(NOTICE_PATHS.smsSubscribe, { ...open, mobile }, other)).body.code).toBe("200");
    }
    const rows = await t.query<{ contact: string }>("select contact from notice_subscriptions where audience_id = ?", [other.audienceId]);
    expect(rows).toEqual([{ contact: "13900000002" }]);
    expect((await state(other, OPEN.id, "2")).body.data.maskedMobile).toBe("139****0002");
    // A token of the demo event does not reach the other event's config.
    expect((await post(NOTICE_PATHS.smsSubscribe, { ...open, mobile: "13900000003" }, viewer)).status).toBe(401);
  });

  it.each([
    ["a mobile number of letters", NOTICE_PATHS.smsSubscribe, { mobile: "call-me" }, 400, "100601"],
    ["an address without @", NOTICE_PATHS.emailSubscribe, { email: "dana.example.com", code: "123456" }, 400, "100601"],
    ["no code where the config asks one", NOTICE_PATHS.emailSubscribe, { email: "dana@example.com" }, 400, "100603"],
    ["a channel the config does not offer", NOTICE_PATHS.wechatSubscribe, { wechatOpenId: "o-x" }, 403, "100602"],
    ["a code of 17 characters", NOTICE_PATHS.smsSubscribe, { mobile: "13800000000", code: "1".repeat(17) }, 400, "100400"],
    ["a contact of 300 characters", NOTICE_PATHS.emailSubscribe, { email: `${"a".repeat(290)}@x.com` }, 400, "100400"],
  ])("refuses %s with a clear 4xx", async (_case, path, body, status, code) => {
    const viewer = await anonymousViewer(t);
    const answer = await post(path, { activityNoticeConfigId: CONFIG_ID, ...body }, viewer);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("refuses an unknown config (404) and a caller without a token (401)", async () => {
    const viewer = await anonymousViewer(t);
    const unknown = await post(NOTICE_PATHS.smsSubscribe, { activityNoticeConfigId: "nope", mobile: "13800000000" }, viewer);
    expect([unknown.status, unknown.body.code]).toEqual([404, "100604"]);
    const anonymous = await t.api(api(NOTICE_PATHS.smsSubscribe), postJson({ activityNoticeConfigId: CONFIG_ID, mobile: "13800000000" }));
    expect(anonymous.status).toBe(401);
    expect((await t.api(api(`${NOTICE_PATHS.subscribeState}?virtualEventId=${DEMO.id}`))).status).toBe(401);
  });

  it("subscribes by WeChat only with the viewer's own open id (development WeChat provider)", async () => {
    const tokens = await wechatPcLogin(t, OPEN.number, "Wei", "fp-notice-wechat");
    const viewer: TestViewer = {
      accessToken: tokens.accessToken,
      audienceId: audienceIdOf(tokens.accessToken),
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    };
    const [row] = await t.query<{ wechat_open_id: string }>("select wechat_open_id from audiences where id = ?", [viewer.audienceId]);
    const body = { activityNoticeConfigId: `${OPEN.id}-notice` };
    const someoneElse = await post(NOTICE_PATHS.wechatSubscribe, { ...body, wechatOpenId: "o-someone-else" }, viewer);
    expect([someoneElse.status, someoneElse.body.code]).toEqual([403, "100601"]);
    const own = await post<SubscribeStateDTO>(NOTICE_PATHS.wechatSubscribe, { ...body, wechatOpenId: row?.wechat_open_id }, viewer);
    expect(own.body.data).toMatchObject({ subscribeFlag: 1, wechatSubscribeFlag: 1 });
  });
});

describe("attacks on notice codes", () => {
  it("subscribing someone else's address needs their code; guessing it locks after five tries", async () => {
    const attacker = await anonymousViewer(t);
    t.advance(MINUTE);
    expect((await askCode(attacker, 2, "victim@example.com")).body.code).toBe("200");
    const real = mailedCode("victim@example.com");
    const wrong = String((Number(real) + 1) % 1_000_000).padStart(6, "0");
    const body = { activityNoticeConfigId: CONFIG_ID, email: "victim@example.com", code: wrong };
    for (let i = 0; i < 5; i++) expect((await post(NOTICE_PATHS.emailSubscribe, body, attacker)).body.code).toBe("100104");
    // Locked: even the right code no longer works, and nothing was stored.
    expect((await post(NOTICE_PATHS.emailSubscribe, { ...body, code: real }, attacker)).body.code).toBe("100106");
    expect(await t.query("select * from notice_subscriptions where contact = ?", ["victim@example.com"])).toEqual([]);
    t.advance(15 * MINUTE);
  });

  it("a login code does not subscribe, and a code is sent only where a check is asked", async () => {
    const viewer = await anonymousViewer(t);
    t.advance(MINUTE);
    const login = await sendCode(t, DEMO.id, "13600000000", 2);
    const body = { activityNoticeConfigId: CONFIG_ID, mobile: "13600000000", code: login };
    expect((await post(NOTICE_PATHS.smsSubscribe, body, viewer)).body.code).toBe("100104");
    const closed = await askCode(viewer, 1, "13700000000", `${OPEN.id}-notice`);
    expect([closed.status, closed.body.code]).toEqual([401, "401"]);
    const other = await anonymousViewer(t, undefined, OPEN.id);
    const noCheck = await askCode(other, 1, "13700000000", `${OPEN.id}-notice`);
    expect([noCheck.status, noCheck.body.code]).toEqual([403, "100602"]);
  });

  it("limits one viewer's notice requests (429 / 100105)", async () => {
    const viewer = await anonymousViewer(t);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await post(NOTICE_PATHS.smsSubscribe, { activityNoticeConfigId: CONFIG_ID, mobile: "x" }, viewer)).body.code);
    }
    expect(codes.slice(0, 10).every((code) => code === "100601")).toBe(true);
    expect(codes[10]).toBe("100105");
  });
});
