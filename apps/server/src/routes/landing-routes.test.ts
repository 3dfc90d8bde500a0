import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LandingMediaUrlDTO, LandingPageDTO, SchedulePageDTO, TenantLoginPageConfigDTO, ThemeStyleDTO } from "@livehall/wire";
import { DEMO, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const json = { "content-type": "application/json" };

describe("GET /api/events/landing-page", () => {
  it("serves the demo event's pro landing: every module, the main rooms' modes, covers", async () => {
    const { status, body } = await t.api<LandingPageDTO>(`/api/events/landing-page?virtualEventNumber=${DEMO.number}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      eventPropagandaMode: "pro",
      virtualEventId: DEMO.id,
      mainVenueNumber: "20001",
      mainVenueRoomMode: 1,
      mainSeminarNumber: "20002",
      mainSeminarRoomMode: 3,
      coverUrl: "/api/events/landing/images/cover.svg",
      gaussianBlurCoverUrl: "/api/events/landing/images/cover-blur.svg",
    });
    expect(body.data.modules?.map((m) => m.moduleType)).toEqual([
      "logo",
      "propaganda",
      "title",
      "countdown",
      "graphic",
      "guests",
      "media",
      "agenda",
      "partner",
      "contact",
    ]);
    const agenda = body.data.modules?.find((m) => m.moduleType === "agenda");
    expect(agenda).toMatchObject({ dates: ["2026-12-01", "2026-12-02"], locations: [{ locationId: "hall-a" }, { locationId: "hall-b" }] });
  });

  it("has no modules in the simple form, and a normal cover page for an event that says so", async () => {
    const simple = await t.api<LandingPageDTO>(`/api/events/landing-page-simple?virtualEventNumber=${DEMO.number}`);
    expect(simple.body.data.modules).toBeUndefined();
    expect(simple.body.data.eventPropagandaMode).toBe("pro");
    const normal = await t.api<LandingPageDTO>(`/api/events/landing-page?virtualEventNumber=10004`);
    expect(normal.body.data).toMatchObject({ eventPropagandaMode: "normal", modules: [] });
  });

  it("answers 151001 for an unknown event and 400 for a junk number", async () => {
    expect((await t.api(`/api/events/landing-page?virtualEventNumber=99999`)).body.code).toBe("151001");
    expect((await t.api(`/api/events/landing-page?virtualEventNumber=..%2F`)).status).toBe(400);
  });
});

describe("GET /api/events/viewer/schedules", () => {
  const schedules = (query: string) => t.api<SchedulePageDTO>(`/api/events/viewer/schedules?virtualEventNumber=${DEMO.number}&${query}`);

  it.each([
    ["page 1 of all", "page=1&perPage=3", ["s1", "s2", "s3"], 5],
    ["page 2 of all", "page=2&perPage=3", ["s4", "s5"], 5],
    ["one date", "date=2026-12-02&page=1&perPage=3", ["s4", "s5"], 2],
    ["one location", "locationId=hall-b&page=1&perPage=3", ["s3", "s4"], 2],
    ["date and location", "date=2026-12-01&locationId=hall-a", ["s1", "s2"], 2],
    ["past the end", "page=9&perPage=3", [], 5],
  ])("%s", async (_name, query, ids, total) => {
    const { status, body } = await schedules(query);
    expect(status).toBe(200);
    expect(body.data.items.map((s) => s.scheduleId)).toEqual(ids);
    expect(body.data.total).toBe(total);
  });

  it.each([["perPage=51"], ["page=0"], ["date=tomorrow"], ["locationId=%3Cx%3E"], ["page=abc"]])("rejects %s with 400", async (query) => {
    expect((await schedules(query)).status).toBe(400);
  });
});

describe("the other landing calls", () => {
  it("gives a demo media's playable address, 404 for an unknown media or tenant", async () => {
    const { body } = await t.api<LandingMediaUrlDTO>(`/api/medias/url?mediaId=trailer-1&tenantId=${DEMO.tenantId}`);
    expect(body.data.mediaUrl).toMatch(/\/media\/vod\/trailer-1\.mp4\?/);
    const video = await fetch(body.data.mediaUrl.replace(/^https?:\/\/[^/]+/, t.url));
    expect(video.status).toBe(200);
    expect((await t.api(`/api/medias/url?mediaId=nope&tenantId=${DEMO.tenantId}`)).status).toBe(404);
    expect((await t.api(`/api/medias/url?mediaId=trailer-1&tenantId=nobody`)).status).toBe(404);
    expect((await t.api(`/api/medias/url?mediaId=trailer-1`)).status).toBe(400);
  });

  it("gives light and dark colours for every themed module", async () => {
    const { body } = await t.api<ThemeStyleDTO>(`/api/events/config/theme/style?virtualEventNumber=${DEMO.number}`);
    for (const module of ["title", "countdown", "graphic", "guests", "agenda", "partner", "contact", "media"] as const) {
      expect(body.data[module].light.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(body.data[module].dark.fontColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("gives the favicon from the landing block, and serves it as SVG", async () => {
    const { body } = await t.api<TenantLoginPageConfigDTO>(
      `/api/tenants/no-auth/tenants/tenant-login-page-config?eventNumber=${DEMO.number}`,
    );
    expect(body.data.faviconUrl).toBe("/api/events/landing/images/favicon.svg");
    const svg = await fetch(`${t.url}${body.data.faviconUrl}`);
    expect(svg.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg/);
    expect((await fetch(`${t.url}/api/events/landing/images/nothing.svg`)).status).toBe(404);
  });

  it("counts duration dots per event and refuses junk", async () => {
    const post = (body: unknown) =>
      fetch(`${t.url}/api/events/landing/duration-dots`, { method: "POST", headers: json, body: JSON.stringify(body) });
    expect((await post({ virtualEventNumber: DEMO.number, duration: 10 })).status).toBe(200);
    expect((await post({ virtualEventNumber: DEMO.number, duration: 5 })).status).toBe(200);
    const rows = await t.query<{ reports: number | string; seconds: number | string }>(
      "select reports, seconds from landing_duration_dots where event_id = ?",
      [DEMO.id],
    );
    expect(rows.map((r) => [Number(r.reports), Number(r.seconds)])).toEqual([[2, 15]]);
    expect((await post({ virtualEventNumber: DEMO.number, duration: 601 })).status).toBe(400);
    expect((await post({ virtualEventNumber: DEMO.number })).status).toBe(400);
  });
});
