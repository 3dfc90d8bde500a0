// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { createFakeServices } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import { AccessPage } from "./AccessPage";

afterEach(cleanup);

describe("AccessPage", () => {
  it("enters again, returning to the page the viewer came from", () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />);
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: {} }]);
  });

  it("passes state.from on to EnterEvent", () => {
    const services = createFakeServices();
    services.navigator.navigate("/event/10001/access", { state: { from: "/event/10001/watch/20001?x=1" } });
    renderWithServices(<AccessPage eventNumber="10001" />, services);
    expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: { from: "/event/10001/watch/20001?x=1" } }]);
  });

  it("shows the placeholder when EnterEvent kept the viewer at the gate", () => {
    const { services } = renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: demoStates.enteredEvent("/event/10001/access", 2) }, "en");
    expect(services.enterEvent.runs).toEqual([]);
    expect(screen.getByText("This access type arrives later. Please try again soon.")).toBeTruthy();
    expect(document.title).toBe("Access · Livehall");
  });

  it("is busy while entering", () => {
    renderWithServices(<AccessPage eventNumber="10001" />, { enterEvent: { status: "loading" } });
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
  });
});
