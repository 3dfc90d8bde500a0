// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { PORTAL_TOKENS, PortalPage as PortalPageUseCase, type PortalApi } from "@livehall/application";
import { ApiFailure, type Portal, type PortalPlate } from "@livehall/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeServices } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import { PortalPage } from "./PortalPage";

afterEach(cleanup);

const plate = (over: Partial<PortalPlate> & Pick<PortalPlate, "id" | "type" | "sequence">): PortalPlate => ({
  title: "",
  content: "",
  imageUrl: "",
  linkUrl: "",
  links: [],
  eventNumbers: [],
  ...over,
});

const PORTAL: Portal = {
  id: "demo",
  name: "Livehall Portal",
  tenantId: "t",
  pageSession: "s",
  plates: [
    plate({ id: "events", type: "eventList", sequence: 3, title: "Events", eventNumbers: ["10001", "10002"] }),
    plate({ id: "top", type: "banner", sequence: 1, title: "Welcome", content: "All our events" }),
    plate({ id: "about", type: "text", sequence: 2, title: "About", content: "Line one\nLine two" }),
    plate({ id: "more", type: "links", sequence: 4, title: "More", links: [{ name: "Example", url: "https://example.com/" }] }),
  ],
};

function setup(api: Partial<PortalApi>, at = "/portal/demo?lang=en") {
  const flows: string[] = [];
  const full: PortalApi = {
    page: () => Promise.resolve(PORTAL),
    plateEvents: () =>
      Promise.resolve([
        { eventNumber: "10001", name: "Demo event", startTime: Date.UTC(2025, 0, 1, 1), coverUrl: "", status: 1 },
        { eventNumber: "10002", name: "Trial event", startTime: null, coverUrl: "", status: 0 },
      ]),
    recordFlow: (id, fingerprint) => {
      flows.push(`${id}:${fingerprint}`);
      return Promise.resolve();
    },
    ...api,
  };
  const services = createFakeServices({ at });
  services.container.bind(PORTAL_TOKENS.PortalPage).toConstantValue(new PortalPageUseCase(full, { fingerprint: () => "0123456789abcdef" }));
  return { services, flows };
}

describe("PortalPage", () => {
  it("shows the plates in order, titles the page with its name and counts the view once", async () => {
    const { services, flows } = setup({});
    renderWithServices(<PortalPage portalId="demo" />, services, "en");
    await screen.findByText("Demo event");
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual(["Welcome", "About", "Events", "More"]);
    expect(document.title).toBe("Livehall Portal");
    expect(screen.getByText("Line two")).toBeTruthy();
    expect(screen.getByText("Start time to be announced")).toBeTruthy();
    expect(screen.getByText("Live now")).toBeTruthy();
    expect(flows).toEqual(["demo:0123456789abcdef"]);
  });

  it.each([
    [false, "/event/10001/landing"],
    [true, "/mobile/event/10001/landing"],
  ])("mobile=%s: an event card links to %s with the query and opens it in the app", async (mobile, path) => {
    const { services } = setup({});
    renderWithServices(<PortalPage portalId="demo" mobile={mobile} />, services, "en");
    const card = (await screen.findByText("Demo event")).closest("a");
    expect(card?.getAttribute("href")).toBe(`${path}?lang=en`);
    fireEvent.click(card!);
    expect(services.navigator.navigations.at(-1)?.path).toBe(path);
    expect(screen.getByRole("link", { name: "Example" }).getAttribute("target")).toBe("_blank");
  });

  it.each([
    ["152002", "Portal closed"],
    ["152001", "Portal not found"],
  ])("body code %s shows %s", async (code, heading) => {
    const { services } = setup({ page: () => Promise.reject(new ApiFailure("body", code, 200, "")) });
    renderWithServices(<PortalPage portalId="demo" />, services, "en");
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
  });

  it("offers a retry when the portal fails to load, and an empty portal says so", async () => {
    let fail = true;
    const { services } = setup({
      page: () => (fail ? Promise.reject(new ApiFailure("network", "", 0, "")) : Promise.resolve({ ...PORTAL, plates: [] })),
    });
    renderWithServices(<PortalPage portalId="demo" />, services, "en");
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => {
      expect(screen.getByText("This portal has no content yet.")).toBeTruthy();
    });
    expect(screen.getByRole("heading", { level: 1, name: "Livehall Portal" })).toBeTruthy();
  });
});
