import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, MARKETING_PATHS, TOPICS, type MarketingAppDetailDTO, type MarketingAppListDTO } from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../../testing/event-files";
import { DEMO_CHANNELS, joinedClient, pushes } from "../../testing/realtime-client";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { DEFAULT_MARKETING_FILES_DIR } from "./marketing-files";
import { admin, ADMIN_TOKEN, adminApps, DEMO_TOOLS, FULL_ANSWERS, submit, submitBody } from "./marketing-test-kit";

/** Interactive access on: anonymous viewers must log in before a form (§6). */
const LOGIN_EVENT = { id: "event-10007", room: "100071" } as const;

let t: TestServer;
let viewer: TestViewer;
beforeAll(async () => {
  const login = {
    ...demoDefinition(),
    virtualEventNumber: "10007",
    virtualEventId: LOGIN_EVENT.id,
    mainVenueNumber: LOGIN_EVENT.room,
    mainSeminarNumber: LOGIN_EVENT.room,
    interactAccessFlag: 1,
    rooms: [
      {
        roomNumber: LOGIN_EVENT.room,
        roomMode: 1,
        names: { "zh-Hans": "直播间" },
        marketingApps: [
          {
            marketingAppId: "gated",
            marketingAppType: 0,
            marketingAppName: "Form",
            questions: [{ questionHeading: "Name", questionType: 1 }],
          },
        ],
      },
    ],
  };
  t = await startTestServer({ eventsDir: eventsDirWith({ demo: demoDefinition(), login }), adminToken: ADMIN_TOKEN });
  viewer = await anonymousViewer(t, "Ada");
});
afterAll(async () => {
  await t.stop();
});

const path = (appId?: string) =>
  API_PREFIX + (appId === undefined ? MARKETING_PATHS.list(DEMO.id, DEMO.mainRoom) : MARKETING_PATHS.detail(DEMO.id, DEMO.mainRoom, appId));
const detail = async (who: TestViewer, appId: string) => (await t.api<MarketingAppDetailDTO>(path(appId), bearer(who.accessToken))).body;
const docFile = (who: TestViewer | null, appId: string, fileId: string) =>
  fetch(`${t.url}${API_PREFIX}${MARKETING_PATHS.docFile(DEMO.id, DEMO.mainRoom, appId, fileId)}`, who ? bearer(who.accessToken) : {});

describe("marketing tools: list and detail (§7)", () => {
  it("lists the room's tools with their marketingAppType, in order", async () => {
    const { body } = await t.api<MarketingAppListDTO>(path(), bearer(viewer.accessToken));
    expect(body.data.items.map((item) => [item.marketingAppId, item.marketingAppType])).toEqual([
      [DEMO_TOOLS.form, 1],
      [DEMO_TOOLS.download, 6],
      [DEMO_TOOLS.qr, 7],
      [DEMO_TOOLS.service, 8],
    ]);
  });

  it("details a form with every question type and the §3 question fields", async () => {
    const { data } = await detail(viewer, DEMO_TOOLS.form);
    expect(data.questions.map((question) => question.questionType).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.questions[6]).toEqual({
      questionId: "size",
      questionHeading: "团队规模 Team size",
      questionType: 4,
      requiredFlag: 1,
      questionOrder: 7,
      questionOptionRestricted: 0,
      smsVerifyFlag: 0,
      options: [
        { optionId: "o1", optionContent: "1-10" },
        { optionId: "o2", optionContent: "11-100" },
        { optionId: "o3", optionContent: "100+" },
      ],
    });
    expect(data.submitFlag).toBe(0);
  });

  it("details jump entries and files", async () => {
    expect((await detail(viewer, DEMO_TOOLS.service)).data.jumpUrl.jumpUrlDetail[0]).toEqual({
      jumpUrlType: 2,
      jumpUrlDetail: "https://example.com/livehall/support",
    });
    const files = (await detail(viewer, DEMO_TOOLS.download)).data.files;
    const size = readFileSync(join(DEFAULT_MARKETING_FILES_DIR, "livehall-brochure.pdf")).length;
    expect(files[0]).toEqual({ fileId: "brochure", fileName: "livehall-brochure.pdf", fileSize: size, contentType: "application/pdf" });
  });
});

