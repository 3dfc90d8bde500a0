import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_EVENTS_DIR } from "../app-paths";
import { parseEventDefinition } from "./event-definition";
import { loadDefinitions } from "./load-definitions";

const demoJson = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DEFAULT_EVENTS_DIR, "demo.json"), "utf8")) as Record<string, unknown>;

type Edit = (definition: Record<string, unknown>) => void;
const rooms = (d: Record<string, unknown>): Record<string, unknown>[] => d["rooms"] as Record<string, unknown>[];
const room0 = (d: Record<string, unknown>): Record<string, unknown> => rooms(d)[0]!;
const questionnaire = (question: Record<string, unknown>): Record<string, unknown> => ({
  questionnaireId: "form",
  questionnaireName: "Form",
  questions: [{ questionId: "q1", questionHeading: "Q1", ...question }],
});

describe("event definition files", () => {
  it("reads the committed demo events, one per access type, 10001 first by number", () => {
    const definitions = loadDefinitions(DEFAULT_EVENTS_DIR);
    const demo = definitions.find((definition) => definition.virtualEventNumber === "10001");
    expect(demo).toMatchObject({
      virtualEventNumber: "10001",
      name: "Livehall 演示活动",
      tenantId: "t-demo",
      accessType: 0,
      mainVenueNumber: "20001",
      mainSeminarNumber: "20002",
      optionalLanguages: ["zh-Hans", "en", "zh-Hant", "ar"],
      identityTypes: [2, 1, 3],
      wechatFlag: 1,
      interactAccessFlag: 0,
      nicknameChangeFlag: 1,
      duplicationTypes: [0, 1],
    });
    expect(demo?.agreements).toMatchObject({ cookieFlag: 1, privacyPolicyFlag: 1, userAgreementFlag: 1 });
    expect(demo?.agreements?.privacyPolicies.map((a) => [a.languageType, a.agreementType])).toContainEqual(["en", 1]);
    expect(demo?.rooms.map((room) => [room.roomNumber, room.roomMode])).toEqual([
      ["20001", 1],
      ["20002", 3],
    ]);
    expect(demo?.rooms[0]?.names).toEqual({ "zh-Hans": "主会场", en: "Main Hall", "zh-Hant": "主會場", ar: "القاعة الرئيسية" });
    expect(demo?.rooms[0]?.streams[0]).toMatchObject({ pushStatus: 2, media: "demo" });
    expect(demo?.rooms[0]?.callToActions).toEqual([
      {
        callToActionId: "cta-20001-1",
        callToActionSn: "cta-20001-1",
        title: "了解 Livehall",
        buttonText: "查看",
        jumpUrlType: 2,
        jumpUrl: "https://example.com/livehall",
        endTime: "",
      },
    ]);
    expect(demo?.rooms[1]?.callToActions).toEqual([]);
    const byNumber = Object.fromEntries(definitions.map((d) => [d.virtualEventNumber, d]));
    expect(Object.keys(byNumber).sort()).toEqual(["10001", "10002", "10003", "10004", "10005", "10006", "10007"]);
    expect(byNumber["10002"]).toMatchObject({ accessType: 2, tryFlag: 1, tryDuration: 1 });
    expect(byNumber["10004"]?.access.passwordHash).toMatch(/^scrypt\$/);
    expect(byNumber["10005"]?.access.whiteList).toEqual(["demo@livehall.test", "13800000000"]);
    expect(byNumber["10006"]?.access).toMatchObject({ customAddress: "/dev/external-login" });
  });

  it("reads the sign-up questionnaire of 10003 with every question type", () => {
    const signup = loadDefinitions(DEFAULT_EVENTS_DIR).find((d) => d.virtualEventNumber === "10003");
    expect(signup?.access.defaultQuestionnaireId).toBe("signup-10003");
    const questions = signup?.questionnaires[0]?.questions ?? [];
    expect(questions.map((q) => q.questionType).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(questions.find((q) => q.questionType === 3)).toMatchObject({ smsVerifyFlag: 0 });
    expect(questions.find((q) => q.questionType === 2)).toMatchObject({ requiredFlag: 1 });
    expect(questions.filter((q) => q.options.length > 0).map((q) => q.questionType)).toEqual([4, 5, 10]);
  });

  it("fills defaults when the gate fields are absent", () => {
    const { identityTypes: _i, wechatFlag: _w, interactAccessFlag: _a, duplication: _d, agreements: _g, ...withoutGate } = demoJson();
    expect(parseEventDefinition(withoutGate)).toMatchObject({
      identityTypes: [1, 2],
      wechatFlag: 0,
      interactAccessFlag: 1,
      nicknameChangeFlag: 1,
      duplicationTypes: [],
      agreements: null,
      questionnaires: [],
      access: { passwordHash: "", whiteList: [], customAddress: "", externalSecret: "", defaultQuestionnaireId: "", prompts: {} },
    });
  });

  it("lower-cases e-mail addresses of a white list", () => {
    const definition = { ...demoJson(), accessType: 3, access: { whiteList: ["Demo@LiveHall.TEST", "+8613800000000"] } };
    expect(parseEventDefinition(definition).access.whiteList).toEqual(["demo@livehall.test", "+8613800000000"]);
  });

  it.each<[string, Edit, string]>([
    [
      "no event number",
      (d) => {
        delete d["virtualEventNumber"];
      },
      "virtualEventNumber: must be a string",
    ],
    [
      "an event number with a slash",
      (d) => {
        d["virtualEventNumber"] = "10/01";
      },
      "virtualEventNumber: must be 1 to 64",
    ],
    [
      "a numeric name",
      (d) => {
        d["name"] = 5;
      },
      "name: must be a string",
    ],
    [
      "an unknown access type",
      (d) => {
        d["accessType"] = 9;
      },
      "accessType: must be one of 0, 1, 2, 3, 4",
    ],
    [
      "an ISO start time",
      (d) => {
        d["startTime"] = "2025-01-01T09:00:00Z";
      },
      "startTime: must be a time",
    ],
    [
      "an end before the start",
      (d) => {
        d["endTime"] = "2024-01-01 00:00:00";
      },
      "endTime: must be after startTime",
    ],
    [
      "an unknown language",
      (d) => {
        (d["languages"] as Record<string, unknown>)["optional"] = ["en", "fr"];
      },
      "languages.optional[1]: must be one of",
    ],
    [
      "a default language not offered",
      (d) => {
        (d["languages"] as Record<string, unknown>)["default"] = "ar";
        (d["languages"] as Record<string, unknown>)["optional"] = ["en"];
      },
      "languages.default",
    ],
    [
      "no rooms",
      (d) => {
        d["rooms"] = [];
      },
      "rooms: must not be empty",
    ],
    [
      "a room mode 9",
      (d) => {
        room0(d)["roomMode"] = 9;
      },
      "rooms[0].roomMode: must be one of 1, 2, 3",
    ],
    [
      "a room name in French",
      (d) => {
        (room0(d)["names"] as Record<string, unknown>)["fr"] = "Salle";
      },
      "rooms[0].names.fr: is not a language",
    ],
    [
      "a room without a zh-Hans name",
      (d) => {
        delete (room0(d)["names"] as Record<string, unknown>)["zh-Hans"];
      },
      "rooms[0].names.zh-Hans",
    ],
    [
      "a stream without media",
      (d) => {
        delete (room0(d)["streams"] as Record<string, unknown>[])[0]!["media"];
      },
      "rooms[0].streams[0].media: must be a string",
    ],
    [
      "a push status 5",
      (d) => {
        (room0(d)["streams"] as Record<string, unknown>[])[0]!["pushStatus"] = 5;
      },
      "rooms[0].streams[0].pushStatus",
    ],
    [
      "a call-to-action with a javascript: URL",
      (d) => {
        room0(d)["callToActions"] = [{ title: "T", buttonText: "B", jumpUrl: "javascript:alert(1)" }];
      },
      "rooms[0].callToActions[0].jumpUrl: must be an absolute http:// or https:// URL",
    ],
    [
      "a call-to-action without a title",
      (d) => {
        room0(d)["callToActions"] = [{ buttonText: "B", jumpUrl: "https://a.test" }];
      },
      "rooms[0].callToActions[0].title: must be a string",
    ],
    [
      "a call-to-action end time in ISO",
      (d) => {
        room0(d)["callToActions"] = [{ title: "T", buttonText: "B", jumpUrl: "https://a.test", endTime: "2030-01-01T00:00:00Z" }];
      },
      "rooms[0].callToActions[0].endTime",
    ],
    [
      "a call-to-action jump type 3",
      (d) => {
        room0(d)["callToActions"] = [{ title: "T", buttonText: "B", jumpUrl: "https://a.test", jumpUrlType: 3 }];
      },
      "rooms[0].callToActions[0].jumpUrlType: must be one of 1, 2",
    ],
    [
      "two call-to-actions with one id",
      (d) => {
        room0(d)["callToActions"] = [
          { callToActionId: "x", title: "T", buttonText: "B", jumpUrl: "https://a.test" },
          { callToActionId: "x", title: "T", buttonText: "B", jumpUrl: "https://a.test" },
        ];
      },
      "rooms[0].callToActions[].callToActionId: x appears twice",
    ],
    [
      "21 call-to-actions",
      (d) => {
        room0(d)["callToActions"] = Array.from({ length: 21 }, () => ({ title: "T", buttonText: "B", jumpUrl: "https://a.test" }));
      },
      "rooms[0].callToActions: must hold at most 20",
    ],
    [
      "a main venue that is not a room",
      (d) => {
        d["mainVenueNumber"] = "29999";
      },
      "mainVenueNumber: names room 29999",
    ],
    [
      "two rooms with one number",
      (d) => {
        rooms(d)[1]!["roomNumber"] = "20001";
      },
      "rooms[].roomNumber: 20001 appears twice",
    ],
    [
      "a password event without a hash",
      (d) => {
        d["accessType"] = 2;
      },
      "access.passwordHash: is required for access type 2",
    ],
    [
      "a plain-text password",
      (d) => {
        d["access"] = { passwordHash: "livehall" };
      },
      "access.passwordHash: must be scrypt$",
    ],
    [
      "a white-list event with no list",
      (d) => {
        d["accessType"] = 3;
        d["access"] = { whiteList: [] };
      },
      "access.whiteList: must not be empty",
    ],
    [
      "a white list with a name",
      (d) => {
        d["access"] = { whiteList: ["a@b.test", "alice"] };
      },
      "access.whiteList[1]: must be an e-mail address or a mobile number",
    ],
    [
      "an external event without a secret",
      (d) => {
        d["accessType"] = 4;
        d["access"] = { customAddress: "/dev/external-login" };
      },
      "access.externalSecret: is required",
    ],
    [
      "a short external secret",
      (d) => {
        d["access"] = { externalSecret: "short" };
      },
      "access.externalSecret: must be at least 16",
    ],
    [
      "a javascript: custom address",
      (d) => {
        d["access"] = { customAddress: "javascript:alert(1)" };
      },
      "access.customAddress: must be a path",
    ],
    [
      "a protocol-relative custom address",
      (d) => {
        d["access"] = { customAddress: "//evil.test/login" };
      },
      "access.customAddress: must be a path",
    ],
    [
      "a prompt in French",
      (d) => {
        d["access"] = { prompt: { fr: "Bonjour" } };
      },
      "access.prompt.fr: is not a language",
    ],
    [
      "an unknown default questionnaire",
      (d) => {
        d["access"] = { defaultQuestionnaireId: "nope" };
      },
      "access.defaultQuestionnaireId: names questionnaire nope",
    ],
    [
      "identity type 7",
      (d) => {
        d["identityTypes"] = [1, 7];
      },
      "identityTypes[1]: must be one of 1, 2, 3, 4",
    ],
    [
      "an identity type twice",
      (d) => {
        d["identityTypes"] = [1, 1];
      },
      "identityTypes: 1 appears twice",
    ],
    [
      "no identity types",
      (d) => {
        d["identityTypes"] = [];
      },
      "identityTypes: must not be empty",
    ],
    [
      "wechat login without wechatFlag",
      (d) => {
        d["identityTypes"] = [3];
        d["wechatFlag"] = 0;
      },
      "identityTypes: offers 3 (wechat)",
    ],
    [
      "duplication type 3",
      (d) => {
        d["duplication"] = [3];
      },
      "duplication[0]: must be one of 0, 1, 2",
    ],
    [
      "an interactAccessFlag of 2",
      (d) => {
        d["interactAccessFlag"] = 2;
      },
      "interactAccessFlag: must be one of 0, 1",
    ],
    [
      "a privacy flag without policies",
      (d) => {
        d["agreements"] = { privacyPolicyFlag: 1 };
      },
      "agreements.privacyPolicies: must not be empty",
    ],
    [
      "an agreement in French",
      (d) => {
        d["agreements"] = { userAgreementFlag: 1, userAgreements: [{ agreementVersion: "1", agreementUrl: "/u", languageType: "fr" }] };
      },
      "agreements.userAgreements[0].languageType: must be one of",
    ],
    [
      "question type 11",
      (d) => {
        d["questionnaires"] = [questionnaire({ questionType: 11 })];
      },
      "questionnaires[0].questions[0].questionType: must be one of 1, 2",
    ],
    [
      "a radio without options",
      (d) => {
        d["questionnaires"] = [questionnaire({ questionType: 4 })];
      },
      "questionnaires[0].questions[0].options: must not be empty for question type 4",
    ],
    [
      "a name with options",
      (d) => {
        d["questionnaires"] = [questionnaire({ questionType: 1, options: [{ optionId: "a", optionContent: "A" }] })];
      },
      "questions[0].options: must be absent",
    ],
    [
      "an option without content",
      (d) => {
        d["questionnaires"] = [questionnaire({ questionType: 10, options: [{ optionId: "a" }] })];
      },
      "questions[0].options[0].optionContent: must be a string",
    ],
    [
      "two options with one id",
      (d) => {
        d["questionnaires"] = [
          questionnaire({
            questionType: 5,
            options: [
              { optionId: "a", optionContent: "A" },
              { optionId: "a", optionContent: "B" },
            ],
          }),
        ];
      },
      "options[].optionId: a appears twice",
    ],
    [
      "smsVerifyFlag on a text question",
      (d) => {
        d["questionnaires"] = [questionnaire({ questionType: 6, smsVerifyFlag: 1 })];
      },
      "questions[0].smsVerifyFlag: is only for phone",
    ],
    [
      "a restriction on a radio",
      (d) => {
        d["questionnaires"] = [
          questionnaire({ questionType: 4, questionOptionRestricted: 1, options: [{ optionId: "a", optionContent: "A" }] }),
        ];
      },
      "questions[0].questionOptionRestricted",
    ],
  ])("rejects %s, naming the field", (_case, edit, message) => {
    const definition = demoJson();
    edit(definition);
    expect(() => parseEventDefinition(definition)).toThrow(message);
  });

  it.each([
    ["broken JSON", '{ "virtualEventNumber": ', /Invalid event definition broken\.json: .*JSON/],
    ["a list instead of an object", "[]", /broken\.json: \(root\): must be a JSON object/],
  ])("names the file when it holds %s", (_case, text, message) => {
    const dir = mkdtempSync(join(tmpdir(), "livehall-events-"));
    writeFileSync(join(dir, "broken.json"), text);
    expect(() => loadDefinitions(dir)).toThrow(message);
  });

  it("rejects two files with the same event number", () => {
    const dir = mkdtempSync(join(tmpdir(), "livehall-events-"));
    writeFileSync(join(dir, "a.json"), JSON.stringify(demoJson()));
    writeFileSync(join(dir, "b.json"), JSON.stringify({ ...demoJson(), virtualEventId: "other" }));
    expect(() => loadDefinitions(dir)).toThrow(/b\.json: .*already used by event 10001/);
  });
});
