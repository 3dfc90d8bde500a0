import { describe, expect, it } from "vitest";
import type { LandingService, LandingState } from "./services";
import { APP_TOKENS } from "../tokens";
import {
  FakeClock,
  FakeLandingApi,
  InMemoryTokenStore,
  RecordingNavigator,
  ScriptedApiGateway,
  createTestContainer,
  demoFixtures,
  settle,
} from "../testing";
import { LANDING_DOT_MS } from "./landing";

function setup(options: { at?: string; landingApi?: FakeLandingApi; api?: ScriptedApiGateway; tokenStore?: InMemoryTokenStore } = {}) {
  const clock = new FakeClock();
  const harness = createTestContainer({
    navigator: new RecordingNavigator(options.at ?? "/event/10001/landing?lang=en"),
    clock,
    ...(options.landingApi ? { landingApi: options.landingApi } : {}),
    ...(options.api ? { api: options.api } : {}),
    ...(options.tokenStore ? { tokenStore: options.tokenStore } : {}),
  });
  const landing = harness.container.get<LandingService>(APP_TOKENS.Landing);
  let state: LandingState | undefined;
  landing.state$.subscribe((next) => (state = next));
  return { ...harness, landing, clock, state: () => state! };
}

describe("Landing", () => {
  it("loads the page, the theme colours, the favicon and the first agenda page (3 per page, with the total)", async () => {
    const { landing, state, landingApi } = setup();
    await landing.open("10001");
    await settle();
    const { page, agenda, faviconUrl, themeStyle } = state();
    expect(page.status === "ready" && page.value.modules.map((m) => m.type)).toContain("agenda");
    expect(agenda).toMatchObject({ step: "ready", total: 5 });
    expect(agenda.items.map((s) => s.id)).toEqual(["s1", "s2", "s3"]);
    expect(landingApi.scheduleCalls).toEqual([{ date: "", locationId: "", page: 1 }]);
    expect(faviconUrl).toMatch(/favicon/);
    expect(themeStyle.title?.dark.background).toBe("#16181d");
  });

  it("pages and filters the agenda; a new filter starts on page 1", async () => {
    const { landing, state } = setup();
    await landing.open("10001");
    await landing.schedulePage(2);
    expect(state().agenda.items.map((s) => s.id)).toEqual(["s4", "s5"]);
    await landing.filterSchedules({ locationId: "hall-b" });
    expect(state().agenda).toMatchObject({ filter: { date: "", locationId: "hall-b", page: 1 }, total: 2 });
    await landing.filterSchedules({ date: "2026-12-02" });
    expect(state().agenda.items.map((s) => s.id)).toEqual(["s4"]);
  });

  it("asks for the media's address only when the viewer plays it", async () => {
    const { landing, state, landingApi } = setup();
    await landing.open("10001");
    expect(landingApi.mediaCalls).toEqual([]);
    await landing.playMedia();
    expect(landingApi.mediaCalls).toEqual(["trailer-1"]);
    expect(state().media).toEqual({ step: "ready", url: "/media/vod/trailer-1.mp4" });
  });

  it("shows the init-failed message when the page did not load, and joining says so too", async () => {
    const landingApi = new FakeLandingApi();
    landingApi.fail = new Error("the landing page did not load");
    const { landing, state, navigator } = setup({ landingApi });
    await landing.open("10001");
    expect(state().page).toMatchObject({ status: "error", messageKey: "error.initFailed" });
    await landing.join();
    expect(state().join).toEqual({ step: "error", messageKey: "error.initFailed" });
    expect(navigator.navigations).toEqual([]);
  });

  it("says the live is not configured when the event has no room", async () => {
    const landingApi = new FakeLandingApi();
    landingApi.page = {
      ...landingApi.page,
      mainVenue: { roomNumber: "", roomMode: null },
      mainSeminar: { roomNumber: "", roomMode: null },
    };
    const { landing, state } = setup({ landingApi });
    await landing.open("10001");
    await landing.join();
    expect(state().join).toEqual({ step: "error", messageKey: "error.liveNotConfigured" });
  });

  it.each([
    ["a live main room opens the watch page", 1, "/event/10001/watch/20001"],
    ["a seminar main room opens the meeting page", 3, "/event/10001/meeting/20001"],
  ])("%s", async (_name, roomMode, path) => {
    const landingApi = new FakeLandingApi();
    landingApi.page = { ...landingApi.page, mainVenue: { roomNumber: "20001", roomMode } };
    const { landing, navigator } = setup({ landingApi });
    await landing.open("10001");
    await landing.join();
    expect(navigator.navigations.at(-1)?.path).toBe(path);
  });

  it("joins through a channel with its channel and sharer: the room path keeps the channel, access auth sends both", async () => {
    const { landing, navigator, api, channelStore } = setup({ at: "/event/10001/channel/c7/landing?sharerId=u42" });
    await landing.open("10001");
    expect(channelStore.get("10001")).toEqual({ channelNumber: "c7", sharerId: "u42" });
    await landing.join();
    expect(navigator.navigations.at(-1)?.path).toBe("/event/10001/channel/c7/watch/20001");
    expect(api.callsTo("authenticateAccess").at(-1)?.args[0]).toMatchObject({ channelNumber: "c7", sharerId: "u42" });
  });

  it("sends a signup viewer without a token to the sign-up page", async () => {
    const landingApi = new FakeLandingApi();
    landingApi.page = { ...landingApi.page, accessType: 1, defaultQuestionnaireId: "q1" };
    const api = new ScriptedApiGateway({
      getAccessConfig: { ...demoFixtures.accessConfig(), accessType: 1, defaultQuestionnaireId: "q1" },
    });
    const { landing, navigator } = setup({ landingApi, api });
    await landing.open("10001");
    await landing.join();
    expect(navigator.navigations.at(-1)?.path).toMatch(/^\/event\/10001\/signup\/q1\?roomNumber=20001/);
  });

  it("reports the time on the page every 10 s and once more on close, in whole seconds", async () => {
    const { landing, clock, landingApi } = setup();
    await landing.open("10001");
    clock.advance(LANDING_DOT_MS);
    clock.advance(LANDING_DOT_MS);
    clock.advance(4_500);
    landing.close();
    expect(landingApi.dots).toEqual([10, 10, 4]);
    clock.advance(LANDING_DOT_MS * 3);
    expect(landingApi.dots).toEqual([10, 10, 4]);
  });
});
