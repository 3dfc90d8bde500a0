import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./choose-language";

describe("chooseLanguage", () => {
  it.each([
    ["lang query wins", "?lang=ar", "en", ["en-US"], true, "ar"],
    ["unknown lang query is ignored", "?lang=fr", "zh-Hant", ["en-US"], true, "zh-Hant"],
    ["stored choice before browser", "", "en", ["ar-EG"], true, "en"],
    ["invalid stored value is ignored", "", "klingon", ["en-GB"], true, "en"],
    ["first matching browser language", "", null, ["fr-FR", "ar-EG", "en"], true, "ar"],
    ["zh-TW means traditional", "", null, ["zh-TW"], true, "zh-Hant"],
    ["zh-Hant-HK means traditional", "", null, ["zh-Hant-HK"], true, "zh-Hant"],
    ["zh-CN means simplified", "", null, ["zh-CN"], true, "zh-Hans"],
    ["nothing matches → zh-Hans", "?other=1", null, ["fr", "de"], true, "zh-Hans"],
    ["browser ignored unless following the system", "", null, ["en-US"], false, "zh-Hans"],
  ] as const)("%s", (_case, search, stored, browser, followSystem, expected) => {
    expect(chooseLanguage({ search, stored, browser, followSystem })).toBe(expected);
  });
});
