import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PREFIX,
  TOPICS,
  roomChannelId,
  type AuthResultDTO,
  type FabulousDTO,
  type LivePlayAddrDTO,
  type WatchInitDTO,
} from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import type { HubMessage } from "../realtime/ports";
import { demoAndPasswordEvent } from "../testing/event-files";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";

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
    // Its toolbar: every §2 button, in the configured order (issue 13).
    expect(body.data.toolbarButtons?.slice(0, 4)).toEqual(["BREAKOUT", "LIKE", "REWARD", "LINK"]);
    expect(body.data.toolbarButtons).toHaveLength(19);
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
  it("gives two lines — HLS then FLV — of 720p (default) and 360p signed addresses; the HLS ones answer", async () => {
    const { body } = await t.api<LivePlayAddrDTO>(playAddr(DEMO.id, "room-20001"), bearer(tokens.accessToken));
    const host = new URL(t.url).host;
    const sign = "\\?expires=\\d+&sign=[0-9a-f]{32}";
    expect(body.code).toBe("200");
    expect(body.data).toMatchObject({
      responseCode: "200",
      streamId: "demo-live-20001",
      screenId: "screen-20001-1",
      pushStatus: 2,
      mainScreenFlag: 1,
    });
    expect(body.data.playAddrs.map((line) => line.domainName)).toEqual([host, host]);
    const [hls, flv] = body.data.playAddrs;
    expect(hls?.resolutions.map((r) => [r.resolutionName, r.defaultResolutionFlag])).toEqual([
      ["720p", 1],
      ["360p", 0],
    ]);
    expect(flv?.resolutions.map((r) => [r.resolutionName, r.defaultResolutionFlag])).toEqual([
      ["720p", 1],
      ["360p", 0],
    ]);
    expect(hls?.resolutions[0]?.url).toMatch(new RegExp(`^http://${host}/media/live/demo-live-20001/720p/index\\.m3u8${sign}$`));
    expect(hls?.resolutions[1]?.url).toMatch(new RegExp(`^http://${host}/media/live/demo-live-20001/360p/index\\.m3u8${sign}$`));
    expect(flv?.resolutions[0]?.url).toMatch(
      new RegExp(`^http://${host}/media/flv/demo-live-20001/720p\\.flv${sign}&viewer=[0-9a-f-]{36}&line=2$`),
    );
    for (const resolution of hls?.resolutions ?? []) {
      const playlist = await fetch(resolution.url);
      expect(playlist.status).toBe(200);
      expect(await playlist.text()).toMatch(/^#EXTM3U/);
    }
  });

  it("picks a screen by ?screenId= (the main screen when empty) and refuses an unknown one with 400", async () => {
    const { body } = await t.api<LivePlayAddrDTO>(`${playAddr(DEMO.id, "20001")}?screenId=screen-20001-1`, bearer(tokens.accessToken));
    expect(body.data).toMatchObject({ responseCode: "200", screenId: "screen-20001-1" });
    expect((await t.api<LivePlayAddrDTO>(`${playAddr(DEMO.id, "20001")}?screenId=`, bearer(tokens.accessToken))).body.data.screenId).toBe(
      "screen-20001-1",
    );
    for (const query of ["?screenId=nope", "?screenId=a%20b", `?screenId=${"x".repeat(65)}`]) {
      const { status, body: refused } = await t.api(`${playAddr(DEMO.id, "20001")}${query}`, bearer(tokens.accessToken));
      expect([status, refused.code]).toEqual([400, "100400"]);
    }
  });

  it("never lists the board as a screen", async () => {
    const { body } = await t.api<LivePlayAddrDTO>(`${playAddr(DEMO.id, "20001")}?screenId=room-20001-board`, bearer(tokens.accessToken));
    expect(body.code).toBe("100400");
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
    const { status, body } = await t.api(
      mineOnline(DEMO.id, DEMO.mainRoom),
      postJson({ pageSession: "page-1" }, { authorization: `Bearer ${tokens.accessToken}` }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: "200", data: null });
  });

  it("needs a token, and a pageSession string", async () => {
    expect((await t.api(mineOnline(DEMO.id, DEMO.mainRoom), postJson({ pageSession: "p" }))).status).toBe(401);
    for (const bad of [{}, { pageSession: 5 }, { pageSession: "" }, { pageSession: "x".repeat(65) }]) {
      const { status, body } = await t.api(
        mineOnline(DEMO.id, DEMO.mainRoom),
        postJson(bad, { authorization: `Bearer ${tokens.accessToken}` }),
      );
      expect(status).toBe(400);
      expect(body.code).toBe("100400");
    }
  });
});

describe("live-play-addr of the player test event (10007)", () => {
  let player: TestServer;
  let token = "";
  beforeAll(async () => {
    player = await startTestServer();
    token = (await anonymousViewer(player, undefined, "event-10007")).accessToken;
  });
  afterAll(async () => {
    await player.stop();
  });
  const addr = (room: string) => player.api<LivePlayAddrDTO>(`/api/events/event-10007/rooms/${room}/live-play-addr`, bearer(token));

  it("lists FLV first for the no-delay room 30002, then HLS", async () => {
    const { body } = await addr("30002");
    expect(body.data.playAddrs.map((line) => line.resolutions[0]?.url.replace(/\?.*$/, "").replace(/^http:\/\/[^/]+/, ""))).toEqual([
      "/media/flv/player-live-30002/720p.flv",
      "/media/live/player-live-30002/720p/index.m3u8",
    ]);
  });

  it("lists no address for room 30001, which is not live", async () => {
    expect((await addr("30001")).body.data).toMatchObject({ responseCode: "200", pushStatus: 1, playAddrs: [] });
  });

  it("answers responseCode 150023 and no address while the stock is empty", async () => {
    const stock = (stockEmpty: number) =>
      player.api(
        API_PREFIX + ADMIN_PATHS.stockEmpty("10007", "30004"),
        postJson({ stockEmpty }, { authorization: `Bearer ${player.server.admin.token}` }),
      );
    expect((await stock(1)).body.code).toBe("200");
    expect((await addr("30004")).body.data).toMatchObject({ responseCode: "150023", playAddrs: [] });
    await stock(0);
    expect((await addr("30004")).body.data.playAddrs).toHaveLength(2);
  });
});
