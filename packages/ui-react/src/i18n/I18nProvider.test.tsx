// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LanguageConfig } from "@livehall/domain";
import { I18nProvider, useEventLanguages, useT } from "./I18nProvider";
import { LANGUAGE_STORAGE_KEY } from "./detect-language";

function RetryLabel() {
  return <span>{useT()("button.retry")}</span>;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("I18nProvider", () => {
  it.each([
    ["ar", "rtl", "إعادة المحاولة"],
    ["en", "ltr", "Retry"],
    ["zh-Hans", "ltr", "重试"],
  ] as const)("in %s sets <html lang> and dir=%s and translates", (locale, dir, text) => {
    render(
      <I18nProvider locale={locale}>
        <RetryLabel />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe(locale);
    expect(document.documentElement.dir).toBe(dir);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("picks the lang query parameter over the stored choice", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    window.history.replaceState(null, "", "/event/1/?lang=ar");
    render(
      <I18nProvider>
        <RetryLabel />
      </I18nProvider>,
    );
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("starts in the language the first event's settings choose, when they are given before the first render", () => {
    const followsEnglishBrowsers: LanguageConfig = {
      optionalLanguages: ["zh-Hans", "en"],
      followSystemLanguage: true,
      switchClosed: false,
      defaultLanguage: "zh-Hans",
    };
    Object.defineProperty(window.navigator, "languages", { value: ["en-GB"], configurable: true });
    function Applied() {
      const [applied] = useEventLanguages();
      return <span>{applied === null ? "no event settings" : "event settings applied"}</span>;
    }
    render(
      <I18nProvider eventLanguages={followsEnglishBrowsers}>
        <RetryLabel />
        <Applied />
      </I18nProvider>,
    );
    // Without them the boot rule would show zh-Hans first (decision 0010) and switch once the event resolves.
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByText("Retry")).toBeTruthy();
    expect(screen.getByText("event settings applied")).toBeTruthy();
  });

  it("leaves <html> alone for nested previews", () => {
    document.documentElement.lang = "en";
    render(
      <I18nProvider locale="ar" applyToDocument={false}>
        <RetryLabel />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByText("إعادة المحاولة")).toBeTruthy();
  });
});
