import { describe, expect, it } from "vitest";
import { CATALOGS, SOURCE_CATALOGS } from "./all-catalogs";
import { LOCALES } from "./locales";

describe("message catalogues", () => {
  const reference = Object.keys(CATALOGS["zh-Hans"]).sort();

  it.each(LOCALES.filter((locale) => locale !== "zh-Hans"))("%s has exactly the keys of zh-Hans", (locale) => {
    expect(Object.keys(CATALOGS[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)("%s has no empty message", (locale) => {
    const empty = Object.entries(SOURCE_CATALOGS[locale]).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it.each([
    ["error.invalidEvent", "无效的活动"],
    ["error.liveNotConfigured", "直播尚未配置，请联系主办方"],
    ["error.code.100016", "操作失败，请稍后重试"],
    ["error.networkTimeout", "网络超时，请稍后重试"],
  ])("zh-Hans says %s as agreed with the application", (key, text) => {
    expect(CATALOGS["zh-Hans"][key as keyof (typeof CATALOGS)["zh-Hans"]]).toBe(text);
  });

  it("en names the unsupported file type as the player does", () => {
    expect(CATALOGS.en["error.fileTypeNotSupported"]).toBe("File type not supported");
  });
});
