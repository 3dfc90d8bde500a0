// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { EntryPage } from "./EntryPage";

afterEach(cleanup);

describe("EntryPage", () => {
  it("enters the event of the route and shows a busy state", () => {
    const { services } = renderWithServices(<EntryPage eventNumber="10001" />, { enterEvent: { status: "loading" } });
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: undefined }]);
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("正在进入活动…")).toBeTruthy();
  });

  it("shows the failure with a retry", () => {
    const { services } = renderWithServices(<EntryPage eventNumber="404" />, {
      enterEvent: { status: "error", messageKey: "error.invalidEvent" },
    });
    expect(screen.getByRole("alert").textContent).toBe("无效的活动");
    act(() => {
      screen.getByRole("button", { name: "重试" }).click();
    });
    expect(services.enterEvent.runs).toHaveLength(2);
  });

  it("titles the page with its label and the event name", () => {
    renderWithServices(<EntryPage eventNumber="10001" />, { resolveEvent: demoStates.resolvedEvent() }, "en");
    expect(document.title).toBe("Entering · Livehall 演示活动");
  });
});
