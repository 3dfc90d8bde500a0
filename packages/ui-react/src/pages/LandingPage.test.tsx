// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { LandingPage } from "./LandingPage";

afterEach(cleanup);

describe("LandingPage", () => {
  it("shows the event, titles the page and enters on the button", () => {
    const { services } = renderWithServices(<LandingPage eventNumber="10001" />, { resolveEvent: demoStates.resolvedEvent() }, "en");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Livehall 演示活动");
    expect(screen.getByText(/^Starts: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(document.title).toBe("Landing · Livehall 演示活动");
    expect(services.resolveEvent.runs).toEqual([]);
    act(() => {
      screen.getByRole("button", { name: "Enter" }).click();
    });
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: undefined }]);
  });

  it("resolves the event when it is not known yet", () => {
    const { services } = renderWithServices(<LandingPage eventNumber="10001" />);
    expect(services.resolveEvent.runs).toEqual(["10001"]);
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
  });

  it("disables the button while entering", () => {
    renderWithServices(<LandingPage eventNumber="10001" />, {
      resolveEvent: demoStates.resolvedEvent(),
      enterEvent: { status: "loading" },
    });
    expect(screen.getByRole("button", { name: "进入活动" }).hasAttribute("disabled")).toBe(true);
  });
});
