import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPICS, roomChannelId, type AuthResultDTO, type FabulousDTO, type LivePlayAddrDTO, type WatchInitDTO } from "@livehall/wire";
import type { HubMessage } from "../realtime/ports";
import { demoAndPasswordEvent } from "../testing/event-files";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
let tokens: AuthResultDTO;
beforeAll(async () => {
  t = await startTestServer({ eventsDir: demoAndPasswordEvent() });
  tokens = await demoTokens(t);
});
afterAll(async () => {
  await t.stop();
});

const watchInit = (eventId: string, room: string): string => `/api/events/${eventId}/rooms/${room}/watch-init-new`;
const playAddr = (eventId: string, room: string): string => `/api/events/${eventId}/rooms/${room}/live-play-addr`;
const fabulous = (eventId: string, room: string, n: string): string => `/api/events/${eventId}/rooms/${room}/fabulous?number=${n}`;
const mineOnline = (eventId: string, room: string): string => `/api/events/${eventId}/rooms/${room}/audiences/mine-online`;

describe("GET /api/events/{eventId}/rooms/{roomNumber}/watch-init-new", () => {
  it("opens the main room by its number: live mode, living, names in every language", async () => {
    const { status, body } = await t.api<WatchInitDTO>(watchInit(DEMO.id, DEMO.mainRoom), bearer(tokens.accessToken));
    expect(status).toBe(200);
    expect(body.code).toBe("200");
    expect(body.data).toMatchObject({ roomId: "room-20001", roomNumber: "20001", roomMode: 1, liveStatus: 2, layoutFlag: 3, userType: 4 });
    expect(body.data.roomInfoLanguages).toEqual([
      { languageType: "zh-Hans", roomName: "主会场" },
      { languageType: "en", roomName: "Main Hall" },
      { languageType: "zh-Hant", roomName: "主會場" },
      { languageType: "ar", roomName: "القاعة الرئيسية" },
    ]);
    expect(body.data.pageSession).toMatch(/\S/);
    expect(body.data.watchDecorate).toMatchObject({ moduleDiaphaneity: 60, followSystemLanguageFlag: 1 });
  });

  it("also accepts the room id, and opens the seminar room (mode 3, not live)", async () => {
    const { body } = await t.api<WatchInitDTO>(watchInit(DEMO.id, "room-20002"), bearer(tokens.accessToken));
    expect(body.data).toMatchObject({ roomNumber: "20002", roomMode: 3, liveStatus: 1 });
  });

  it("answers 151002 for a room the event does not have", async () => {
    const { status, body } = await t.api(watchInit(DEMO.id, "30001"), bearer(tokens.accessToken));
    expect(status).toBe(200);
    expect(body.code).toBe("151002");
  });
});

describe("tokens on room calls", () => {
  it.each([
    ["no token", {}],
    ["a forged token", bearer("eyJhIjoxfQ.c2ln")],
    ["another scheme", { headers: { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` } }],
  ])("answers HTTP 401 with the envelope for %s", async (_case, init) => {
    for (const path of [watchInit(DEMO.id, DEMO.mainRoom), playAddr(DEMO.id, "room-20001"), fabulous(DEMO.id, DEMO.mainRoom, "1")]) {
      const { status, body } = await t.api(path, init);
      expect(status).toBe(401);
      expect(body.code).toBe("401");
      expect(body.msg).toMatch(/token/i);
    }
  });

  it("refuses a token of another event with HTTP 401", async () => {
    const { status, body } = await t.api(watchInit("event-10002", "30001"), bearer(tokens.accessToken));
    expect(status).toBe(401);
    expect(body.code).toBe("401");
  });

  it("refuses the refresh token as a bearer", async () => {
    expect((await t.api(watchInit(DEMO.id, DEMO.mainRoom), bearer(tokens.refreshToken))).status).toBe(401);
  });

  it("answers HTTP 401 with body code 100041 once the access token is past its 2 h", async () => {
    t.advance(2 * 60 * 60 * 1000 + 1000);
    try {
      const { status, body } = await t.api(watchInit(DEMO.id, DEMO.mainRoom), bearer(tokens.accessToken));
      expect(status).toBe(401);
      expect(body.code).toBe("100041");
    } finally {
      t.advance(-(2 * 60 * 60 * 1000 + 1000));
    }
  });
});

describe("GET /api/events/{eventId}/rooms/{roomId}/live-play-addr", () => {
  it("gives one line with 720p (default) and 360p absolute playlist URLs that answer", async () => {
    const { body } = await t.api<LivePlayAddrDTO>(playAddr(DEMO.id, "room-20001"), bearer(tokens.accessToken));
    const host = new URL(t.url).host;
    expect(body.code).toBe("200");
    expect(body.data).toMatchObject({ responseCode: "200", streamId: "demo-live-20001", screenId: "screen-20001-1", pushStatus: 2, mainScreenFlag: 1 });
    expect(body.data.playAddrs).toEqual([
      {
        domainName: host,
        resolutions: [
          { url: `http://${host}/media/live/demo-live-20001/720p/index.m3u8`, resolutionName: "720p", defaultResolutionFlag: 1 },
          { url: `http://${host}/media/live/demo-live-20001/360p/index.m3u8`, resolutionName: "360p", defaultResolutionFlag: 0 },
        ],
      },
    ]);
    for (const resolution of body.data.playAddrs[0]?.resolutions ?? []) {
      const playlist = await fetch(resolution.url);
      expect(playlist.status).toBe(200);
      expect(await playlist.text()).toMatch(/^#EXTM3U/);
    }
  });

  it("answers responseCode 151003 and no address for a room without a stream", async () => {
    const { body } = await t.api<LivePlayAddrDTO>(playAddr(DEMO.id, "room-20002"), bearer(tokens.accessToken));
    expect(body.code).toBe("200");
    expect(body.data).toMatchObject({ responseCode: "151003", playAddrs: [] });
  });
});

