import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./choose-language";

describe("chooseLanguage (§5 language order)", () => {
  it.each([
    ["lang query wins", "ar", "en", ["en-US"], true, "ar"],
    ["unknown lang query is ignored", "fr", "zh-Hant", ["en-US"], true, "zh-Hant"],
    ["stored choice before browser", null, "en", ["ar-EG"], true, "en"],
    ["invalid stored value is ignored", null, "klingon", ["en-GB"], true, "en"],
    ["first matching browser language", null, null, ["fr-FR", "ar-EG", "en"], true, "ar"],
    ["zh-TW means traditional", null, null, ["zh-TW"], true, "zh-Hant"],
    ["zh-Hant-HK means traditional", null, null, ["zh-Hant-HK"], true, "zh-Hant"],
    ["zh-CN means simplified", null, null, ["zh-CN"], true, "zh-Hans"],
    ["nothing matches → zh-Hans", null, null, ["fr", "de"], true, "zh-Hans"],
    ["browser ignored unless following the system", null, null, ["en-US"], false, "zh-Hans"],
  ] as const)("%s", (_case, queryLanguage, stored, browser, followSystem, expected) => {
    expect(chooseLanguage({ queryLanguage, stored, browser, followSystem })).toBe(expected);
  });
});
