import { describe, expect, it } from "vitest";
import { chooseLanguage, languageSwitcherVisible, optionalLanguages } from "./choose-language";
import { OUTSIDE_EVENT_LANGUAGES } from "./outside-event-languages";

const choose = (queryLanguage: string | null, stored: string | null, browser: readonly string[]) =>
  chooseLanguage({ queryLanguage, stored, browser, event: OUTSIDE_EVENT_LANGUAGES });

describe("OUTSIDE_EVENT_LANGUAGES (§5 without an event)", () => {
  it.each([
    ["the lang query first", "zh-Hant", "ar", ["en-US"], "zh-Hant"],
    ["then the stored choice", null, "ar", ["en-US"], "ar"],
    ["then the browser's language", null, null, ["en-US", "zh-CN"], "en"],
    ["a Traditional Chinese browser", null, null, ["zh-TW"], "zh-Hant"],
    ["an Arabic browser", null, null, ["ar"], "ar"],
    ["the first browser language of ours", null, null, ["fr-FR", "ar-EG"], "ar"],
    ["else Simplified Chinese", null, null, ["fr-FR"], "zh-Hans"],
    ["a query or stored value not ours is passed over", "xx", "yy", ["en"], "en"],
  ])("%s", (_case, query, stored, browser, expected) => {
    expect(choose(query, stored, browser)).toBe(expected);
  });

  it("offers all four languages in the switcher", () => {
    expect(optionalLanguages(OUTSIDE_EVENT_LANGUAGES)).toEqual(["zh-Hans", "en", "zh-Hant", "ar"]);
    expect(languageSwitcherVisible(OUTSIDE_EVENT_LANGUAGES)).toBe(true);
  });
});
