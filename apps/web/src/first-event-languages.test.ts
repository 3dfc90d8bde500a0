// @vitest-environment happy-dom
import type { LanguageConfig } from "@livehall/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstEventLanguages, firstLanguageReady } from "./first-event-languages";

const LANGUAGES: LanguageConfig = {
  optionalLanguages: ["zh-Hans", "en"],
  followSystemLanguage: true,
  switchClosed: false,
  defaultLanguage: "zh-Hans",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("firstEventLanguages", () => {
  it("gives the event's language settings once it resolves", async () => {
    await expect(firstEventLanguages(Promise.resolve({ languages: LANGUAGES }))).resolves.toBe(LANGUAGES);
  });

  it.each([
    ["the page has no event", () => null],
    ["the event failed to resolve", () => Promise.reject(new Error("E_EVENT_NOT_FOUND"))],
  ])("gives null when %s", async (_case, resolving) => {
    await expect(firstEventLanguages(resolving())).resolves.toBeNull();
  });

  it("gives null when the event answers after the wait, so the first render is not held longer", async () => {
    vi.useFakeTimers();
    const slow = new Promise<{ languages: LanguageConfig }>((resolve) =>
      setTimeout(() => {
        resolve({ languages: LANGUAGES });
      }, 5000),
    );
    const first = firstEventLanguages(slow, 2000);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(first).resolves.toBeNull();
  });
});

describe("firstLanguageReady", () => {
  it("tells the language §5 picks with the event's settings, then gives the settings", async () => {
    const englishOnly: LanguageConfig = {
      optionalLanguages: ["en"],
      followSystemLanguage: false,
      switchClosed: false,
      defaultLanguage: "en",
    };
    const chosen: string[] = [];
    await expect(firstLanguageReady(Promise.resolve({ languages: englishOnly }), (language) => chosen.push(language))).resolves.toBe(
      englishOnly,
    );
    expect(chosen).toEqual(["en"]);
  });

  it("still tells a language and gives null when the event failed to resolve", async () => {
    const chosen: string[] = [];
    await expect(
      firstLanguageReady(Promise.reject(new Error("E_EVENT_NOT_FOUND")), (language) => chosen.push(language)),
    ).resolves.toBeNull();
    expect(chosen).toHaveLength(1);
  });
});
