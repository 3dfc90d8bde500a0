// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { detectLanguage, LANGUAGE_STORAGE_KEY, likelyLanguage } from "./detect-language";

interface Browser {
  readonly query?: string;
  readonly stored?: string;
  readonly languages: readonly string[];
}

function browse({ query = "", stored, languages }: Browser): void {
  window.history.replaceState(null, "", `/event/10001/landing${query}`);
  if (stored !== undefined) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("detectLanguage before the event's settings are known (decision 0010)", () => {
  it.each<[string, Browser, string]>([
    ["an English browser: not followed yet, zh-Hans", { languages: ["en-US", "en"] }, "zh-Hans"],
    ["a lang query wins", { query: "?lang=ar", languages: ["en-US"] }, "ar"],
    ["the stored choice next", { stored: "zh-Hant", languages: ["en-US"] }, "zh-Hant"],
  ])("%s", (_case, browser, expected) => {
    browse(browser);
    expect(detectLanguage()).toBe(expected);
  });
});

describe("likelyLanguage: what the event's settings will most likely choose (decision 0047)", () => {
  it.each<[string, Browser, string]>([
    ["an English browser: English (following the system language is the default)", { languages: ["en-US", "en"] }, "en"],
    ["a Taiwanese browser: zh-Hant", { languages: ["zh-TW"] }, "zh-Hant"],
    ["a browser language of none of ours, then one of ours", { languages: ["fr-FR", "ar-EG"] }, "ar"],
    ["no language of ours: zh-Hans", { languages: ["fr-FR", "de"] }, "zh-Hans"],
    ["a lang query still wins", { query: "?lang=zh-Hant", languages: ["en-US"] }, "zh-Hant"],
    ["the stored choice before the browser", { stored: "ar", languages: ["en-US"] }, "ar"],
  ])("%s", (_case, browser, expected) => {
    browse(browser);
    expect(likelyLanguage()).toBe(expected);
  });
});