describe("marketing tools: submit (§5 answers checked, stored)", () => {
  it("stores every question type as serialized and sets submitFlag", async () => {
    const who = await anonymousViewer(t, "Stored");
    const { body } = await submit(t, who, DEMO_TOOLS.form, submitBody({ privacyPolicyVersion: "2025.1", privacyPolicyLanguageType: "en" }));
    expect(body.code).toBe("200");
    expect(body.data.submitFlag).toBe(1);
    const rows = await t.query<{ answers: string; trigger_mode: string; agreements: string }>(
      "select answers, trigger_mode, agreements from marketing_submissions where id = ?",
      [Number(body.data.submissionId)],
    );
    expect(JSON.parse(rows[0]?.answers ?? "")).toEqual(FULL_ANSWERS);
    expect(rows[0]?.trigger_mode).toBe("ACTIVE");
    expect(JSON.parse(rows[0]?.agreements ?? "")).toEqual({ privacyPolicyVersion: "2025.1", privacyPolicyLanguageType: "en" });
    expect((await detail(who, DEMO_TOOLS.form)).data.submitFlag).toBe(1);
  });

  it("a passive submit names the call-to-action that opens the tool", async () => {
    const who = await anonymousViewer(t, "Passive");
    const good = await submit(
      t,
      who,
      DEMO_TOOLS.form,
      submitBody({ triggerMode: "PASSIVE", callToActionId: "cta-20001-form", callToActionSn: "sn-20001-form" }),
    );
    expect(good.body.code).toBe("200");
    const rows = await t.query<{ call_to_action_id: string; call_to_action_sn: string }>(
      "select call_to_action_id, call_to_action_sn from marketing_submissions where id = ?",
      [Number(good.body.data.submissionId)],
    );
    expect(rows[0]).toEqual({ call_to_action_id: "cta-20001-form", call_to_action_sn: "sn-20001-form" });
  });

  const only = (...ids: string[]) => FULL_ANSWERS.filter((answer) => ids.includes(answer.questionId));
  it.each<[string, unknown, number, string]>([
    ["a required question unanswered", submitBody({ questions: only("email", "size") }), 400, "100109"],
    [
      "an option the question lacks",
      submitBody({ questions: [...only("name", "email"), { questionId: "size", questionType: 4, answers: [{ optionId: "o9" }] }] }),
      400,
      "100109",
    ],
    [
      "two options on a radio",
      submitBody({
        questions: [...only("name", "email"), { questionId: "size", questionType: 4, answers: [{ optionId: "o1" }, { optionId: "o2" }] }],
      }),
      400,
      "100109",
    ],
    [
      "more checkbox options than allowed",
      submitBody({
        questions: [
          ...only("name", "email", "size"),
          { questionId: "topics", questionType: 5, answers: [{ optionId: "o1" }, { optionId: "o2" }, { optionId: "o3" }] },
        ],
      }),
      400,
      "100109",
    ],
    [
      "a date that is no day",
      submitBody({ questions: [...only("name", "email", "size"), { questionId: "date", questionType: 8, answerContent: "2025-02-30" }] }),
      400,
      "100109",
    ],
    [
      "a bad e-mail",
      submitBody({ questions: [...only("name", "size"), { questionId: "email", questionType: 3, answerContent: "nope" }] }),
      400,
      "100109",
    ],
    [
      "a name too long",
      submitBody({ questions: [...only("email", "size"), { questionId: "name", questionType: 1, answerContent: "x".repeat(51) }] }),
      400,
      "100109",
    ],
    [
      "a question of another type",
      submitBody({ questions: [...only("email", "size"), { questionId: "name", questionType: 6, answerContent: "Ada" }] }),
      400,
      "100109",
    ],
    [
      "an unknown question",
      submitBody({ questions: [...FULL_ANSWERS, { questionId: "ghost", questionType: 1, answerContent: "x" }] }),
      400,
      "100109",
    ],
    [
      "a text over the schema's bound",
      submitBody({ questions: [{ questionId: "needs", questionType: 7, answerContent: "x".repeat(2001) }] }),
      400,
      "100400",
    ],
    ["an unknown trigger mode", submitBody({ triggerMode: "SOMETIMES" as "ACTIVE" }), 400, "100400"],
    ["PASSIVE without its call-to-action", submitBody({ triggerMode: "PASSIVE" }), 400, "100400"],
    [
      "PASSIVE naming a call-to-action of another tool",
      submitBody({ triggerMode: "PASSIVE", callToActionId: "cta-20001-1", callToActionSn: "cta-20001-1" }),
      400,
      "100400",
    ],
    ["no code field", { triggerMode: "ACTIVE", questions: [] }, 400, "100400"],
    ["a code over 16 characters", submitBody({ code: "1".repeat(17) }), 400, "100400"],
    ["questions not a list", { ...submitBody(), questions: "all" }, 400, "100400"],
  ])("refuses %s", async (_case, body, status, code) => {
    const who = await anonymousViewer(t);
    const answer = await submit(t, who, DEMO_TOOLS.form, body);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    expect((await detail(who, DEMO_TOOLS.form)).data.submitFlag).toBe(0);
  });

  it.each<[string, string, number, string]>([
    ["an unknown tool", path("nope"), 200, "132701"],
    ["a tool id with a slash", `${path()}/a%2Fb`, 400, "100400"],
  ])("detail of %s", async (_case, url, status, code) => {
    const answer = await t.api(url, bearer(viewer.accessToken));
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("answers 401 without a token", async () => {
    expect((await t.api(path())).status).toBe(401);
    expect((await t.api(API_PREFIX + MARKETING_PATHS.submit(DEMO.id, DEMO.mainRoom, DEMO_TOOLS.form), postJson(submitBody()))).status).toBe(
      401,
    );
  });

  it("limits a flood of submits from one viewer (429)", async () => {
    const who = await anonymousViewer(t, "Flood");
    const codes: string[] = [];
    for (let i = 0; i < 8; i += 1) codes.push((await submit(t, who, DEMO_TOOLS.form, submitBody())).body.code);
    expect(codes.slice(0, 5)).toEqual(["200", "200", "200", "200", "200"]);
    expect(codes.slice(5)).toEqual(["100105", "100105", "100105"]);
    expect((await submit(t, who, DEMO_TOOLS.form, submitBody())).status).toBe(429);
  });

  it("refuses an anonymous viewer where interactive access is on (§6)", async () => {
    const who = await anonymousViewer(t, undefined, LOGIN_EVENT.id);
    const answer = await submit(t, who, "gated", submitBody({ questions: [] }), LOGIN_EVENT.room, LOGIN_EVENT.id);
    expect(answer.body.code).toBe("132702");
  });
});

describe("marketing tools: SMS verification (smsVerifyFlag)", () => {
  it("texts a code to the phone and takes the submit only with it", async () => {
    const added = await t.api(
      adminApps(),
      postJson(
        {
          marketingAppId: "sms-form",
          marketingAppType: 3,
          marketingAppName: "Ask a price",
          questions: [{ questionId: "phone", questionHeading: "Mobile", questionType: 2, requiredFlag: 1, smsVerifyFlag: 1 }],
        },
        admin,
      ),
    );
    expect(added.body.code).toBe("200");
    const who = await anonymousViewer(t, "Sms");
    const phone = "13912345678";
    const answers = [{ questionId: "phone", questionType: 2, answerContent: phone }];
    expect((await submit(t, who, "sms-form", submitBody({ questions: answers }))).body.code).toBe("100109");
    const sent = await t.api(
      API_PREFIX + MARKETING_PATHS.verificationCode(DEMO.id, DEMO.mainRoom, "sms-form"),
      postJson({ account: phone }, who.headers),
    );
    expect(sent.body.code).toBe("200");
    const outbox = (await (await fetch(`${t.url}/dev/outbox.json?account=${phone}`)).json()) as { code: string }[];
    const code = outbox[0]?.code ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await submit(t, who, "sms-form", submitBody({ questions: answers, code: wrong }))).body.code).toBe("100104");
    expect((await submit(t, who, "sms-form", submitBody({ questions: answers, code }))).body.code).toBe("200");
    // Single use.
    expect((await submit(t, who, "sms-form", submitBody({ questions: answers, code }))).body.code).toBe("100104");
    const bad = await t.api(
      API_PREFIX + MARKETING_PATHS.verificationCode(DEMO.id, DEMO.mainRoom, DEMO_TOOLS.form),
      postJson({ account: phone }, who.headers),
    );
    expect(bad.status).toBe(400);
  });
});

