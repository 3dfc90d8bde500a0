import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDecorationDTO, PageDecorationFlowDTO, PlateInfoDTO } from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { startTestServer, type TestServer } from "../testing/test-server";
import { FLOW_RATE_COUNT } from "./portal-routes";

const PLATES = "/api/tenants/page-decoration/landing/plates";
const post = { method: "POST" } as const;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe("the demo portal (events/portals/demo.json)", () => {
  it("answers its name, tenant and plates in order with a page session", async () => {
    const { body } = await t.api<PageDecorationDTO>(`${PLATES}?pageDecorationId=demo`);
    expect(body.code).toBe("200");
    expect(body.data).toMatchObject({
      pageDecorationId: "demo",
      pageDecorationName: "Livehall 活动门户",
      tenantId: "t-demo",
      statusFlag: 1,
    });
    expect(body.data.pageSession).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.pageDecorationPlates.map((plate) => [plate.plateType, plate.sequence])).toEqual([
      ["banner", 1],
      ["text", 2],
      ["eventList", 3],
      ["links", 4],
    ]);
  });

  it("lists an event-list plate's events with name, start time, cover and status", async () => {
    const { body } = await t.api<PlateInfoDTO>(`${PLATES}/plate-info?pageDecorationId=demo&pageDecorationPlateId=events`);
    expect(body.code).toBe("200");
    expect(body.data.events.map((event) => event.virtualEventNumber)).toEqual(["10001", "10002", "10003"]);
    expect(body.data.events[0]).toEqual({
      virtualEventNumber: "10001",
      virtualEventName: "Livehall 演示活动",
      startTime: "2025-01-01 09:00:00",
      coverUrl: "",
      virtualEventStatus: 1,
    });
  });

  it("answers body codes for an unknown portal and an unknown plate", async () => {
    expect((await t.api(`${PLATES}?pageDecorationId=nope`)).body.code).toBe("152001");
    expect((await t.api(`${PLATES}/plate-info?pageDecorationId=demo&pageDecorationPlateId=nope`)).body.code).toBe("152003");
  });

  it("refuses malformed ids and fingerprints with 400", async () => {
    expect((await t.api(`${PLATES}?pageDecorationId=${"x".repeat(65)}`)).status).toBe(400);
    expect((await t.api(`${PLATES}?pageDecorationId=a%20b`)).status).toBe(400);
    expect((await t.api(PLATES)).status).toBe(400);
    expect((await t.api(`/api/no-auth/page-decoration/demo/flow?fingerprint=short`, post)).status).toBe(400);
    expect((await t.api(`/api/no-auth/page-decoration/demo/flow`, post)).status).toBe(400);
    expect((await t.api(`/api/no-auth/page-decoration/demo/flow?fingerprint=${"a".repeat(129)}`, post)).status).toBe(400);
  });

  it("counts views per fingerprint in one row each", async () => {
    const flow = (fingerprint: string) =>
      t.api<PageDecorationFlowDTO>(`/api/no-auth/page-decoration/demo/flow?fingerprint=${fingerprint}`, post);
    expect((await flow("aaaa1111bbbb2222")).body.data).toEqual({ firstVisit: true });
    expect((await flow("aaaa1111bbbb2222")).body.data).toEqual({ firstVisit: false });
    expect((await flow("cccc3333dddd4444")).body.data).toEqual({ firstVisit: true });
    const rows = await t.query<{ fingerprint: string; views: number }>(
      "select fingerprint, views from portal_flows where portal_id = ? order by fingerprint",
      ["demo"],
    );
    expect(rows.map((row) => [row.fingerprint, row.views])).toEqual([
      ["aaaa1111bbbb2222", 2],
      ["cccc3333dddd4444", 1],
    ]);
    expect((await t.api(`/api/no-auth/page-decoration/nope/flow?fingerprint=aaaa1111bbbb2222`, post)).body.code).toBe("152001");
  });

  it(`allows ${FLOW_RATE_COUNT} flow posts per address and minute, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FLOW_RATE_COUNT + 1; i++) {
      statuses.push((await t.api(`/api/no-auth/page-decoration/demo/flow?fingerprint=rate${String(i).padStart(8, "0")}`, post)).status);
    }
    // Earlier tests posted some already in this minute: the last is refused whatever the start.
    expect(statuses.at(-1)).toBe(429);
    t.advance(61_000);
    expect((await t.api(`/api/no-auth/page-decoration/demo/flow?fingerprint=after0000minute`, post)).status).toBe(200);
  });
});

describe("portal definitions", () => {
  const portal = (overrides: Record<string, unknown>) => ({
    pageDecorationId: "off",
    pageDecorationName: "Switched off",
    tenantId: "t-demo",
    statusFlag: 0,
    plates: [{ id: "list", type: "eventList", virtualEventNumbers: ["10001"] }],
    ...overrides,
  });
  const dirWith = (portals: Record<string, unknown>) => {
    const dir = eventsDirWith({ demo: demoDefinition() });
    mkdirSync(join(dir, "portals"));
    for (const [name, json] of Object.entries(portals)) writeFileSync(join(dir, "portals", `${name}.json`), JSON.stringify(json));
    return dir;
  };

  it("a switched-off portal answers 152002 to every call", async () => {
    const off = await startTestServer({ eventsDir: dirWith({ off: portal({}) }) });
    try {
      expect((await off.api(`${PLATES}?pageDecorationId=off`)).body.code).toBe("152002");
      expect((await off.api(`${PLATES}/plate-info?pageDecorationId=off&pageDecorationPlateId=list`)).body.code).toBe("152002");
      expect((await off.api(`/api/no-auth/page-decoration/off/flow?fingerprint=aaaa1111bbbb2222`, post)).body.code).toBe("152002");
      expect(off.server.portalIds).toEqual(["off"]);
    } finally {
      await off.stop();
    }
  });

  it("refuses to start when a plate lists an event that does not exist, naming it", async () => {
    const dir = dirWith({ bad: portal({ plates: [{ id: "list", type: "eventList", virtualEventNumbers: ["99999"] }] }) });
    await expect(startTestServer({ eventsDir: dir })).rejects.toThrow(/event 99999 does not exist/);
  });
});
