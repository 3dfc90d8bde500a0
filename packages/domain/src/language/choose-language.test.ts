import { describe, expect, it } from "vitest";
import { chooseLanguage, languageSwitcherVisible, LIKELY_EVENT_LANGUAGES, optionalLanguages, type EventLanguages } from "./choose-language";

const ALL_FOUR = ["zh-Hans", "en", "zh-Hant", "ar"];
const following: EventLanguages = { optionalLanguages: ALL_FOUR, followSystemLanguage: true };
const notFollowing: EventLanguages = { optionalLanguages: ALL_FOUR, followSystemLanguage: false };
const enAndAr: EventLanguages = { optionalLanguages: ["en", "ar"], followSystemLanguage: true };
const sorted: EventLanguages = { optionalLanguages: ["zh-Hans", "en", "ar"], followSystemLanguage: false, languageSort: ["ar", "en"] };

describe("chooseLanguage (§5 language order)", () => {
  it.each([
    // 1. the lang query, if optional
    ["lang query wins", following, "ar", "en", ["en-US"], "ar"],
    ["lang query not optional is ignored", enAndAr, "zh-Hant", "en", [], "en"],
    ["unknown lang query is ignored", following, "fr", "zh-Hant", ["en-US"], "zh-Hant"],
    // 2. the session value, if optional
    ["stored choice before browser", following, null, "en", ["ar-EG"], "en"],
    ["stored choice not optional is ignored", enAndAr, null, "zh-Hant", ["ar"], "ar"],
    ["invalid stored value is ignored", following, null, "klingon", ["en-GB"], "en"],
    // 3. the system language, when following it is on and it is optional
    ["first matching browser language", following, null, null, ["fr-FR", "ar-EG", "en"], "ar"],
    ["browser language not optional is skipped", enAndAr, null, null, ["zh-CN", "ar-EG"], "ar"],
    ["zh-TW means traditional", following, null, null, ["zh-TW"], "zh-Hant"],
    ["zh-Hant-HK means traditional", following, null, null, ["zh-Hant-HK"], "zh-Hant"],
    ["zh-CN means simplified", following, null, null, ["zh-CN"], "zh-Hans"],
    ["browser ignored unless following the system", notFollowing, null, null, ["en-US"], "zh-Hans"],
    // 4. the first optional language
    ["nothing matches → first optional language", enAndAr, null, null, ["fr", "de"], "en"],
    ["first optional language in languageSort order", sorted, null, null, ["en"], "ar"],
    // 5. zh-Hans
    ["nothing matches, zh-Hans first → zh-Hans", following, null, null, ["fr", "de"], "zh-Hans"],
    ["no optional language of ours → zh-Hans", { optionalLanguages: ["fr"], followSystemLanguage: true }, null, null, ["fr"], "zh-Hans"],
    // before the event's settings are known (decision 0010)
    ["no config: lang query", null, "ar", "en", ["en-US"], "ar"],
    ["no config: stored choice", null, null, "zh-Hant", ["en-US"], "zh-Hant"],
    ["no config: browser not followed → zh-Hans", null, null, null, ["en-US"], "zh-Hans"],
  ] as const)("%s", (_case, event, queryLanguage, stored, browser, expected) => {
    expect(chooseLanguage({ queryLanguage, stored, browser, event })).toBe(expected);
  });
});

describe("optionalLanguages", () => {
  it.each([
    ["the event's order without languageSort", { optionalLanguages: ["en", "zh-Hans"], followSystemLanguage: true }, ["en", "zh-Hans"]],
    ["languageSort orders them", { ...sorted }, ["ar", "en", "zh-Hans"]],
    ["languages not ours are left out, duplicates once", { optionalLanguages: ["en", "fr", "en"], followSystemLanguage: true }, ["en"]],
  ] as const)("%s", (_case, event, expected) => {
    expect(optionalLanguages(event)).toEqual(expected);
  });
});

describe("languageSwitcherVisible (§5)", () => {
  it.each([
    ["four languages, switch open → shown", ALL_FOUR, false, true],
    ["two languages, switch open → shown", ["zh-Hans", "en"], false, true],
    ["four languages, switch closed → hidden", ALL_FOUR, true, false],
    ["one language → hidden", ["en"], false, false],
    ["one language of ours among unknown ones → hidden", ["en", "fr"], false, false],
    ["no language → hidden", [], false, false],
  ] as const)("%s", (_case, optional, switchClosed, expected) => {
    expect(languageSwitcherVisible({ optionalLanguages: optional, followSystemLanguage: true, switchClosed })).toBe(expected);
  });
});

describe("LIKELY_EVENT_LANGUAGES (decision 0047)", () => {
  it.each([
    [["en-US", "en"], "en"],
    [["zh-TW"], "zh-Hant"],
    [["fr-FR", "de"], "zh-Hans"],
  ])("a browser speaking %j most likely gets %s", (browser, expected) => {
    expect(chooseLanguage({ queryLanguage: null, stored: null, browser, event: LIKELY_EVENT_LANGUAGES })).toBe(expected);
  });
});