describe("marketing tools: downloads (doc-file)", () => {
  it("serves the real file with its type and name, once the download was submitted", async () => {
    const who = await anonymousViewer(t, "Reader");
    expect((await docFile(who, DEMO_TOOLS.download, "brochure")).status).toBe(404);
    expect((await submit(t, who, DEMO_TOOLS.download, submitBody({ questions: [] }))).body.code).toBe("200");
    expect((await detail(who, DEMO_TOOLS.download)).data.submitFlag).toBe(1);
    const response = await docFile(who, DEMO_TOOLS.download, "brochure");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="livehall-brochure.pdf"; filename*=UTF-8''livehall-brochure.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(join(DEFAULT_MARKETING_FILES_DIR, "livehall-brochure.pdf")));
    expect((await docFile(who, DEMO_TOOLS.download, "checklist")).headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await docFile(null, DEMO_TOOLS.download, "brochure")).status).toBe(401);
  });

  it.each([
    "../../package.json",
    "..%2F..%2Fpackage.json",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "..%5C..%5Cpackage.json",
    "livehall-brochure.pdf",
    "nope",
  ])("never serves %s (path traversal): a 4xx envelope", async (fileId) => {
    const who = await anonymousViewer(t);
    await submit(t, who, DEMO_TOOLS.download, submitBody({ questions: [] }));
    const url = `${t.url}${API_PREFIX}/events/${DEMO.id}/rooms/${DEMO.mainRoom}/marketing-app/${DEMO_TOOLS.download}/doc-file/${fileId}`;
    const response = await fetch(url, bearer(who.accessToken));
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(((await response.json()) as { code: string }).code).toMatch(/^(100400|132703|404)$/);
  });

  it.each(["../package.json", "../../apps/server/package.json", "marketing-files", ".hidden.txt", "/etc/passwd", "a/b.txt"])(
    "an organiser cannot name %s as a file",
    async (fileName) => {
      const answer = await t.api(adminApps(), postJson({ marketingAppType: 6, marketingAppName: "Evil", files: [{ fileName }] }, admin));
      expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
    },
  );
});

