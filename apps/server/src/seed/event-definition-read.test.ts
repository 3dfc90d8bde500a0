import { TOOLBAR_BUTTON } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { DEFAULT_EVENTS_DIR } from "../app-paths";
import { parseEventDefinition } from "./event-definition";
import { loadDefinitions } from "./load-definitions";
import { demoJson } from "./event-definition.fixtures";

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
    // The demo's main room offers every §2 toolbar button, in the spec's order (issue 13).
    expect(demo?.rooms[0]?.toolbarButtons).toEqual(Object.values(TOOLBAR_BUTTON));
    expect(demo?.rooms[1]?.toolbarButtons).toEqual([]);
    expect(demo?.rooms.map((room) => [room.roomNumber, room.roomMode, room.breakoutOf])).toEqual([
      ["20001", 1, ""],
      ["20002", 3, ""],
      ["20003", 3, ""],
      ["20011", 1, "20001"],
      ["20012", 1, "20001"],
      ["20013", 1, "20001"],
    ]);
    expect(demo?.rooms[0]?.names).toEqual({ "zh-Hans": "主会场", en: "Main Hall", "zh-Hant": "主會場", ar: "القاعة الرئيسية" });
    expect(demo?.rooms[0]?.streams[0]).toMatchObject({ pushStatus: 2, media: "demo" });
    // The seminar with three screens (decision 0039): the speaker is the main screen.
    expect(demo?.rooms[2]?.streams.map((stream) => [stream.screenId, stream.mainScreenFlag, stream.media])).toEqual([
      ["screen-20003-speaker", 1, "demo"],
      ["screen-20003-slides", 0, "board"],
      ["screen-20003-camera", 0, "demo"],
    ]);
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
      {
        callToActionId: "cta-20001-form",
        callToActionSn: "sn-20001-form",
        title: "预约产品演示 · Book a demo",
        buttonText: "预约 Book",
        jumpUrlType: 2,
        jumpUrl: "",
        endTime: "",
        marketingAppId: "mkt-form",
      },
    ]);
    expect(demo?.rooms[0]?.marketingApps.map((tool) => [tool.marketingAppId, tool.marketingAppType])).toEqual([
      ["mkt-form", 1],
      ["mkt-download", 6],
      ["mkt-qr", 7],
      ["mkt-service", 8],
    ]);
    expect(demo?.rooms[1]?.callToActions).toEqual([]);
    const byNumber = Object.fromEntries(definitions.map((d) => [d.virtualEventNumber, d]));
    expect(Object.keys(byNumber).sort()).toEqual([
      "10001",
      "10002",
      "10003",
      "10004",
      "10005",
      "10006",
      "10007",
      "10008",
      "10009",
      "10010",
    ]);
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
});
