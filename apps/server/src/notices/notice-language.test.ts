import { describe, expect, it } from "vitest";
import { noticeLanguageOf, readNoticeLanguage, storedNoticeLanguage } from "./notice-language";

describe("noticeLanguageOf (the subscribe call's Accept-language)", () => {
  it.each([
    ["the client's own tag, Simplified", "zh-Hans", "zh-Hans"],
    ["the client's own tag, Traditional", "zh-Hant", "zh-Hant"],
    ["the client's own tag, English", "en", "en"],
    ["the client's own tag, Arabic", "ar", "ar"],
    ["a browser's list: the first tag decides", "en-GB,en;q=0.9,zh-CN;q=0.8", "en"],
    ["a region for Simplified", "zh-CN", "zh-Hans"],
    ["Chinese without a script or region", "zh", "zh-Hans"],
    ["Taiwan", "zh-TW", "zh-Hant"],
    ["Hong Kong, lower case with an underscore", "zh_hk", "zh-Hant"],
    ["Traditional script with a region", "zh-Hant-TW;q=1", "zh-Hant"],
    ["Arabic of a region", "ar-EG", "ar"],
    ["a language not offered", "fr-FR,en;q=0.5", null],
    ["the wildcard", "*", null],
    ["empty", "", null],
    ["absent", undefined, null],
    ["longer than 200 characters", `en,${"x".repeat(200)}`, null],
  ] as const)("%s: %s", (_case, header, expected) => {
    expect(noticeLanguageOf(header)).toBe(expected);
  });
});

describe("the stored column", () => {
  it.each([
    ["zh-Hant", "zh-Hant"],
    ["", null],
    ["de", null],
    ["EN", null],
  ] as const)("reads %j as %j", (stored, expected) => {
    expect(readNoticeLanguage(stored)).toBe(expected);
  });

  it("stores none as an empty string and reads it back", () => {
    expect(readNoticeLanguage(storedNoticeLanguage(null))).toBeNull();
    expect(readNoticeLanguage(storedNoticeLanguage("ar"))).toBe("ar");
  });
});
