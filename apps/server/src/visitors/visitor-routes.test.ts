import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PATHS,
  API_PREFIX,
  NOTICE_PATHS,
  TICKET_PATHS,
  VISITOR_PATHS,
  type AuthResultDTO,
  type MyTicketDTO,
  type SubscribeStateDTO,
  type UserTicketsDTO,
} from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

/** The pre-entry path (decision 0057): the demo event's reminder (SMS and e-mail, checked) and its free ticket, with no session. */
const CONFIG_ID = `${DEMO.id}-notice`;
const MINUTE = 60_000;
const AGREED = { privacyPolicyVersion: "2025.1", userAgreementVersion: "2025.1" };

/** A second event with neither notices nor tickets: visitors get no code there. */
const PLAIN = { number: "10202", id: "event-10202", room: "40002" } as const;

let t: TestServer;
beforeAll(async () => {
  const plain = {
    ...demoDefinition(),
    virtualEventNumber: PLAIN.number,
    virtualEventId: PLAIN.id,
    mainVenueNumber: PLAIN.room,
    mainSeminarNumber: PLAIN.room,
    rooms: [{ roomNumber: PLAIN.room, roomMode: 1, names: { "zh-Hans": "直播间" } }],
    notices: undefined,
    tickets: undefined,
  };
  t = await startTestServer({ eventsDir: eventsDirWith({ demo: demoDefinition(), plain }), captchaMaxNumber: 500 });
});
afterAll(async () => {
  await t.stop();
});

