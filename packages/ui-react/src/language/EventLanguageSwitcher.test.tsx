// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LanguageConfig } from "@livehall/domain";
import { demoFixtures } from "@livehall/application/testing";
import { I18nProvider, useT } from "../i18n/I18nProvider";
import { LANGUAGE_STORAGE_KEY } from "../i18n/detect-language";
import { ServicesProvider } from "../services/ServicesProvider";
import { createFakeServices } from "../testing/fake-services";
import { demoStates } from "../testing/demo-states";
import { EventLanguageSwitcher } from "./EventLanguageSwitcher";

function RetryLabel() {
  return <span>{useT()("button.retry")}</span>;
}

/** The app's providers without a fixed language: the §5 order decides, as in the browser. */
function renderWithEvent(languages: LanguageConfig | null, browser: readonly string[] = ["en-US"]) {
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(browser);
  const resolved = demoStates.resolvedEvent();
  const resolveEvent =
    languages === null || resolved.status !== "ready"
      ? { status: "idle" as const }
      : { ...resolved, value: { ...resolved.value, languages } };
  const services = createFakeServices({ resolveEvent });
  return render(
    <ServicesProvider container={services.container}>
      <I18nProvider>
        <EventLanguageSwitcher />
        <RetryLabel />
      </I18nProvider>
    </ServicesProvider>,
  );
}

const config = (changes: Partial<LanguageConfig> = {}): LanguageConfig => ({ ...demoFixtures.languageConfig(), ...changes });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("EventLanguageSwitcher (§5)", () => {
  it("before the event resolves: no switcher, the browser is not followed (decision 0010)", () => {
    renderWithEvent(null);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.documentElement.lang).toBe("zh-Hans");
  });

  it("once the event resolves: follows the system language when it is optional", () => {
    renderWithEvent(config());
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByText("Retry")).toBeTruthy();
  });

  it("falls back to the event's first optional language", () => {
    renderWithEvent(config({ optionalLanguages: ["zh-Hant", "ar"] }), ["fr-FR"]);
    expect(document.documentElement.lang).toBe("zh-Hant");
  });

  it("a lang query the event does not offer falls back per §5", () => {
    window.history.replaceState(null, "", "/event/10001/landing?lang=zh-Hant");
    renderWithEvent(config({ optionalLanguages: ["zh-Hans", "ar"] }), ["ar-EG"]);
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
  });

  it.each([
    ["switching closed", config({ switchClosed: true })],
    ["a single language", config({ optionalLanguages: ["en"] })],
  ])("hides the switcher with %s", (_case, languages) => {
    renderWithEvent(languages);
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("lists the optional languages in languageSort order, each named in its own language", () => {
    renderWithEvent(config({ languageSort: ["ar", "en", "zh-Hant", "zh-Hans"] }));
    const options = screen.getAllByRole("option");
    expect(options.map((option) => [option.textContent, option.getAttribute("lang")])).toEqual([
      ["العربية", "ar"],
      ["English", "en"],
      ["繁體中文", "zh-Hant"],
      ["简体中文", "zh-Hans"],
    ]);
  });

  it("switching swaps the language, sets <html lang dir>, remembers it and rewrites a lang query", async () => {
    window.history.replaceState(null, "", "/event/10001/landing?lang=en");
    renderWithEvent(config());
    const select = screen.getByRole("combobox", { name: "Language" });
    await act(async () => {
      fireEvent.change(select, { target: { value: "ar" } });
      await Promise.resolve();
    });
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText("إعادة المحاولة")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "اللغة" })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ar");
    expect(new URLSearchParams(window.location.search).get("lang")).toBe("ar");
  });
});
