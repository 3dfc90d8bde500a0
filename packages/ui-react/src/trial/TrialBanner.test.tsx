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
    renderWithServices(<TrialBanner eventNumber="10002" />, { trial: { active: true, remainingSeconds, ended: false } }, locale);
    expect(screen.getByRole("timer").textContent).toBe(text);
  });

  it("announces the minutes left only when they change, not every second", () => {
    const { services } = renderWithServices(
      <TrialBanner eventNumber="10002" />,
      { trial: { active: true, remainingSeconds: 125, ended: false } },
      "en",
    );
    const live = document.querySelector("[aria-live='polite']")!;
    expect(live.textContent).toBe("3 minutes of the trial left");
    act(() => {
      services.trialTimer.set({ active: true, remainingSeconds: 121, ended: false });
    });
    expect(live.textContent).toBe("3 minutes of the trial left");
    expect(screen.getByRole("timer").textContent).toBe("Trial: 02:01 left");
    act(() => {
      services.trialTimer.set({ active: true, remainingSeconds: 120, ended: false });
    });
    expect(live.textContent).toBe("2 minutes of the trial left");
  });

  it("once ended asks the viewer to log in and opens the login prompt", () => {
    const { services } = renderWithServices(
      <TrialBanner eventNumber="10002" />,
      { trial: { active: true, remainingSeconds: 0, ended: true } },
      "en",
    );
    expect(screen.getByText("Trial ended — log in to keep watching")).toBeTruthy();
    act(() => {
      screen.getByRole("button", { name: "Log in" }).click();
    });
    expect(services.loginPrompt.shows).toEqual([{ eventNumber: "10002", mode: "login" }]);
  });
});
