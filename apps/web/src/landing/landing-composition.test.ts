import { describe, expect, it } from "vitest";
import {
  APP_TOKENS,
  AdoptUrlTokens,
  EnterEvent,
  Landing,
  Notices,
  ResolveEvent,
  Tickets,
  ViewerChannel,
  VisitorPass,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import {
  BrowserClock,
  FetchLandingApiGateway,
  FetchNoticeApi,
  FetchSessionApi,
  FetchTicketApi,
  LocalNoticePopupMemory,
  LocalStorageTokenStore,
  RequestContextState,
  SessionChannelStore,
  SessionStorageHandOverFlows,
} from "@livehall/infrastructure";
import { MemoryStorage } from "../testing/memory-storage";
import { EarlyLandingApi } from "./early-landing-api";
import { createLandingServices, prefetchLanding } from "./landing-composition";

function setup() {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    return Promise.resolve(new Response(JSON.stringify({ code: "151001", msg: "无效的活动", data: null })));
  }) as typeof globalThis.fetch;
  const storage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const navigator = new RecordingNavigator("/mobile/event/99999/landing");
  const notifier = new RecordingNotifier();
  const services = createLandingServices({ apiBase: "http://server.test/api", storage, sessionStorage, navigator, notifier, fetch });
  return { services, requests, storage, navigator, notifier };
}

describe("createLandingServices", () => {
  // What the landing page's components ask for (LandingPage, its notices and tickets, the page
  // title, the language switcher, the event layout's tabs) and what those use-cases inject.
  it.each([
    ["ResolveEvent", APP_TOKENS.ResolveEvent, ResolveEvent],
    ["Landing", APP_TOKENS.Landing, Landing],
    ["Notices", APP_TOKENS.Notices, Notices],
    ["Tickets", APP_TOKENS.Tickets, Tickets],
    ["EnterEvent", APP_TOKENS.EnterEvent, EnterEvent],
    ["ViewerChannel", APP_TOKENS.ViewerChannel, ViewerChannel],
    ["AdoptUrlTokens", APP_TOKENS.AdoptUrlTokens, AdoptUrlTokens],
  ] as const)("resolves %s, one instance for the page", (_name, token, useCase) => {
    const { services } = setup();
    const first = services.get<unknown>(token);
    expect(first).toBeInstanceOf(useCase);
    expect(services.get<unknown>(token)).toBe(first);
  });

  it.each([
    ["ApiGateway", APP_TOKENS.ApiGateway, FetchLandingApiGateway],
    ["LandingApi", APP_TOKENS.LandingApi, EarlyLandingApi],
    ["NoticeApi", APP_TOKENS.NoticeApi, FetchNoticeApi],
    ["TicketApi", APP_TOKENS.TicketApi, FetchTicketApi],
    ["SessionApi", APP_TOKENS.SessionApi, FetchSessionApi],
    ["TokenStore", APP_TOKENS.TokenStore, LocalStorageTokenStore],
    ["RequestContext", APP_TOKENS.RequestContext, RequestContextState],
    ["Clock", APP_TOKENS.Clock, BrowserClock],
    ["ChannelStore", APP_TOKENS.ChannelStore, SessionChannelStore],
    ["HandOverFlows", APP_TOKENS.HandOverFlows, SessionStorageHandOverFlows],
    ["NoticePopupMemory", APP_TOKENS.NoticePopupMemory, LocalNoticePopupMemory],
  ] as const)("binds the %s port to its adapter", (_name, token, adapter) => {
    expect(setup().services.get<unknown>(token)).toBeInstanceOf(adapter);
  });

  it("binds the UI's navigator and notifier", () => {
    const { services, navigator, notifier } = setup();
    expect(services.get(APP_TOKENS.Navigator)).toBe(navigator);
    expect(services.get(APP_TOKENS.Notifier)).toBe(notifier);
  });

  it("binds exactly the landing page's ports and use-cases: no room, realtime, player, chat or tool", async () => {
    const { services } = setup();
    const bound = Object.entries(APP_TOKENS)
      .filter(([, token]) => services.isBound(token))
      .map(([name]) => name)
      .sort();
    expect(bound).toEqual(
      [
        "AdoptUrlTokens",
        "ApiGateway",
        "ChannelStore",
        "Clock",
        "EnterEvent",
        "HandOverFlows",
        "Landing",
        "LandingApi",
        "Navigator",
        "NoticeApi",
        "NoticePopupMemory",
        "Notices",
        "Notifier",
        "RequestContext",
        "ResolveEvent",
        "SessionApi",
        "TicketApi",
        "Tickets",
        "TokenStore",
        "ViewerChannel",
        "VisitorPassLoader",
      ].sort(),
    );
    // A visitor's pass is made on demand, a fresh one per dialog, through the loader.
    const loader = services.get(APP_TOKENS.VisitorPassLoader);
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBeInstanceOf(VisitorPass);
    expect(second).not.toBe(first);
    // The event layout reads the open room only where there is one (useOptionalService).
    expect(services.isBound(APP_TOKENS.OpenRoom)).toBe(false);
  });

  it("wires the gateway to the API base, the given fetch, the request context and the token store", async () => {
    const { services, requests } = setup();
    services.get(APP_TOKENS.TokenStore).set("99999", { accessToken: "t-9", refreshToken: "r", expiration: 1 });
    services.get(APP_TOKENS.RequestContext).setLanguage("en");
    await services.get(APP_TOKENS.ResolveEvent).run("99999");
    expect(requests[0]?.url).toBe("http://server.test/api/watch/personal/breif?virtualEventNumber=99999");
    expect(requests[0]?.headers).toMatchObject({ "Accept-language": "en", Authorization: "Bearer t-9" });
  });

  it("hands failures to the UI's notifier and navigator", async () => {
    const { services, navigator, notifier } = setup();
    await services.get(APP_TOKENS.EnterEvent).run("99999");
    expect(notifier.keys).toEqual(["error.invalidEvent"]);
    expect(navigator.lastPath).toBe("/noFound");
  });

  it("reloads the page when another tab changed the event's token under it (§4), as the app does", async () => {
    const { services, storage, navigator } = setup();
    services.get(APP_TOKENS.TokenStore).set("99999", { accessToken: "mine", refreshToken: "r", expiration: 1 });
    await services.get(APP_TOKENS.ResolveEvent).run("99999");
    expect(navigator.reloads).toBe(0);
    new LocalStorageTokenStore(storage).set("99999", { accessToken: "other-tab", refreshToken: "r", expiration: 1 });
    await services.get(APP_TOKENS.ResolveEvent).run("99999");
    expect(navigator.reloads).toBe(1);
  });

  it("asks for the first page's landing answers early, in the given language, and the page's first call takes them", async () => {
    const { services, requests } = setup();
    prefetchLanding(services, "10001", "en");
    const early = requests.map((request) => [request.url.replace("http://server.test/api", ""), request.headers["Accept-language"]]);
    expect(early).toHaveLength(3);
    expect(early.every(([, language]) => language === "en")).toBe(true);
    expect(early.map(([url]) => url).find((url) => url?.includes("landing-page"))).toContain("10001");
    prefetchLanding(services, "10001", "en");
    expect(requests).toHaveLength(3);
    await services
      .get(APP_TOKENS.LandingApi)
      .getLandingPage("10001")
      .catch(() => undefined);
    expect(requests).toHaveLength(3);
    prefetchLanding(services, "10001", "ar");
    expect(requests.slice(3).map((request) => request.headers["Accept-language"])).toEqual(["ar", "ar", "ar"]);
  });
});
