// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { demoLandingStates } from "../testing/fake-landing";
import { renderWithServices } from "../testing/render-page";
import { LandingPage } from "./LandingPage";

afterEach(cleanup);

const START = Date.UTC(2030, 0, 1, 1);

describe("LandingPage", () => {
  it("normal mode: a cover page with the event, its start and the join button; titles the page", () => {
    const { services } = renderWithServices(
      <LandingPage eventNumber="10001" />,
      { resolveEvent: demoStates.resolvedEvent(), landing: demoLandingStates.normal() },
      "en",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Livehall 演示活动");
    expect(screen.getByText(/^Starts: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(document.querySelector("[data-mode='normal']")).not.toBeNull();
    expect(document.title).toBe("Landing · Livehall 演示活动");
    expect(services.resolveEvent.runs).toEqual([]);
    expect(services.landing.calls).toEqual(["open 10001"]);
    act(() => {
      screen.getByRole("button", { name: "Enter" }).click();
    });
    expect(services.landing.calls).toContain("join");
  });

  it("pro mode: every module in sequence order, the title module as the main heading", () => {
    renderWithServices(<LandingPage eventNumber="10001" now={() => START - 1000} />, { landing: demoLandingStates.pro() }, "en");
    const order = Array.from(document.querySelectorAll("[data-module]"), (node) => node.getAttribute("data-module"));
    expect(order).toEqual(["logo", "propaganda", "title", "countdown", "graphic", "guests", "media", "agenda", "partner", "contact"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Livehall 演示活动");
    expect(screen.getByRole("region", { name: "Speakers" }).textContent).toContain("Alice Chen");
  });

  it("counts down with the seconds hidden from the live region, which says only the minutes", () => {
    renderWithServices(
      <LandingPage eventNumber="10001" now={() => START - (61_000 + 5_000)} />,
      { landing: demoLandingStates.pro() },
      "en",
    );
    expect(screen.getByTestId("landing-countdown").textContent).toBe("0 d 0 h 1 min 6 s");
    expect(screen.getByTestId("landing-countdown").getAttribute("aria-hidden")).toBe("true");
    const live = document.querySelector("[aria-live='polite'][aria-atomic='true']");
    expect(live?.textContent).toBe("Starts in 0 days, 0 hours and 1 minute");
  });

  it("says the event has started once the start is past", () => {
    renderWithServices(<LandingPage eventNumber="10001" now={() => START + 1} />, { landing: demoLandingStates.pro() }, "en");
    expect(screen.getByTestId("landing-countdown").textContent).toBe("The event has started");
  });

  it("pages and filters the agenda, showing the total", () => {
    const { services } = renderWithServices(<LandingPage eventNumber="10001" />, { landing: demoLandingStates.pro() }, "en");
    expect(screen.getByText("5 sessions")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous page" }).disabled).toBe(true);
    act(() => {
      screen.getByRole("button", { name: "Next page" }).click();
    });
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "hall-b" } });
    expect(services.landing.calls).toContain("page 2");
    expect(services.landing.calls).toContain('filter {"locationId":"hall-b"}');
  });

  it("asks for the media only on the click", () => {
    const { services } = renderWithServices(<LandingPage eventNumber="10001" />, { landing: demoLandingStates.pro() }, "en");
    expect(services.landing.calls).not.toContain("play");
    act(() => {
      screen.getByRole("button", { name: "Play 活动预告片" }).click();
    });
    expect(services.landing.calls).toContain("play");
  });

  it("shows the join rule's message", () => {
    renderWithServices(<LandingPage eventNumber="10001" />, {
      landing: { ...demoLandingStates.normal(), join: { step: "error", messageKey: "error.liveNotConfigured" } },
    });
    expect(screen.getByRole("alert").textContent).toBe("直播尚未配置，请联系主办方");
  });

  it("loads the event and the landing page when not known yet", () => {
    const { services } = renderWithServices(<LandingPage eventNumber="10001" />, { landing: { page: { status: "loading" } } });
    expect(services.resolveEvent.runs).toEqual(["10001"]);
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
  });

  it("disables the button while joining", () => {
    renderWithServices(<LandingPage eventNumber="10001" />, {
      landing: { ...demoLandingStates.normal(), join: { step: "joining", messageKey: null } },
    });
    expect(screen.getByRole("button", { name: "正在进入…" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows init-failed with a retry when the landing page did not load", () => {
    const { services } = renderWithServices(<LandingPage eventNumber="10001" />, {
      landing: { page: { status: "error", messageKey: null } },
    });
    expect(screen.getByText("初始化失败，请刷新页面重试")).toBeTruthy();
    act(() => {
      screen.getByRole("button", { name: "重试" }).click();
    });
    expect(services.landing.calls.filter((call) => call === "open 10001")).toHaveLength(2);
  });

  it("renders a composed slot (notices, tickets) beside the join button", () => {
    renderWithServices(
      <LandingPage eventNumber="10001">
        <p>slot</p>
      </LandingPage>,
      { landing: demoLandingStates.normal() },
    );
    expect(screen.getByText("slot")).toBeTruthy();
  });
});
