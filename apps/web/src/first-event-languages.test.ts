import type { LanguageConfig } from "@livehall/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstEventLanguages } from "./first-event-languages";

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
