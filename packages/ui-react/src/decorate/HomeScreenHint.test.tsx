// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { HomeScreenHint } from "./HomeScreenHint";
import { HOME_SCREEN_HINT_KEY } from "./home-screen-memory";

const IPHONE_SAFARI = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  maxTouchPoints: 5,
};
const ANDROID_CHROME = {
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36",
};
const touchIcon = () => document.head.querySelector("link[rel='apple-touch-icon']")?.getAttribute("href") ?? null;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(cleanup);

describe("HomeScreenHint", () => {
  it("offers iPhone Safari the home screen, with the logo as the icon, until closed for this event", () => {
    renderWithServices(
      <HomeScreenHint eventNumber="10001" offered iconUrl="/media/pictures/logo.svg" client={IPHONE_SAFARI} standalone={false} />,
      {},
      "en",
    );
    expect(screen.getByRole("complementary", { name: "Add to Home Screen" }).textContent).toContain("tap Share");
    expect(touchIcon()).toBe("/media/pictures/logo.svg");
    act(() => {
      screen.getByRole("button", { name: "Dismiss" }).click();
    });
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
    expect(window.localStorage.getItem(`${HOME_SCREEN_HINT_KEY}10001`)).toBe("1");
    cleanup();
    expect(touchIcon()).toBeNull();
    renderWithServices(<HomeScreenHint eventNumber="10001" offered iconUrl="" client={IPHONE_SAFARI} standalone={false} />, {}, "en");
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
    cleanup();
    renderWithServices(<HomeScreenHint eventNumber="10004" offered iconUrl="" client={IPHONE_SAFARI} standalone={false} />, {}, "en");
    expect(screen.getByTestId("home-screen-hint")).toBeTruthy();
  });

  it.each([
    ["not offered by the organiser", { offered: false, client: IPHONE_SAFARI, standalone: false }],
    ["already on the home screen", { offered: true, client: IPHONE_SAFARI, standalone: true }],
    ["Android Chrome", { offered: true, client: ANDROID_CHROME, standalone: false }],
  ])("shows nothing when %s", (_case, props) => {
    renderWithServices(<HomeScreenHint eventNumber="10001" iconUrl="" {...props} />, {}, "en");
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
  });

  it("names no icon when not offered or when the logo is no safe address", () => {
    renderWithServices(<HomeScreenHint eventNumber="10001" offered={false} iconUrl="/media/pictures/logo.svg" client={IPHONE_SAFARI} />);
    expect(touchIcon()).toBeNull();
    cleanup();
    renderWithServices(<HomeScreenHint eventNumber="10001" offered iconUrl="javascript:alert(1)" client={IPHONE_SAFARI} />);
    expect(touchIcon()).toBeNull();
  });
});
