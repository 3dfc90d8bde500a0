import { ApiFailure, type Portal, type PortalEvent, type PortalPlate } from "@livehall/domain";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { PortalPage } from "./portal-page";
import type { PortalApi } from "./ports";
import type { PortalPageState } from "./services";

const plate = (id: string, type: PortalPlate["type"], sequence: number): PortalPlate => ({
  id,
  type,
  sequence,
  title: id,
  content: "",
  imageUrl: "",
  linkUrl: "",
  links: [],
  eventNumbers: type === "eventList" ? ["10001"] : [],
});

const PORTAL: Portal = {
  id: "demo",
  name: "Portal",
  tenantId: "t",
  pageSession: "s",
  plates: [plate("list", "eventList", 2), plate("top", "banner", 1)],
};
const EVENT: PortalEvent = { eventNumber: "10001", name: "Demo", startTime: 0, coverUrl: "", status: 1 };

function fakeApi(overrides: Partial<PortalApi> = {}): PortalApi & { flows: [string, string][] } {
  const flows: [string, string][] = [];
  return {
    flows,
    page: () => Promise.resolve(PORTAL),
    plateEvents: () => Promise.resolve([EVENT]),
    recordFlow: (id, fingerprint) => {
      flows.push([id, fingerprint]);
      return Promise.resolve();
    },
    ...overrides,
  };
}

const state = (page: PortalPage): Promise<PortalPageState> => firstValueFrom(page.state$);
const print = { fingerprint: () => "0123456789abcdef" };

describe("PortalPage", () => {
  it("shows the plates in sequence order with each event list's events", async () => {
    const page = new PortalPage(fakeApi(), print);
    await page.load("demo");
    const shown = await state(page);
    if (shown.status !== "ready") throw new Error(shown.status);
    expect(shown.portal.plates.map((p) => p.id)).toEqual(["top", "list"]);
    expect(shown.events).toEqual({ list: { status: "ready", value: [EVENT] } });
  });

  it("posts the flow once per load with the browser's fingerprint, and ignores its failure", async () => {
    const api = fakeApi();
    const page = new PortalPage(api, print);
    await page.load("demo");
    await page.load("demo");
    expect(api.flows).toEqual([["demo", "0123456789abcdef"]]);
    const failing = new PortalPage(fakeApi({ recordFlow: () => Promise.reject(new Error("down")) }), print);
    await failing.load("demo");
    expect((await state(failing)).status).toBe("ready");
  });

  it.each([
    ["152001", "missing"],
    ["152002", "disabled"],
    ["100016", "error"],
  ])("body code %s → %s, and no flow", async (code, status) => {
    const api = fakeApi({ page: () => Promise.reject(new ApiFailure("body", code, 200, "")) });
    const page = new PortalPage(api, print);
    await page.load("demo");
    expect((await state(page)).status).toBe(status);
    expect(api.flows).toEqual([]);
  });

  it("shows a failed event list as an error that reloads on its own", async () => {
    let fail = true;
    const page = new PortalPage(
      fakeApi({ plateEvents: () => (fail ? Promise.reject(new ApiFailure("network", "", 0, "")) : Promise.resolve([EVENT])) }),
      print,
    );
    await page.load("demo");
    let shown = await state(page);
    expect(shown.status === "ready" && shown.events["list"]?.status).toBe("error");
    fail = false;
    await page.reloadPlate("list");
    shown = await state(page);
    expect(shown.status === "ready" && shown.events["list"]).toEqual({ status: "ready", value: [EVENT] });
  });
});