describe("marketing tools: tracking (buried-dots)", () => {
  const trigger = (body: unknown) => t.api(API_PREFIX + MARKETING_PATHS.trigger(DEMO.id, DEMO.mainRoom), postJson(body, viewer.headers));
  it.each<[unknown, string]>([
    [{ marketingAppId: DEMO_TOOLS.form, triggerMode: "ACTIVE", marketingAppPrimaryType: 0 }, "200"],
    [{ marketingAppId: DEMO_TOOLS.form, triggerMode: "PASSIVE", marketingAppPrimaryType: 0, callToActionId: "cta-20001-form" }, "200"],
    [{ marketingAppId: DEMO_TOOLS.download, triggerMode: "ACTIVE", marketingAppPrimaryType: 6 }, "200"],
    [{ marketingAppId: DEMO_TOOLS.download, triggerMode: "ACTIVE", marketingAppPrimaryType: 0 }, "100400"],
    [{ marketingAppId: "nope", triggerMode: "ACTIVE", marketingAppPrimaryType: 0 }, "132701"],
    [{ marketingAppId: DEMO_TOOLS.form, triggerMode: "ACTIVE" }, "100400"],
    [{ marketingAppId: DEMO_TOOLS.form, triggerMode: "ACTIVE", marketingAppPrimaryType: "0" }, "100400"],
  ])("%j answers %s", async (body, code) => {
    expect((await trigger(body)).body.code).toBe(code);
  });
});

