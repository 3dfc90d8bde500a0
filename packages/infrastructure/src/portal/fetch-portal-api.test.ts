import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, TEST_API_BASE } from "../testing/api-setup";
import { FetchPortalApi } from "./fetch-portal-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchPortalApi(http) };
}

const plate = {
  pageDecorationPlateId: "events",
  plateType: "eventList",
  sequence: 2,
  title: "Events",
  content: "",
  imageUrl: "",
  linkUrl: "",
  links: [],
  virtualEventNumbers: ["10001", "10002"],
};

describe("FetchPortalApi", () => {
  it("GETs the plates by pageDecorationId and maps them, leaving out unknown kinds and unsafe links", async () => {
    const { fake, api } = setup();
    fake.ok({
      pageDecorationId: "demo",
      pageDecorationName: "Portal",
      tenantId: "t",
      pageSession: "s",
      statusFlag: 1,
      pageDecorationPlates: [
        plate,
        { ...plate, pageDecorationPlateId: "v", plateType: "video" },
        {
          ...plate,
          pageDecorationPlateId: "l",
          plateType: "links",
          virtualEventNumbers: [],
          links: [
            { name: "ok", url: "/event/10001/landing" },
            { name: "bad", url: "javascript:alert(1)" },
          ],
        },
      ],
    });
    const portal = await api.page("demo");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/tenants/page-decoration/landing/plates?pageDecorationId=demo`);
    expect(portal.name).toBe("Portal");
    expect(portal.plates.map((p) => p.id)).toEqual(["events", "l"]);
    expect(portal.plates[0]).toMatchObject({ type: "eventList", sequence: 2, eventNumbers: ["10001", "10002"] });
    expect(portal.plates[1]?.links).toEqual([{ name: "ok", url: "/event/10001/landing" }]);
  });

  it("GETs a plate's events with their start time in epoch ms", async () => {
    const { fake, api } = setup();
    fake.ok({
      pageDecorationPlateId: "events",
      plateType: "eventList",
      events: [
        { virtualEventNumber: "10001", virtualEventName: "Demo", startTime: "2025-01-01 09:00:00", coverUrl: "", virtualEventStatus: 1 },
        { virtualEventName: "no number" },
      ],
    });
    expect(await api.plateEvents("demo", "events")).toEqual([
      { eventNumber: "10001", name: "Demo", startTime: Date.UTC(2025, 0, 1, 1), coverUrl: "", status: 1 },
    ]);
    expect(fake.lastRequest!.url).toBe(
      `${TEST_API_BASE}/tenants/page-decoration/landing/plates/plate-info?pageDecorationId=demo&pageDecorationPlateId=events`,
    );
  });

  it("POSTs the flow with the fingerprint as query", async () => {
    const { fake, api } = setup();
    fake.ok({ firstVisit: true });
    await api.recordFlow("de mo", "0123456789abcdef");
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/no-auth/page-decoration/de%20mo/flow?fingerprint=0123456789abcdef`);
  });

  it("rejects a switched-off portal with its body code", async () => {
    const { fake, api } = setup();
    fake.json({ code: "152002", msg: "off", data: null });
    const failure = await api.page("demo").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ kind: "body", code: "152002" });
  });
});
