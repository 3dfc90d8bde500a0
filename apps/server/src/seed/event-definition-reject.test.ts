import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEventDefinition } from "./event-definition";
import { loadDefinitions } from "./load-definitions";
import { demoJson, type Edit, rooms, room0, questionnaire } from "./event-definition.fixtures";

describe("event definition files", () => {
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
      "a toolbar button the spec does not name",
      (d) => {
        room0(d)["toolbarButtons"] = ["VOTE", "RED_ENVELOPE"];
      },
      "rooms[0].toolbarButtons[1]: must be one of BREAKOUT",
    ],
    [
      "a toolbar button twice",
      (d) => {
        room0(d)["toolbarButtons"] = ["VOTE", "LIKE", "VOTE"];
      },
      "rooms[0].toolbarButtons: VOTE appears twice",
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
