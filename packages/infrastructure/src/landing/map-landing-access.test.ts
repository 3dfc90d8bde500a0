import { describe, expect, it } from "vitest";
import { NO_LANDING_SHARE } from "@livehall/domain";
import { mapLandingAccessInfo, mapLandingShare } from "./map-landing-access";

describe("mapLandingShare", () => {
  it.each([
    [
      "the wire's share, platforms by channel index",
      { shareFlag: 1, sharePlatform: [1, 0, 1, 1], shareCoverUrl: "/c.svg", shareTitle: "T", shareDesc: "D", sharerId: "" },
      { enabled: true, channels: [0, 2, 3], coverUrl: "/c.svg", title: "T", description: "D" },
    ],
    ["shareFlag 0", { shareFlag: 0, sharePlatform: [1, 1, 1, 1] }, { ...NO_LANDING_SHARE, channels: [0, 1, 2, 3] }],
    [
      "a short platform list offers what it names",
      { shareFlag: 1, sharePlatform: [0, 1] },
      { ...NO_LANDING_SHARE, enabled: true, channels: [1] },
    ],
    [
      "values other than 1 are not offered",
      { shareFlag: 1, sharePlatform: ["1", true, 2, 1] },
      { ...NO_LANDING_SHARE, enabled: true, channels: [3] },
    ],
    ["absent (an older server)", undefined, NO_LANDING_SHARE],
    ["not an object", "yes", NO_LANDING_SHARE],
  ])("%s", (_name, dto, expected) => {
    expect(mapLandingShare(dto)).toEqual(expected);
  });
});

describe("mapLandingAccessInfo", () => {
  it("reads validate configs per device and language, and the access prompts", () => {
    expect(
      mapLandingAccessInfo({
        pcValidateConfigLanguages: [
          { languageType: "en", validateTitle: "T", validateDesc: "D", validateBackgroundUrl: "/b.svg" },
          { languageType: "en", validateTitle: "second", validateDesc: "", validateBackgroundUrl: "" },
          { validateTitle: "no language" },
          "junk",
        ],
        mobileValidateConfigLanguages: [{ languageType: "ar", validateTitle: "ع" }],
        accessConfigLanguages: [
          { languageType: "zh-Hans", prompt: "请输入密码" },
          { languageType: "en", prompt: 42 },
        ],
      }),
    ).toEqual({
      validate: {
        pc: { en: { title: "T", description: "D", backgroundUrl: "/b.svg" } },
        mobile: { ar: { title: "ع", description: "", backgroundUrl: "" } },
      },
      prompts: { "zh-Hans": "请输入密码", en: "" },
    });
  });

  it("an older server's answer has none", () => {
    expect(mapLandingAccessInfo({})).toEqual({ validate: { pc: {}, mobile: {} }, prompts: {} });
  });
});
