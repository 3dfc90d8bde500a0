import type { LandingPage, LandingThemeStyle, Schedule, ScheduleFilter, ViewerChannel } from "@livehall/domain";
import type { ChannelStore, LandingApi, SchedulePage } from "../landing/ports";

const img = (name: string) => `/api/events/landing/images/${name}.svg`;

/** The demo event's pro landing page (every module) as the reference server serves it. */
export function demoLandingPage(): LandingPage {
  return {
    eventId: "e-10001",
    eventNumber: "10001",
    tenantId: "t-demo",
    name: "Livehall 演示活动",
    removed: false,
    propagandaMode: "pro",
    accessType: 0,
    defaultQuestionnaireId: "",
    trial: false,
    startTime: Date.UTC(2030, 0, 1, 1),
    coverUrl: img("cover"),
    blurCoverUrl: img("cover-blur"),
    mainVenue: { roomNumber: "20001", roomMode: 1 },
    mainSeminar: { roomNumber: "20002", roomMode: 3 },
    share: { enabled: true, channels: [0, 1], coverUrl: "", title: "", description: "Livehall 演示活动 · A Livehall demo event" },
    accessInfo: { validate: { pc: {}, mobile: {} }, prompts: {} },
    modules: [
      { type: "logo", sequence: 1, theme: "light", heading: "", logoUrl: img("logo") },
      { type: "propaganda", sequence: 2, theme: "dark", heading: "", imageUrl: img("banner"), text: "Livehall 2026 年度大会" },
      { type: "title", sequence: 3, theme: "light", heading: "", title: "Livehall 演示活动", subtitle: "直播 · 互动 · 研讨" },
      { type: "countdown", sequence: 4, theme: "dark", heading: "" },
      {
        type: "graphic",
        sequence: 5,
        theme: "light",
        heading: "活动介绍",
        imageUrl: img("graphic"),
        text: "一场展示 Livehall 全部功能的演示活动。",
      },
      {
        type: "guests",
        sequence: 6,
        theme: "light",
        heading: "",
        guests: [
          { name: "张明", position: "首席架构师", avatarUrl: img("guest-1"), introduction: "十年直播平台经验。" },
          { name: "Alice Chen", position: "Product lead", avatarUrl: img("guest-2"), introduction: "" },
        ],
      },
      {
        type: "media",
        sequence: 7,
        theme: "dark",
        heading: "",
        mediaId: "trailer-1",
        mediaName: "活动预告片",
        coverUrl: img("media-cover"),
      },
      {
        type: "agenda",
        sequence: 8,
        theme: "light",
        heading: "",
        dates: ["2026-12-01", "2026-12-02"],
        locations: [
          { id: "hall-a", name: "主会场" },
          { id: "hall-b", name: "分会场" },
        ],
      },
      { type: "partner", sequence: 9, theme: "light", heading: "", partners: [{ name: "Partner One", logoUrl: img("partner-1") }] },
      { type: "contact", sequence: 10, theme: "dark", heading: "", phone: "400-000-0000", email: "hello@livehall.test", address: "上海市" },
    ],
  };
}

const SCHEDULES: readonly (Schedule & { readonly locationId: string })[] = [
  {
    id: "s1",
    title: "开幕致辞",
    date: "2026-12-01",
    startTime: "09:00",
    endTime: "09:30",
    locationId: "hall-a",
    locationName: "主会场",
    speakers: ["张明"],
  },
  {
    id: "s2",
    title: "直播架构实践",
    date: "2026-12-01",
    startTime: "10:00",
    endTime: "11:00",
    locationId: "hall-a",
    locationName: "主会场",
    speakers: [],
  },
  {
    id: "s3",
    title: "Product roadmap",
    date: "2026-12-01",
    startTime: "14:00",
    endTime: "15:00",
    locationId: "hall-b",
    locationName: "分会场",
    speakers: [],
  },
  {
    id: "s4",
    title: "研讨会",
    date: "2026-12-02",
    startTime: "09:30",
    endTime: "11:00",
    locationId: "hall-b",
    locationName: "分会场",
    speakers: [],
  },
  {
    id: "s5",
    title: "闭幕",
    date: "2026-12-02",
    startTime: "16:00",
    endTime: "16:30",
    locationId: "hall-a",
    locationName: "主会场",
    speakers: [],
  },
];

/**
 * A LandingApi answering like the reference server with the demo landing page. Set `page` to
 * change the page, `fail` to make the page (and everything but duration dots) reject, and read
 * `scheduleCalls`, `dots` and `mediaCalls` to see what the use case asked for.
 */
export class FakeLandingApi implements LandingApi {
  page: LandingPage = demoLandingPage();
  fail: Error | null = null;
  /** Never settles the landing page while true (a loading story). */
  hang = false;
  readonly scheduleCalls: ScheduleFilter[] = [];
  readonly dots: number[] = [];
  readonly mediaCalls: string[] = [];
  themeStyle: LandingThemeStyle = {
    title: { light: { background: "#ffffff", font: "#1f2329" }, dark: { background: "#16181d", font: "#f2f3f5" } },
  };

  getLandingPage(): Promise<LandingPage> {
    if (this.hang) return new Promise(() => undefined);
    return this.fail ? Promise.reject(this.fail) : Promise.resolve(this.page);
  }

  getSchedules(_eventNumber: string, filter: ScheduleFilter, perPage: number): Promise<SchedulePage> {
    this.scheduleCalls.push(filter);
    if (this.fail) return Promise.reject(this.fail);
    const matching = SCHEDULES.filter(
      (s) => (!filter.date || s.date === filter.date) && (!filter.locationId || s.locationId === filter.locationId),
    );
    return Promise.resolve({ items: matching.slice((filter.page - 1) * perPage, filter.page * perPage), total: matching.length });
  }

  getMediaUrl(mediaId: string): Promise<string> {
    this.mediaCalls.push(mediaId);
    return this.fail ? Promise.reject(this.fail) : Promise.resolve(`/media/vod/${mediaId}.mp4`);
  }

  getThemeStyle(): Promise<LandingThemeStyle> {
    return Promise.resolve(this.themeStyle);
  }

  getFaviconUrl(): Promise<string> {
    return Promise.resolve(img("favicon"));
  }

  postDurationDot(_eventNumber: string, seconds: number): Promise<void> {
    this.dots.push(seconds);
    return Promise.resolve();
  }
}

/** A ChannelStore in memory (the browser keeps it in session storage). */
export class InMemoryChannelStore implements ChannelStore {
  readonly kept = new Map<string, ViewerChannel>();
  get(eventNumber: string): ViewerChannel | null {
    return this.kept.get(eventNumber) ?? null;
  }
  set(eventNumber: string, channel: ViewerChannel): void {
    this.kept.set(eventNumber, channel);
  }
}
