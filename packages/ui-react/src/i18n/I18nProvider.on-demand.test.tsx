// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "./locales";
import { LANGUAGE_STORAGE_KEY } from "./detect-language";
import { CATALOGS } from "./all-catalogs";

// Fresh i18n modules per test: vitest.setup.ts registers every catalogue in the shared registry,
// here nothing is registered until loaded, as in the app.
let i18n: typeof import("./I18nProvider");
let registry: typeof import("./catalog-registry");
let loader: typeof import("./load-catalog");
beforeEach(async () => {
  vi.resetModules();
  i18n = await import("./I18nProvider");
  registry = await import("./catalog-registry");
  loader = await import("./load-catalog");
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.doUnmock("./messages/ar?icu");
});

/** Every text the label rendered, in order. */
let seen: string[] = [];

function RetryLabel() {
  const text = i18n.useT()("button.retry");
  seen.push(text);
  return <span>{text}</span>;
}

function Switcher({ to }: { readonly to: readonly Locale[] }) {
  const [, setLocale] = i18n.useLocale();
  return (
    <button
      type="button"
      onClick={() => {
        for (const locale of to) void setLocale(locale).catch(() => undefined);
      }}
    >
      switch
    </button>
  );
}

beforeEach(() => {
  seen = [];
});

describe("I18nProvider with catalogues loaded on demand", () => {
  it("renders a preloaded language at once", async () => {
    await loader.loadCatalog("ar");
    render(
      <i18n.I18nProvider locale="ar">
        <RetryLabel />
      </i18n.I18nProvider>,
    );
    expect(seen).toEqual(["إعادة المحاولة"]);
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("loads a language that is not in yet, then shows it", async () => {
    render(
      <i18n.I18nProvider locale="en">
        <RetryLabel />
      </i18n.I18nProvider>,
    );
    expect(await screen.findByText("Retry")).toBeTruthy();
    expect(registry.registeredCatalogs().en).toEqual(CATALOGS.en);
    expect(document.documentElement.lang).toBe("en");
  });

  it("loads only the landing part of the languages it shows when told to (the landing entry)", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    render(
      <i18n.I18nProvider catalogues="landing">
        <RetryLabel />
        <Switcher to={["ar"]} />
      </i18n.I18nProvider>,
    );
    expect(await screen.findByText("Retry")).toBeTruthy();
    fireEvent.click(screen.getByRole("button"));
    expect(await screen.findByText("إعادة المحاولة")).toBeTruthy();
    for (const locale of ["en", "ar"] as const) {
      expect(registry.registeredCatalogs()[locale]?.["chat.title"]).toBeUndefined();
      expect([loader.catalogReady(locale, "landing"), loader.catalogReady(locale)]).toEqual([true, false]);
    }
  });

  it("keeps the language shown until the chosen one is in, then switches and remembers it", async () => {
    registry.registerCatalog("en", CATALOGS.en);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    render(
      <i18n.I18nProvider>
        <RetryLabel />
        <Switcher to={["ar"]} />
      </i18n.I18nProvider>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByText("Retry")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(await screen.findByText("إعادة المحاولة")).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ar");
    expect(new Set(seen)).toEqual(new Set(["Retry", "إعادة المحاولة"]));
  });

  it("never shows a language chosen and replaced while loading", async () => {
    registry.registerCatalog("en", CATALOGS.en);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    render(
      <i18n.I18nProvider>
        <RetryLabel />
        <Switcher to={["zh-Hant", "ar"]} />
      </i18n.I18nProvider>,
    );
    fireEvent.click(screen.getByRole("button"));
    await act(() => loader.loadCatalog("zh-Hant"));
    expect(await screen.findByText("إعادة المحاولة")).toBeTruthy();
    expect(new Set(seen)).toEqual(new Set(["Retry", "إعادة المحاولة"]));
  });

  it("stays in the language shown when the chosen one fails to load", async () => {
    vi.doMock("./messages/ar?icu", () => {
      throw new Error("offline");
    });
    const report = vi.spyOn(console, "error").mockImplementation(() => undefined);
    registry.registerCatalog("en", CATALOGS.en);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    render(
      <i18n.I18nProvider>
        <RetryLabel />
        <Switcher to={["ar"]} />
      </i18n.I18nProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button"));
      await loader.loadCatalog("ar").catch(() => undefined);
    });
    expect(screen.getByText("Retry")).toBeTruthy();
    expect(report).toHaveBeenCalledWith(expect.stringContaining("ar messages did not load"), expect.any(Error));
    report.mockRestore();
  });
});
