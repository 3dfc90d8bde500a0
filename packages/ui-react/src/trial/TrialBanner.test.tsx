// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { TrialBanner } from "./TrialBanner";

afterEach(cleanup);

describe("TrialBanner", () => {
  it("shows nothing without a trial", () => {
    const { container } = renderWithServices(<TrialBanner eventNumber="10002" />);
    expect(container.textContent).toBe("");
  });

  it.each([
    ["en", 299, "Trial: 04:59 left"],
    ["zh-Hans", 60, "试看剩余 01:00"],
  ] as const)("in %s with %s s left says %s", (locale, remainingSeconds, text) => {
    renderWithServices(
      <TrialBanner eventNumber="10002" />,
      { trial: { active: true, remainingSeconds, ended: false, gate: "login" } },
      locale,
    );
    expect(screen.getByRole("timer").textContent).toBe(text);
  });

  it("announces the minutes left only when they change, not every second", () => {
    const { services } = renderWithServices(
      <TrialBanner eventNumber="10002" />,
      { trial: { active: true, remainingSeconds: 125, ended: false, gate: "login" } },
      "en",
    );
    const live = document.querySelector("[aria-live='polite']")!;
    expect(live.textContent).toBe("3 minutes of the trial left");
    act(() => {
      services.trialTimer.set({ active: true, remainingSeconds: 121, ended: false, gate: "login" });
    });
    expect(live.textContent).toBe("3 minutes of the trial left");
    expect(screen.getByRole("timer").textContent).toBe("Trial: 02:01 left");
    act(() => {
      services.trialTimer.set({ active: true, remainingSeconds: 120, ended: false, gate: "login" });
    });
    expect(live.textContent).toBe("2 minutes of the trial left");
  });

  it("once ended asks the viewer to log in and opens the login prompt", () => {
    const { services } = renderWithServices(
      <TrialBanner eventNumber="10002" />,
      { trial: { active: true, remainingSeconds: 0, ended: true, gate: "login" } },
      "en",
    );
    expect(screen.getByText("Trial ended — log in to keep watching")).toBeTruthy();
    act(() => {
      screen.getByRole("button", { name: "Log in" }).click();
    });
    expect(services.loginPrompt.shows).toEqual([{ eventNumber: "10002", mode: "login" }]);
  });

  it.each([
    ["password", "Trial ended — enter the password to keep watching", "Enter password"],
    ["access", "Trial ended — verify your access to keep watching", "Verify access"],
  ] as const)("once ended on a %s event leads to the event's access page and back to this page", (gate, text, button) => {
    const { services } = renderWithServices(
      <TrialBanner eventNumber="10002" />,
      { trial: { active: true, remainingSeconds: 0, ended: true, gate }, at: "/event/10002/watch/21001?lang=en" },
      "en",
    );
    expect(screen.getByText(text)).toBeTruthy();
    act(() => {
      screen.getByRole("button", { name: button }).click();
    });
    expect(services.navigator.navigations).toEqual([
      { path: "/event/10002/access", options: { state: { from: "/event/10002/watch/21001?lang=en" } } },
    ]);
    expect(services.loginPrompt.shows).toEqual([]);
  });
});
