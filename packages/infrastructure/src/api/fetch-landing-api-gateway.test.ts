import { describe, expect, it } from "vitest";
import { InMemoryTokenStore } from "@livehall/application/testing";
import type { ApiGateway } from "@livehall/application";
import { FakeFetch } from "../http/fake-fetch";
import { createApiClient } from "./api-client";
import { FetchApiGateway } from "./fetch-api-gateway";
import { FetchLandingApiGateway } from "./fetch-landing-api-gateway";
import { RequestContextState } from "./request-context-state";

const BASE = "https://h.test/api";

function answered(make: (http: ReturnType<typeof createApiClient>) => ApiGateway, data: unknown) {
  const fake = new FakeFetch();
  fake.ok(data);
  const http = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    context: new RequestContextState(),
    tokenStore: new InMemoryTokenStore(),
  });
  return { fake, gateway: make(http) };
}

const watchInit = {
  roomId: "r-1",
  pageSession: "ps",
  roomMode: 1,
  liveStatus: 2,
  roomNumber: "20001",
  roomInfoLanguages: [{ languageType: "en", roomName: "Main Hall" }],
  toolbarButtons: ["VOTE", "LIKE"],
  watchDecorate: { topicType: 1 },
};
const playAddress = {
  responseCode: "200",
  screenId: "s-1",
  streamId: "st-1",
  pushStatus: 2,
  playAddrs: [
    { domainName: "h.test", resolutions: [{ url: "/media/live/st-1/360p/index.m3u8", resolutionName: "360p", defaultResolutionFlag: 1 }] },
  ],
};

// The landing entry's gateway loads the room's calls on first use; what it asks and answers is the app's gateway's.
describe("FetchLandingApiGateway", () => {
  it.each([
    ["getWatchInit", (g: ApiGateway) => g.getWatchInit("e-10001", "20001"), watchInit, "/events/e-10001/rooms/20001/watch-init-new"],
    [
      "getLivePlayAddress",
      (g: ApiGateway) => g.getLivePlayAddress("e-10001", "r-1", "s-1"),
      playAddress,
      "/events/e-10001/rooms/r-1/live-play-addr?screenId=s-1",
    ],
    [
      "getLanguageConfig",
      (g: ApiGateway) => g.getLanguageConfig("10001"),
      { watchOptionalLanguage: ["en"] },
      "/watch/events/language-configs?virtualEventNumber=10001",
    ],
  ])("%s asks and maps as FetchApiGateway does", async (_name, call, data, path) => {
    const landing = answered((http) => new FetchLandingApiGateway(http), data);
    const app = answered((http) => new FetchApiGateway(http), data);
    const [fromLanding, fromApp] = await Promise.all([call(landing.gateway), call(app.gateway)]);
    expect(landing.fake.lastRequest!.url).toBe(`${BASE}${path}`);
    expect(fromLanding).toEqual(fromApp);
  });

  it("rejects a play address whose responseCode is not 200 with the body's code", async () => {
    const { gateway } = answered((http) => new FetchLandingApiGateway(http), { ...playAddress, responseCode: "151003", playAddrs: [] });
    await expect(gateway.getLivePlayAddress("e-10001", "r-1")).rejects.toMatchObject({ kind: "body", code: "151003" });
  });
});
