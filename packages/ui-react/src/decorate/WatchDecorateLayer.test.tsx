// @vitest-environment happy-dom
import { DEFAULT_WATCH_DECORATE, WATCH_THEME, type WatchDecorate } from "@livehall/domain";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n/I18nProvider";
import { ThemeProvider } from "../theme/ThemeProvider";
import { ORGANISER_THEME_STORAGE_KEY, rememberedOrganiserTheme } from "../theme/organiser-theme-memory";
import { WatchDecorateLayer } from "./WatchDecorateLayer";

const deep: WatchDecorate = { ...DEFAULT_WATCH_DECORATE, theme: WATCH_THEME.DEEP };
const light: WatchDecorate = { ...DEFAULT_WATCH_DECORATE, theme: WATCH_THEME.LIGHT };

function renderLayer(decorate: WatchDecorate | null, eventNumber = "10001", roomNumber = "20001") {
  return render(
    <I18nProvider locale="en">
      <ThemeProvider>
        <WatchDecorateLayer decorate={decorate} eventNumber={eventNumber} roomNumber={roomNumber} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

const shownTheme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(cleanup);

describe("WatchDecorateLayer remembers the organiser's theme (decision 0046)", () => {
  it("writes the room's theme once the decorate resolves, for the room and its event", () => {
    renderLayer(deep);
    expect(shownTheme()).toBe("dark");
    expect(rememberedOrganiserTheme(window.localStorage, "10001", "20001")).toBe("dark");
    expect(rememberedOrganiserTheme(window.localStorage, "10001", "20009")).toBe("dark");
  });

  it("while the room opens, holds the remembered theme (as the pre-paint script painted it)", () => {
    renderLayer(deep);
    cleanup();
    document.documentElement.dataset.theme = "light";
    // happy-dom's system is light: dark can only come from the memory.
    expect(window.matchMedia("(prefers-color-scheme: dark)").matches).toBe(false);
    renderLayer(null);
    expect(shownTheme()).toBe("dark");
  });

  it("nothing remembered: the system's theme until the decorate arrives, and nothing written", () => {
    renderLayer(null);
    expect(shownTheme()).toBe("light");
    expect(window.localStorage.getItem(ORGANISER_THEME_STORAGE_KEY)).toBeNull();
  });

  it("a light room remembered over an earlier dark one", () => {
    renderLayer(deep);
    cleanup();
    renderLayer(light);
    cleanup();
    expect(rememberedOrganiserTheme(window.localStorage, "10001", "20001")).toBe("light");
  });

  it("the viewer's own toggle still wins over the remembered theme", () => {
    renderLayer(deep);
    cleanup();
    window.localStorage.setItem("livehall:theme", "light");
    renderLayer(null);
    expect(shownTheme()).toBe("light");
  });
});
