// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoFixtures } from "@livehall/application/testing";
import { I18nProvider, useEventLanguages, useT } from "../i18n/I18nProvider";
import { LANGUAGE_STORAGE_KEY } from "../i18n/detect-language";
import { ServicesProvider } from "../services/ServicesProvider";
import { createFakeServices } from "../testing/fake-services";
import { EventLanguageSwitcher } from "./EventLanguageSwitcher";
import { useOutsideEventLanguages } from "./use-outside-event-languages";

function OutsidePage() {
  useOutsideEventLanguages();
  return <span>{useT()("button.retry")}</span>;
}

/** An event's settings applied on an earlier page (the viewer came from it): one language, no switch. */
function EarlierEvent() {
  const [, apply] = useEventLanguages();
  return (
    <button
      type="button"
      onClick={() => {
        apply({ ...demoFixtures.languageConfig(), optionalLanguages: ["zh-Hans"], followSystemLanguage: false });
      }}
    >
      earlier event
    </button>
  );
}

function renderOutside(browser: readonly string[], page = true) {
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(browser);
  const services = createFakeServices({});
  return render(
    <ServicesProvider container={services.container}>
      <I18nProvider>
        <EventLanguageSwitcher />
        <EarlierEvent />
        {page ? <OutsidePage /> : null}
      </I18nProvider>
    </ServicesProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("useOutsideEventLanguages (§5 without an event)", () => {
  it.each([
    [["en-US"], "en", "Retry"],
    [["ar-EG"], "ar", "إعادة المحاولة"],
    [["fr-FR"], "zh-Hans", "重试"],
  ])("a %j browser sees %s, with the switcher offering all four", (browser, lang, retry) => {
    renderOutside(browser);
    expect(document.documentElement.lang).toBe(lang);
    expect(screen.getByText(retry)).toBeTruthy();
    const options = Array.from(screen.getByRole<HTMLSelectElement>("combobox").options).map((option) => option.value);
    expect(options).toEqual(["zh-Hans", "en", "zh-Hant", "ar"]);
  });

  it("the stored choice wins over the browser, and a switch is remembered", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "zh-Hant");
    renderOutside(["en-US"]);
    expect(document.documentElement.lang).toBe("zh-Hant");
    act(() => {
      fireEvent.change(screen.getByRole("combobox"), { target: { value: "ar" } });
    });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ar");
  });

  it("without it, no switcher and the browser is not followed (the event's settings are awaited)", () => {
    renderOutside(["en-US"], false);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.documentElement.lang).toBe("zh-Hans");
  });

  it("replaces an earlier event's settings when they are applied", () => {
    renderOutside(["en-US"]);
    act(() => {
      screen.getByRole("button", { name: "earlier event" }).click();
    });
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByRole("combobox")).toBeTruthy();
  });
});
