import { describe, expect, it } from "vitest";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchLandingApi } from "./fetch-landing-api";
import { SessionChannelStore } from "./session-channel-store";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchLandingApi(http) };
}

const PAGE = {
  removeFlag: 0,
  share: { shareFlag: 1, sharePlatform: [0, 1, 0, 0], shareCoverUrl: "", shareTitle: "", shareDesc: "", sharerId: "" },
  accessConfigLanguages: [{ languageType: "en", prompt: "Enter the password" }],
  eventPropagandaMode: "pro",
  defaultQuestionnaireId: "",
  accessType: 0,
  mainVenueNumber: "20001",
  mainSeminarNumber: "20002",
  mainVenueRoomMode: 1,
  mainSeminarRoomMode: 3,
  tenantId: "t-demo",
  virtualEventId: "event-10001",
  virtualEventName: "Demo",
  virtualEventStatus: 1,
  tryFlag: 0,
  wechatFlag: 1,
  startTime: "2026-12-01 09:00:00",
  endTime: "2099-12-31 23:59:59",
  coverUrl: "/c.svg",
  gaussianBlurCoverUrl: "/b.svg",
  modules: [
    { moduleType: "title", sequence: 2, theme: "dark", moduleName: "", title: "T", subtitle: "S" },
    { moduleType: "lottery", sequence: 1, theme: "light", moduleName: "" },
    {
      moduleType: "agenda",
      sequence: 3,
      theme: "light",
      moduleName: "Agenda",
      dates: ["2026-12-01"],
      locations: [{ locationId: "a", locationName: "A" }],
    },
  ],
};

describe("FetchLandingApi", () => {
  it("GETs the landing page by event number and reads the §3 names (unknown modules dropped, UTC+8 start)", async () => {
    const { fake, api } = setup();
    fake.ok(PAGE);
    const page = await api.getLandingPage("10001");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/landing-page?virtualEventNumber=10001`);
    expect(page).toMatchObject({
      eventId: "event-10001",
      propagandaMode: "pro",
      startTime: Date.UTC(2026, 11, 1, 1),
      blurCoverUrl: "/b.svg",
      mainVenue: { roomNumber: "20001", roomMode: 1 },
      mainSeminar: { roomNumber: "20002", roomMode: 3 },
    });
    expect(page.share).toEqual({ enabled: true, channels: [1], coverUrl: "", title: "", description: "" });
    expect(page.accessInfo.prompts).toEqual({ en: "Enter the password" });
    expect(page.modules).toEqual([
      { type: "title", sequence: 2, theme: "dark", heading: "", title: "T", subtitle: "S" },
      { type: "agenda", sequence: 3, theme: "light", heading: "Agenda", dates: ["2026-12-01"], locations: [{ id: "a", name: "A" }] },
    ]);
  });

  it("reads a normal page with missing fields as a cover page with no modules", async () => {
    const { fake, api } = setup();
    fake.ok({ virtualEventName: "X", eventPropagandaMode: "odd", startTime: "1900-01-01 00:00:00" });
    expect(await api.getLandingPage("1")).toMatchObject({
      propagandaMode: "normal",
      modules: [],
      startTime: null,
      mainVenue: { roomMode: null },
      share: { enabled: false, channels: [] },
      accessInfo: { validate: { pc: {}, mobile: {} }, prompts: {} },
    });
  });

  it("asks for schedules with the filter's query and reads items and total", async () => {
    const { fake, api } = setup();
    fake.ok({
      items: [
        {
          scheduleId: "s1",
          title: "A",
          date: "2026-12-01",
          startTime: "09:00",
          endTime: "10:00",
          locationId: "a",
          locationName: "A",
          speakers: ["Z"],
        },
      ],
      total: 4,
      page: 2,
      perPage: 3,
    });
    const page = await api.getSchedules("10001", { date: "2026-12-01", locationId: "", page: 2 }, 3);
    expect(fake.lastRequest!.url).toBe(
      `${TEST_API_BASE}/events/viewer/schedules?virtualEventNumber=10001&date=2026-12-01&page=2&perPage=3`,
    );
    expect(page).toEqual({
      items: [{ id: "s1", title: "A", date: "2026-12-01", startTime: "09:00", endTime: "10:00", locationName: "A", speakers: ["Z"] }],
      total: 4,
    });
  });

  it("reads theme colours, dropping a module with unreadable ones", async () => {
    const { fake, api } = setup();
    const ok = { light: { backgroundColor: "#ffffff", fontColor: "#000000" }, dark: { backgroundColor: "#000000", fontColor: "#ffffff" } };
    fake.ok({ title: ok, agenda: { light: { backgroundColor: "red;}", fontColor: "#000" }, dark: ok.dark } });
    expect(await api.getThemeStyle("10001")).toEqual({
      title: { light: { background: "#ffffff", font: "#000000" }, dark: { background: "#000000", font: "#ffffff" } },
    });
  });

  it("gets the media url and the favicon with the §7 parameter names", async () => {
    const { fake, api } = setup();
    fake.ok({ mediaId: "m", mediaName: "M", mediaUrl: "/media/vod/m.mp4?sig" });
    expect(await api.getMediaUrl("m", "t-demo")).toBe("/media/vod/m.mp4?sig");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/medias/url?mediaId=m&tenantId=t-demo`);
    fake.ok({ faviconUrl: "/f.svg", loginPageTitle: "", loginBackgroundUrl: "", themeColor: "" });
    expect(await api.getFaviconUrl("10001")).toBe("/f.svg");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/tenants/no-auth/tenants/tenant-login-page-config?eventNumber=10001`);
  });

  it("posts duration dots and stays silent when the post fails", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.postDurationDot("10001", 10);
    expect(sentBody(fake)).toEqual({ virtualEventNumber: "10001", duration: 10 });
    fake.unreachable();
    await expect(api.postDurationDot("10001", 10)).resolves.toBeUndefined();
  });
});

describe("SessionChannelStore", () => {
  it("keeps a channel per event and ignores junk", () => {
    const map = new Map<string, string>();
    const store = new SessionChannelStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) });
    store.set("10001", { channelNumber: "c7", sharerId: null });
    expect(store.get("10001")).toEqual({ channelNumber: "c7", sharerId: null });
    expect(store.get("10002")).toBeNull();
    map.set("landing:channel:10003", '{"channelNumber":"<x>","sharerId":"s1"}');
    expect(store.get("10003")).toEqual({ channelNumber: null, sharerId: "s1" });
    expect(new SessionChannelStore(null).get("10001")).toBeNull();
  });
});
