// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoAgreements, readyCodeLogin } from "../testing/demo-login-states";
import { renderWithServices } from "../testing/render-page";
import { COOKIE_NOTICE_KEY, COOKIE_NOTICE_SPACE, CookieNotice } from "./CookieNotice";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
});

describe("CookieNotice", () => {
  it("loads the event's agreements once the page had 2 s for its first frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { services } = renderWithServices(<CookieNotice eventNumber="10001" />);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(services.codeLogin.loads).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(services.codeLogin.loads).toEqual(["10001"]);
  });

  it("does not load them again when they are there", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { services } = renderWithServices(<CookieNotice eventNumber="10001" />, { codeLogin: readyCodeLogin() });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(services.codeLogin.loads).toEqual([]);
  });

  it("shows a banner linking the privacy policy when the cookie flag is on", () => {
    renderWithServices(<CookieNotice eventNumber="10001" />, { codeLogin: readyCodeLogin() }, "en");
    const banner = screen.getByRole("region", { name: "Cookie notice" });
    expect(banner.textContent).toContain("We use cookies");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/agreements/privacy-en.html");
  });

  it("shows nothing when the cookie flag is off", () => {
    renderWithServices(
      <CookieNotice eventNumber="10001" />,
      { codeLogin: readyCodeLogin({ agreements: demoAgreements({ cookieFlag: false }) }) },
      "en",
    );
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("goes away when dismissed and stays away on the next visit", () => {
    renderWithServices(<CookieNotice eventNumber="10001" />, { codeLogin: readyCodeLogin() }, "en");
    act(() => {
      screen.getByRole("button", { name: "Got it" }).click();
    });
    expect(screen.queryByRole("region")).toBeNull();
    expect(window.localStorage.getItem(COOKIE_NOTICE_KEY)).toBe("dismissed");
    cleanup();

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { services } = renderWithServices(<CookieNotice eventNumber="10001" />, {}, "en");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole("region")).toBeNull();
    expect(services.codeLogin.loads).toEqual([]);
  });

  it("keeps the foot of the page free while it shows, and gives the room back when dismissed", () => {
    renderWithServices(<CookieNotice eventNumber="10001" />, { codeLogin: readyCodeLogin() }, "en");
    const reserved = () => document.documentElement.style.getPropertyValue(COOKIE_NOTICE_SPACE);
    expect(reserved()).toMatch(/^\d+px$/);
    act(() => {
      screen.getByRole("button", { name: "Got it" }).click();
    });
    expect(reserved()).toBe("");
  });
});
