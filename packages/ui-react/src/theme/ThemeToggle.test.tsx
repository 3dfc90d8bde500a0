// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n/I18nProvider";
import { THEME_STORAGE_KEY } from "./choose-theme";
import { ThemeProvider } from "./ThemeProvider";
import { ThemeToggle } from "./ThemeToggle";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderToggle() {
  render(
    <I18nProvider locale="en">
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe("ThemeToggle", () => {
  it("starts from the stored choice and writes it to <html data-theme>", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    renderToggle();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeTruthy();
  });

  it("switches the theme and remembers it", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    renderToggle();
    act(() => {
      screen.getByRole("button", { name: "Switch to dark theme" }).click();
    });
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });
});