describe("marketing tools: the organiser's side", () => {
  it("adds and removes a tool, pushing the room's list live (MARKETING_TOOL)", async () => {
    const client = await joinedClient(t, [TOPICS.MARKETING_TOOL], DEMO_CHANNELS.seminar);
    const tool = {
      marketingAppId: "cs-2",
      marketingAppType: 8,
      marketingAppName: "Help",
      jumpUrlDetail: [{ jumpUrlType: 2, jumpUrlDetail: "https://example.com/help" }],
    };
    expect((await t.api(adminApps(DEMO.seminarRoom), postJson(tool, admin))).body.code).toBe("200");
    const added = pushes(await client.next());
    expect(added).toEqual([
      { op: TOPICS.MARKETING_TOOL, body: { items: [{ marketingAppId: "cs-2", marketingAppType: 8, marketingAppName: "Help" }] } },
    ]);
    const taken = await t.api(adminApps(DEMO.seminarRoom), postJson(tool, admin));
    expect([taken.status, taken.body.code]).toEqual([409, "100400"]);
    const removed = await t.api(`${adminApps(DEMO.seminarRoom)}/cs-2`, { method: "DELETE", headers: admin });
    expect(removed.body.code).toBe("200");
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.MARKETING_TOOL, body: { items: [] } }]);
    client.close();
  });

  it("lists a tool's submissions", async () => {
    const who = await anonymousViewer(t, "Listed");
    await submit(t, who, DEMO_TOOLS.form, submitBody());
    const { body } = await t.api<{ list: { audienceId: string; questions: unknown[] }[] }>(
      `${adminApps()}/${DEMO_TOOLS.form}/submissions`,
      { headers: admin },
    );
    expect(body.data.list.some((item) => item.audienceId === who.audienceId)).toBe(true);
  });

  it.each<[string, unknown]>([
    ["a form without questions", { marketingAppType: 0, marketingAppName: "F" }],
    ["an unknown type", { marketingAppType: 9, marketingAppName: "F" }],
    [
      "a javascript: customer-service url",
      { marketingAppType: 8, marketingAppName: "C", jumpUrlDetail: [{ jumpUrlType: 2, jumpUrlDetail: "javascript:alert(1)" }] },
    ],
    [
      "a code attention url entry",
      { marketingAppType: 7, marketingAppName: "Q", jumpUrlDetail: [{ jumpUrlType: 2, jumpUrlDetail: "https://a.example" }] },
    ],
    [
      "SMS on an e-mail question",
      { marketingAppType: 0, marketingAppName: "F", questions: [{ questionHeading: "E", questionType: 3, smsVerifyFlag: 1 }] },
    ],
    ["a radio without options", { marketingAppType: 0, marketingAppName: "F", questions: [{ questionHeading: "R", questionType: 4 }] }],
    [
      "a control character in a name",
      { marketingAppType: 0, marketingAppName: "F\u0007", questions: [{ questionHeading: "N", questionType: 1 }] },
    ],
    [
      "a bad id",
      { marketingAppId: "a b", marketingAppType: 0, marketingAppName: "F", questions: [{ questionHeading: "N", questionType: 1 }] },
    ],
    [
      "31 questions",
      {
        marketingAppType: 0,
        marketingAppName: "F",
        questions: Array.from({ length: 31 }, () => ({ questionHeading: "N", questionType: 1 })),
      },
    ],
  ])("refuses %s (400)", async (_case, body) => {
    const answer = await t.api(adminApps(), postJson(body, admin));
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });

  it("refuses a wrong admin token", async () => {
    expect((await t.api(adminApps(), { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
  });
});