const api = (path: string) => API_PREFIX + path;
const post = <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.api<T>(api(path), postJson(body, headers));
const outboxCode = async (account: string): Promise<string> => {
  const entries = (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(account)}`)).json()) as { code: string }[];
  return entries[0]?.code ?? "";
};
/** Asks for a visitor's code by SMS and reads it from the development outbox. */
const visitorCode = async (mobile: string): Promise<string> => {
  const sent = await post(VISITOR_PATHS.code, {
    virtualEventId: DEMO.id,
    identityType: 1,
    account: mobile,
    captcha: await solvedCaptcha(t),
  });
  expect(sent.body.code).toBe("200");
  return outboxCode(mobile);
};
const proof = async (mobile: string, code: string) => ({
  identityType: 1,
  account: mobile,
  code,
  captcha: await solvedCaptcha(t),
  ...AGREED,
});
/** Enters the demo event by code login with `mobile`: the audience the visitor's contact became. */
const login = async (mobile: string): Promise<AuthResultDTO> => {
  t.advance(MINUTE);
  const code = await sendCode(t, DEMO.id, mobile, 2);
  const { body } = await post<AuthResultDTO>(API_PATHS.loginCode, {
    code,
    identityType: 1,
    virtualEventNumber: DEMO.number,
    account: mobile,
    captcha: await solvedCaptcha(t),
    ...AGREED,
  });
  expect(body.code).toBe("200");
  return body.data;
};

describe("a visitor subscribes to the reminder before entering", () => {
  it("with the captcha and the code sent to the number; entering with it later shows the subscription", async () => {
    t.advance(MINUTE);
    const mobile = "13700000001";
    const code = await visitorCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const { status, body } = await post<SubscribeStateDTO>(
      VISITOR_PATHS.subscribe,
      { activityNoticeConfigId: CONFIG_ID, ...(await proof(mobile, code)) },
      { "accept-language": "en" },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ smsSubscribeFlag: 1, emailSubscribeFlag: 0, maskedMobile: "137****0001" });
    const viewer = await login(mobile);
    const state = await t.api<SubscribeStateDTO>(
      api(`${NOTICE_PATHS.subscribeState}?virtualEventId=${DEMO.id}&noticeIndex=1`),
      bearer(viewer.accessToken),
    );
    expect(state.body.data).toMatchObject({ smsSubscribeFlag: 1 });
  });
});

describe("a visitor gets a free ticket before entering", () => {
  it("lists the tickets without a session, takes the free pass once, and sees it after entering", async () => {
    t.advance(MINUTE);
    const list = await t.api<UserTicketsDTO>(api(`${VISITOR_PATHS.tickets}?virtualEventId=${DEMO.id}`));
    expect(list.body.data.mine).toBeNull();
    expect(list.body.data.tickets.map((ticket) => ticket.ticketId)).toEqual(["free-pass", "vip-pass"]);
    const mobile = "13700000002";
    const taken = await post<MyTicketDTO>(VISITOR_PATHS.take, {
      virtualEventId: DEMO.id,
      ticketId: "free-pass",
      ...(await proof(mobile, await visitorCode(mobile))),
    });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ ticketId: "free-pass", price: 0, payStatus: 1 });
    // The code was single use: a second take with it is refused.
    t.advance(MINUTE);
    const again = await post(VISITOR_PATHS.take, { virtualEventId: DEMO.id, ticketId: "free-pass", ...(await proof(mobile, "000000")) });
    expect(again.body.code).toBe("100104");
    const viewer = await login(mobile);
    const mine = await t.api<UserTicketsDTO>(api(`${TICKET_PATHS.userTickets}?virtualEventId=${DEMO.id}`), bearer(viewer.accessToken));
    expect(mine.body.data.mine).toMatchObject({ ticketId: "free-pass", payStatus: 1 });
  });

  it("refuses a charged ticket (paying needs entering) before checking any code", async () => {
    t.advance(MINUTE);
    const { status, body } = await post(VISITOR_PATHS.take, {
      virtualEventId: DEMO.id,
      ticketId: "vip-pass",
      ...(await proof("13700000003", "123456")),
    });
    expect([status, body.code]).toEqual([409, "100622"]);
  });
});

describe("attacks on the pre-entry path", () => {
  it.each<[string, string, () => Promise<Record<string, unknown>>, number, string]>([
    [
      "a code request without the captcha",
      VISITOR_PATHS.code,
      () => Promise.resolve({ virtualEventId: DEMO.id, identityType: 1, account: "13700000010" }),
      400,
      "100400",
    ],
    [
      "a code request with a forged captcha",
      VISITOR_PATHS.code,
      async () => ({
        virtualEventId: DEMO.id,
        identityType: 1,
        account: "13700000011",
        captcha: { ...(await solvedCaptcha(t)), number: "99999999" },
      }),
      200,
      "100101",
    ],
    [
      "a code request with an unknown field (a second recipient)",
      VISITOR_PATHS.code,
      async () => ({
        virtualEventId: DEMO.id,
        identityType: 1,
        account: "13700000012",
        bcc: "x@example.com",
        captcha: await solvedCaptcha(t),
      }),
      400,
      "100400",
    ],
    [
      "a subscription without the captcha",
      VISITOR_PATHS.subscribe,
      () => Promise.resolve({ activityNoticeConfigId: CONFIG_ID, identityType: 1, account: "13700000013", code: "123456", ...AGREED }),
      400,
      "100400",
    ],
    [
      "a subscription with an unknown field (someone's audience id)",
      VISITOR_PATHS.subscribe,
      async () => ({ activityNoticeConfigId: CONFIG_ID, audienceId: "someone", ...(await proof("13700000014", "123456")) }),
      400,
      "100400",
    ],
    [
      "a subscription without the agreements the event shows",
      VISITOR_PATHS.subscribe,
      async () => ({
        activityNoticeConfigId: CONFIG_ID,
        identityType: 1,
        account: "13700000015",
        code: "123456",
        captcha: await solvedCaptcha(t),
      }),
      400,
      "100400",
    ],
    [
      "a subscription with a code never sent",
      VISITOR_PATHS.subscribe,
      async () => ({ activityNoticeConfigId: CONFIG_ID, ...(await proof("13700000016", "123456")) }),
      200,
      "100104",
    ],
    [
      "a ticket with an unknown field (a price)",
      VISITOR_PATHS.take,
      async () => ({ virtualEventId: DEMO.id, ticketId: "free-pass", price: 0, ...(await proof("13700000017", "123456")) }),
      400,
      "100400",
    ],
  ])("refuses %s", async (_case, path, body, status, code) => {
    t.advance(MINUTE);
    const answer = await post(path, await body());
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("sends no code to a contact the event offers nothing by (an event without notices or tickets)", async () => {
    t.advance(MINUTE);
    const { status, body } = await post(VISITOR_PATHS.code, {
      virtualEventId: PLAIN.id,
      identityType: 2,
      account: "nobody@example.com",
      captcha: await solvedCaptcha(t),
    });
    expect([status, body.code]).toEqual([403, "100621"]);
    expect(await outboxCode("nobody@example.com")).toBe("");
  });

  it("answers 429 / 100105 past 10 visitor requests a minute from one address; the ticket list stays readable", async () => {
    t.advance(MINUTE);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      // A forged captcha: each request is counted before the captcha is checked.
      const { body } = await post(VISITOR_PATHS.code, {
        virtualEventId: DEMO.id,
        identityType: 1,
        account: `137000001${String(i).padStart(2, "0")}`,
        captcha: { ...(await solvedCaptcha(t)), number: "99999999" },
      });
      codes.push(body.code);
    }
    expect(codes.slice(0, 10).every((code) => code === "100101")).toBe(true);
    expect(codes[10]).toBe("100105");
    // Landing pages behind the same address still list the tickets: a read is not a visitor act.
    for (let i = 0; i < 20; i++) {
      expect((await t.api(api(`${VISITOR_PATHS.tickets}?virtualEventId=${DEMO.id}`))).body.code).toBe("200");
    }
    t.advance(MINUTE);
    const again = await post(VISITOR_PATHS.code, {
      virtualEventId: DEMO.id,
      identityType: 1,
      account: "13700000199",
      captcha: { ...(await solvedCaptcha(t)), number: "99999999" },
    });
    expect(again.body.code).toBe("100101");
  });
});
