// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n/I18nProvider";
import "../i18n/all-catalogs";
import { ThemeProvider } from "../theme/ThemeProvider";
import { renderWithServices } from "../testing/render-page";
import { UnsupportedBrowserPage } from "./UnsupportedBrowserPage";

afterEach(cleanup);

describe("UnsupportedBrowserPage", () => {
  it.each([
    ["android", "Android phones", ["WeChat", "WeCom", "Google Chrome"]],
    [
      "ios",
      "iPhone and iPad",
      ["Safari (iOS 11 or later)", "WeChat (iOS 14.3 or later)", "WeCom (iOS 14.3 or later)", "Chrome (iOS 14.3 or later)"],
    ],
    ["desktop", "Computers", ["Google Chrome 59 or later", "Microsoft Edge or another Chromium-based browser (engine 59 or later)"]],
  ] as const)("on %s names its working browsers first", (device, deviceName, browsers) => {
    renderWithServices(<UnsupportedBrowserPage device={device} />, {}, "en");
    expect(screen.getByRole("heading", { level: 1, name: "Browser not supported" })).toBeTruthy();
    const sections = screen.getAllByRole("heading", { level: 2 });
    expect(sections[0]?.textContent).toBe(deviceName);
    const own = sections[0]!.closest("section")!;
    expect(
      within(own)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(browsers);
    expect(document.title).toBe("Browser not supported");
  });

  it("speaks the viewer's language", () => {
    renderWithServices(<UnsupportedBrowserPage device="android" />, {}, "zh-Hans");
    expect(screen.getByRole("heading", { level: 1, name: "浏览器不受支持" })).toBeTruthy();
    expect(screen.getByText("企业微信")).toBeTruthy();
  });

  it("renders with no services at all: the app shows it before building any (decision 0037)", () => {
    render(
      <I18nProvider locale="en" applyToDocument={false}>
        <ThemeProvider applyToDocument={false}>
          <UnsupportedBrowserPage device="desktop" />
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Browser not supported" })).toBeTruthy();
  });
});