describe("GET /api/events/{eventId}/rooms/{roomId}/fabulous", () => {
  it("adds the likes to the room's total, by room number or id, and pushes LIKE_COUNT at most once a second", async () => {
    const pushes: HubMessage[] = [];
    const unsubscribe = t.server.hub.subscribe(roomChannelId(DEMO.id, "room-20002"), (message) => pushes.push(message));
    try {
      const first = await t.api<FabulousDTO>(fabulous(DEMO.id, DEMO.seminarRoom, "3"), bearer(tokens.accessToken));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ code: "200", data: { fabulousNumber: 3 } });
      const second = await t.api<FabulousDTO>(fabulous(DEMO.id, "room-20002", "100"), bearer(tokens.accessToken));
      expect(second.body.data).toEqual({ fabulousNumber: 103 });
      const third = await t.api<FabulousDTO>(fabulous(DEMO.id, DEMO.seminarRoom, "7"), bearer(tokens.accessToken));
      expect(third.body.data).toEqual({ fabulousNumber: 110 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pushes).toEqual([{ topic: TOPICS.LIKE_COUNT, body: { fabulousNumber: 3 } }]);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(pushes).toEqual([
        { topic: TOPICS.LIKE_COUNT, body: { fabulousNumber: 3 } },
        { topic: TOPICS.LIKE_COUNT, body: { fabulousNumber: 110 } },
      ]);
    } finally {
      unsubscribe();
    }
  });

  it.each(["0", "101", "-1", "1.5", "1e2", "abc", "", "01", "5&number=6"])("answers 400 with the envelope for number=%s", async (n) => {
    const { status, body } = await t.api(fabulous(DEMO.id, DEMO.mainRoom, n), bearer(tokens.accessToken));
    expect(status).toBe(400);
    expect(body.code).toBe("100400");
    expect(body.msg).toMatch(/number/);
  });

  it("answers 400 without a number and 151002 for a room the event does not have", async () => {
    const missing = await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/fabulous`, bearer(tokens.accessToken));
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("100400");
    const unknown = await t.api(fabulous(DEMO.id, "30001", "1"), bearer(tokens.accessToken));
    expect(unknown.body.code).toBe("151002");
  });
});

describe("POST /api/events/{eventId}/rooms/{roomId}/audiences/mine-online", () => {
  it("records the viewer as present and answers data null", async () => {
    const { status, body } = await t.api(mineOnline(DEMO.id, DEMO.mainRoom), postJson({ pageSession: "page-1" }, { authorization: `Bearer ${tokens.accessToken}` }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: "200", data: null });
  });

  it("needs a token, and a pageSession string", async () => {
    expect((await t.api(mineOnline(DEMO.id, DEMO.mainRoom), postJson({ pageSession: "p" }))).status).toBe(401);
    for (const bad of [{}, { pageSession: 5 }, { pageSession: "" }, { pageSession: "x".repeat(65) }]) {
      const { status, body } = await t.api(mineOnline(DEMO.id, DEMO.mainRoom), postJson(bad, { authorization: `Bearer ${tokens.accessToken}` }));
      expect(status).toBe(400);
      expect(body.code).toBe("100400");
    }
  });
});
