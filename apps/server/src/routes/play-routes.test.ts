import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type AuthResultDTO, type MediaPreviewDTO, type WatchMediasDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { formatServerTime } from "../services/server-time";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

/** The committed player test event (events/10007.json). */
const PLAYER = { number: "10007", id: "event-10007" } as const;

let t: TestServer;
let viewer: TestViewer;
let demo: AuthResultDTO;
beforeAll(async () => {
  t = await startTestServer();
  viewer = await anonymousViewer(t, "Ada", PLAYER.id);
  demo = await demoTokens(t);
});
afterAll(async () => {
  await t.stop();
});

const api = (path: string): string => API_PREFIX + path;
const admin = (): Record<string, string> => ({ authorization: `Bearer ${t.server.admin.token}` });
const stockEmpty = (room: string, on: 0 | 1) =>
  t.api(api(ADMIN_PATHS.stockEmpty(PLAYER.number, room)), postJson({ stockEmpty: on }, admin()));
/** A signed recorded-media address of this server. */
const vodUrl = (mediaId: string): RegExp => new RegExp(`^${t.url}/media/vod/${mediaId}\\.mp4\\?expires=\\d+&sign=[0-9a-f]{32}$`);

describe("GET …/rooms/{roomId}/watch-medias", () => {
  it("answers room 30001's video config, ad detail and trailers in order, with signed addresses that play", async () => {
    const { status, body } = await t.api<WatchMediasDTO>(api(API_PATHS.watchMedias(PLAYER.id, "30001")), bearer(viewer.accessToken));
    expect(status).toBe(200);
    expect(body.code).toBe("200");
    expect(body.data.videoConfig).toEqual({
      adShowFlag: 1,
      adMediaId: "ad",
      videoShowFlag: 1,
      doublePlaybackFlag: 1,
      dragPlaybackFlag: 1,
      videoLoopPlaybackFlag: 0,
    });
    expect(body.data.adDetail).toMatchObject({ adShowFlag: 1, adMediaId: "ad", adMediaName: "Ad", adMediaType: 1, adMediaCoverUrl: "" });
    expect(body.data.adDetail.adMediaUrl).toMatch(vodUrl("ad"));
    expect(body.data.adDetail.roomInfoLanguages[0]).toEqual({ languageType: "zh-Hans", roomName: "广告与预告片" });
    expect(body.data.list.map((item) => [item.mediaId, item.mediaName, item.mediaType])).toEqual([
      ["trailer-1", "Trailer 1", 1],
      ["broken", "Broken trailer", 1],
      ["trailer-2", "Trailer 2", 1],
    ]);
    for (const item of body.data.list) expect(item.mediaUrl).toMatch(vodUrl(item.mediaId));
    const file = await fetch(body.data.list[0]?.mediaUrl ?? "");
    expect(file.status).toBe(200);
  });

  it("answers the watermark switched off for a room without one, with server time (UTC+8) and the viewer's address", async () => {
    const before = formatServerTime(Date.now());
    const { body } = await t.api<WatchMediasDTO>(api(API_PATHS.watchMedias(PLAYER.id, "30002")), bearer(viewer.accessToken));
    expect(body.data.watermark).toMatchObject({ watermarkShowFlag: 0, watermarkPresetWord: [], publicIP: "127.0.0.1" });
    expect(body.data.watermark.currentTime >= before).toBe(true);
    expect(body.data.watermark.currentTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.list).toEqual([]);
    expect(body.data.videoConfig.adShowFlag).toBe(0);
    expect(body.data.adDetail.adMediaUrl).toBe("");
  });

  it("answers room 30004's NICKNAME watermark, oblique", async () => {
    const { body } = await t.api<WatchMediasDTO>(api(API_PATHS.watchMedias(PLAYER.id, "30004")), bearer(viewer.accessToken));
    expect(body.data.watermark).toMatchObject({
      watermarkShowFlag: 1,
      watermarkType: "text",
      watermarkWordType: 3,
      watermarkPresetWord: [0],
      watermarkPositionType: "oblique",
      watermarkPosition: 0,
    });
  });

  it("keeps the demo room's ad, trailers and watermark switched off", async () => {
    const { body } = await t.api<WatchMediasDTO>(api(API_PATHS.watchMedias(DEMO.id, DEMO.mainRoom)), bearer(demo.accessToken));
    expect(body.data.videoConfig).toMatchObject({ adShowFlag: 0, videoShowFlag: 0 });
    expect(body.data.watermark.watermarkShowFlag).toBe(0);
    expect(body.data.list.map((item) => item.mediaId)).toEqual(["trailer-1", "trailer-2"]);
  });

  it("answers body code 150023 while the room's stock is empty", async () => {
    expect((await stockEmpty("30001", 1)).body.code).toBe("200");
    try {
      const { status, body } = await t.api(api(API_PATHS.watchMedias(PLAYER.id, "30001")), bearer(viewer.accessToken));
      expect(status).toBe(200);
      expect(body.code).toBe("150023");
    } finally {
      await stockEmpty("30001", 0);
    }
    expect((await t.api(api(API_PATHS.watchMedias(PLAYER.id, "30001")), bearer(viewer.accessToken))).body.code).toBe("200");
  });

  it.each([
    ["no token", {}, 401, "401"],
    ["a token of another event", "demo", 401, "401"],
  ])("refuses %s", async (_case, init, status, code) => {
    const answer = await t.api(api(API_PATHS.watchMedias(PLAYER.id, "30001")), init === "demo" ? bearer(demo.accessToken) : init);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("answers 151002 for an unknown room", async () => {
    expect((await t.api(api(API_PATHS.watchMedias(PLAYER.id, "39999")), bearer(viewer.accessToken))).body.code).toBe("151002");
  });
});

describe("watch-preview", () => {
  const roomPreview = (mediaId: string, query = "?sourceType=9") => api(API_PATHS.roomMediaPreview(PLAYER.id, "30001", mediaId)) + query;

  it("answers a menu video's signed address", async () => {
    const { body } = await t.api<MediaPreviewDTO>(roomPreview("menu-1"), bearer(viewer.accessToken));
    expect(body.code).toBe("200");
    expect(body.data.responseCode).toBe("200");
    expect(body.data.mediaUrl).toMatch(vodUrl("menu-1"));
  });

  it("answers responseCode 150023 and no address while the stock is empty", async () => {
    await stockEmpty("30001", 1);
    try {
      const { body } = await t.api<MediaPreviewDTO>(roomPreview("menu-1", "?sourceType=9&silent=1"), bearer(viewer.accessToken));
      expect(body.data).toEqual({ mediaUrl: "", responseCode: "150023" });
    } finally {
      await stockEmpty("30001", 0);
    }
  });

  it.each([
    ["a media that is not one of the room's menu videos", roomPreview("trailer-1"), 404],
    ["an unknown media", roomPreview("nope"), 404],
    ["a sourceType that is not a number", roomPreview("menu-1", "?sourceType=abc"), 400],
    ["a bad silent flag", roomPreview("menu-1", "?silent=maybe"), 400],
    ["a media id with a slash", `${api(`/events/${PLAYER.id}/rooms/30001/medias/`)}..%2Fx/watch-preview`, 400],
    ["an unknown event media", api(API_PATHS.mediaPreview(PLAYER.id, "nope")), 404],
  ])("refuses %s", async (_case, path, status) => {
    const { status: got, body } = await t.api(path, bearer(viewer.accessToken));
    expect(got).toBe(status);
    expect(body.code).toBe(status === 400 ? "100400" : "404");
  });

  it("answers a media of the event's rooms as an event media; a catalogue media the event does not use is 404", async () => {
    const { body } = await t.api<MediaPreviewDTO>(api(API_PATHS.mediaPreview(PLAYER.id, "trailer-2")), bearer(viewer.accessToken));
    expect(body.data).toMatchObject({ responseCode: "200" });
    expect(body.data.mediaUrl).toMatch(vodUrl("trailer-2"));
    expect((await t.api(api(API_PATHS.mediaPreview(PLAYER.id, "ad")), bearer(viewer.accessToken))).body.data).toMatchObject({
      responseCode: "200",
    });
    expect((await t.api(api(API_PATHS.mediaPreview(PLAYER.id, "trailer-3")), bearer(viewer.accessToken))).status).toBe(404);
    expect((await t.api(api(API_PATHS.mediaPreview(PLAYER.id, "trailer-2")))).status).toBe(401);
  });
});

describe("an anonymous trial that is used up", () => {
  it("gets no recorded media either (100107)", async () => {
    const trial = { id: "event-10002", room: "21001" };
    const auth = await t.api<AuthResultDTO>("/api/sso/events/access/auth", postJson({ virtualEventId: trial.id, accessType: 2 }));
    const headers = { authorization: `Bearer ${auth.body.data.accessToken}` };
    for (let i = 0; i < 6; i++) {
      t.advance(10_000);
      await t.api(
        `/api/events/${trial.id}/rooms/duration-dots`,
        postJson({ roomId: trial.room, pageSession: "p-1", seconds: 10 }, headers),
      );
    }
    expect((await t.api(api(API_PATHS.watchMedias(trial.id, trial.room)), { headers })).body.code).toBe("100107");
    expect((await t.api(`${api(API_PATHS.boardPlayAddr(trial.id))}?roomId=${trial.room}&protocol=HLS`, { headers })).body.code).toBe(
      "100107",
    );
  });
});
