import { describe, expect, it } from "vitest";
import { DefinitionError } from "./definition-reader";
import { parseEventDefinition } from "./event-definition";
import { demoJson } from "./event-definition.fixtures";
import { NO_LANDING_ACCESS } from "./landing-access-definition";

const withLanding = (fields: Record<string, unknown>): Record<string, unknown> => {
  const d = demoJson();
  d["landing"] = { ...(d["landing"] as Record<string, unknown>), ...fields };
  return d;
};

describe("share settings and validate configs in the landing block (§3, decision 0046)", () => {
  it("reads the demo event's share: offered on weibo and wechat, by §3 channel index", () => {
    const { landing } = parseEventDefinition(demoJson());
    expect(landing?.share).toEqual({
      shareFlag: 1,
      sharePlatform: [1, 1, 0, 0],
      shareCoverUrl: "",
      shareTitle: "",
      shareDesc: "Livehall 演示活动 · A Livehall demo event",
      sharerId: "",
    });
    expect(landing?.pcValidateConfigLanguages).toEqual([]);
  });

  it("offers nothing when the block has no share", () => {
    const { share: _share, ...landing } = demoJson()["landing"] as Record<string, unknown>;
    expect(parseEventDefinition({ ...demoJson(), landing }).landing?.share).toEqual(NO_LANDING_ACCESS.share);
  });

  it("reads validate configs per device and language", () => {
    const config = {
      languageType: "en",
      title: "Entry by password",
      description: "Ask the organiser",
      backgroundUrl: "/media/pictures/a.svg",
    };
    const { landing } = parseEventDefinition(withLanding({ mobileValidateConfigLanguages: [config] }));
    expect(landing?.mobileValidateConfigLanguages).toEqual([
      {
        languageType: "en",
        validateTitle: "Entry by password",
        validateDesc: "Ask the organiser",
        validateBackgroundUrl: "/media/pictures/a.svg",
      },
    ]);
  });

  it.each([
    ["a share platform §3 does not name", { share: { enabled: true, platforms: ["myspace"] } }, "landing.share.platforms[0]"],
    ["a javascript: share cover", { share: { enabled: true, coverUrl: "javascript:alert(1)" } }, "landing.share.coverUrl"],
    [
      "an http validate picture",
      { pcValidateConfigLanguages: [{ languageType: "en", backgroundUrl: "http://x.example/a.png" }] },
      "backgroundUrl",
    ],
    ["a language twice", { pcValidateConfigLanguages: [{ languageType: "en" }, { languageType: "en" }] }, "pcValidateConfigLanguages"],
    ["an unknown language", { mobileValidateConfigLanguages: [{ languageType: "fr" }] }, "languageType"],
    ["an overlong description", { pcValidateConfigLanguages: [{ languageType: "en", description: "x".repeat(501) }] }, "description"],
  ])("refuses %s", (_name, fields, path) => {
    expect(() => parseEventDefinition(withLanding(fields))).toThrow(DefinitionError);
    expect(() => parseEventDefinition(withLanding(fields))).toThrow(path);
  });
});
