import { describe, expect, it } from "vitest";
import type { RoomMedia } from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import type { WatchMediasDTO } from "@livehall/wire";
import { fakeApi, TEST_API_BASE } from "../testing/api-setup";
import { FetchMediaApi } from "./fetch-media-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchMediaApi(http) };
}

const watchMedias: WatchMediasDTO = {
  videoConfig: { adShowFlag: 1, adMediaId: "m-ad", videoShowFlag: 1, doublePlaybackFlag: 0, dragPlaybackFlag: 1, videoLoopPlaybackFlag: 0 },
  adDetail: {
    adShowFlag: 1,
    adMediaId: "m-ad",
    adMediaCoverUrl: "https://cdn.test/ad.jpg",
    adMediaUrl: "https://h.test/media/vod/m-ad.mp4?expires=1&sign=s",
    adMediaName: "Sponsor",
    adMediaType: 1,
    playerBackgroundUrlLanguages: [
      { languageType: "en", playerBackgroundUrl: "https://cdn.test/bg-en.jpg" },
      { languageType: "zh-Hans", playerBackgroundUrl: "" },
    ],
    roomInfoLanguages: [{ languageType: "en", roomName: "Main" }],
  },
  watermark: {
    watermarkShowFlag: 1,
    watermarkType: "text",
    watermarkWordType: 3,
    watermarkWord: "",
    watermarkPositionType: "oblique",
    watermarkPosition: 0,
    watermarkImgUrl: "",
    watermarkPresetWord: [0, 3],
    currentTime: "2026-11-23 22:00:00",
    publicIP: "203.0.113.9",
  },
  list: [
    { mediaId: "m-1", mediaType: 1, mediaName: "Trailer 1", mediaCoverUrl: "", mediaUrl: "/media/vod/m-1.mp4?expires=1&sign=s" },
    { mediaId: "m-2", mediaType: 2, mediaName: "Podcast", mediaCoverUrl: "https://cdn.test/p.jpg", mediaUrl: "" },
  ],
};

const expected: RoomMedia = {
  videoConfig: { adEnabled: true, trailersEnabled: true, speedMenu: false, seekable: true, loopPlayback: false },
  ad: {
    enabled: true,
    mediaId: "m-ad",
    name: "Sponsor",
    coverUrl: "https://cdn.test/ad.jpg",
    url: "https://h.test/media/vod/m-ad.mp4?expires=1&sign=s",
    mediaType: "video",
    playerBackgrounds: { en: "https://cdn.test/bg-en.jpg", "zh-Hans": "" },
  },
  watermark: {
    watermarkShowFlag: 1,
    watermarkType: "text",
    watermarkWordType: 3,
    watermarkWord: "",
    watermarkPositionType: "oblique",
    watermarkPosition: 0,
    watermarkImgUrl: "",
    watermarkPresetWord: [0, 3],
    currentTime: "2026-11-23 22:00:00",
    publicIP: "203.0.113.9",
  },
  trailers: [
    { mediaId: "m-1", mediaType: "video", name: "Trailer 1", coverUrl: "", url: "https://h.test/media/vod/m-1.mp4?expires=1&sign=s" },
    { mediaId: "m-2", mediaType: "audio", name: "Podcast", coverUrl: "https://cdn.test/p.jpg", url: "" },
  ],
};

describe("FetchMediaApi.getWatchMedias", () => {
  it("GETs the room's watch-medias and reads flags, types, backgrounds, watermark and trailers (paths made absolute, blanks kept)", async () => {
    const { fake, api } = setup();
    fake.ok(watchMedias);
    expect(await api.getWatchMedias("e 1", "r-1")).toEqual(expected);
    expect(fake.lastRequest?.init.method).toBe("GET");
    expect(fake.lastRequest?.url).toBe(`${TEST_API_BASE}/events/e%201/rooms/r-1/watch-medias`);
  });

  it.each<[string, unknown, Partial<RoomMedia>]>([
    [
      "flags as text or true are not 1",
      { videoConfig: { adShowFlag: "1", videoShowFlag: true, doublePlaybackFlag: 2, dragPlaybackFlag: null, videoLoopPlaybackFlag: 1 } },
      { videoConfig: { adEnabled: true, trailersEnabled: false, speedMenu: false, seekable: false, loopPlayback: true } },
    ],
    [
      "a list that is not one, entries without id or of the wrong shape",
      { videoConfig: {}, list: [null, 5, { mediaName: "no id" }, { mediaId: 7, mediaType: "2", mediaUrl: 42 }] },
      { trailers: [{ mediaId: "7", mediaType: "audio", name: "", coverUrl: "", url: "https://h.test/42" }] },
    ],
    [
      "backgrounds without language, watermark fields of the wrong type",
      {
        videoConfig: {},
        adDetail: { playerBackgroundUrlLanguages: [{ playerBackgroundUrl: "x" }, "en", { languageType: "ar", playerBackgroundUrl: null }] },
        watermark: { watermarkShowFlag: "1", watermarkType: 5, watermarkPosition: "2", watermarkPresetWord: "0,3", publicIP: null },
      },
      {
        ad: { enabled: false, mediaId: "", name: "", coverUrl: "", url: "", mediaType: "video", playerBackgrounds: { ar: "" } },
        watermark: { watermarkShowFlag: "1", watermarkPresetWord: "0,3" },
      },
    ],
  ])("reads a loose answer: %s", async (_case, data, part) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getWatchMedias("e-1", "r-1")).toMatchObject(part);
  });

  it("reads a room without ad and watermark as both off", async () => {
    const { fake, api } = setup();
    fake.ok({ videoConfig: watchMedias.videoConfig });
    const media = await api.getWatchMedias("e-1", "r-1");
    expect(media.watermark).toEqual({});
    expect(media.ad).toEqual({ enabled: false, mediaId: "", name: "", coverUrl: "", url: "", mediaType: "video", playerBackgrounds: {} });
    expect(media.trailers).toEqual([]);
  });

  it.each<[string, unknown]>([
    ["no data", null],
    ["a list instead of an object", [watchMedias]],
    ["no video config", { adDetail: watchMedias.adDetail, list: [] }],
    ["a video config that is text", { videoConfig: "on" }],
  ])("rejects an unreadable answer (%s) with a network-kind ApiFailure", async (_case, data) => {
    const { fake, api } = setup();
    fake.ok(data);
    await expect(api.getWatchMedias("e-1", "r-1")).rejects.toMatchObject({ name: "ApiFailure", kind: "network" });
  });

  it.each([
    ["a used-up trial", "100107"],
    ["an empty stock", "150023"],
  ])("rejects %s with its body code", async (_case, code) => {
    const { fake, api } = setup();
    fake.json({ code, msg: "", data: null });
    const failure = await api.getWatchMedias("e-1", "r-1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ kind: "body", code });
  });
});

describe("FetchMediaApi.getBoardPlayAddress", () => {
  it.each<[string, unknown, { url: string | null; pushStatus: number }]>([
    [
      "pushing",
      { boardsPlayUrl: "https://h.test/media/live/b-1/720p/index.m3u8?expires=1&sign=s", pushStatus: 2 },
      { url: "https://h.test/media/live/b-1/720p/index.m3u8?expires=1&sign=s", pushStatus: 2 },
    ],
    ['not pushing ("")', { boardsPlayUrl: "", pushStatus: 0 }, { url: null, pushStatus: 0 }],
    [
      "a path",
      { boardsPlayUrl: "/media/flv/b-1/720p.flv", pushStatus: "2" },
      { url: "https://h.test/media/flv/b-1/720p.flv", pushStatus: 2 },
    ],
    ["fields missing", {}, { url: null, pushStatus: 0 }],
  ])("GETs with roomId and protocol and reads %s", async (_case, data, result) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getBoardPlayAddress("e-1", "r-3", "UDP")).toEqual(result);
    expect(fake.lastRequest?.url).toBe(`${TEST_API_BASE}/events/e-1/boards/board-play-addr?roomId=r-3&protocol=UDP`);
  });

  it("rejects an answer without data", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await expect(api.getBoardPlayAddress("e-1", "r-3", "HLS")).rejects.toBeInstanceOf(ApiFailure);
  });
});

describe("FetchMediaApi.getMediaPreview", () => {
  it.each<[string, unknown, { url: string | null; responseCode: string }]>([
    [
      "an address",
      { mediaUrl: "https://h.test/media/vod/m-9.mp4?sign=s", responseCode: "200" },
      { url: "https://h.test/media/vod/m-9.mp4?sign=s", responseCode: "200" },
    ],
    ["an empty stock", { mediaUrl: "", responseCode: "150023" }, { url: null, responseCode: "150023" }],
    ["no response code", { mediaUrl: "/media/vod/m-9.mp4" }, { url: "https://h.test/media/vod/m-9.mp4", responseCode: "200" }],
    ["a numeric code", { mediaUrl: "", responseCode: 150023 }, { url: null, responseCode: "150023" }],
  ])("GETs the room media's preview with sourceType and reads %s", async (_case, data, result) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getMediaPreview("e-1", "r-1", "m 9", 2)).toEqual(result);
    expect(fake.lastRequest?.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/medias/m%209/watch-preview?sourceType=2`);
  });

  it("resolves an empty stock answered as the body code instead of rejecting", async () => {
    const { fake, api } = setup();
    fake.json({ code: "150023", msg: "", data: null });
    expect(await api.getMediaPreview("e-1", "r-1", "m-9", 1)).toEqual({ url: null, responseCode: "150023" });
  });

  it("still rejects another body code", async () => {
    const { fake, api } = setup();
    fake.json({ code: "100107", msg: "", data: null });
    await expect(api.getMediaPreview("e-1", "r-1", "m-9", 1)).rejects.toMatchObject({ kind: "body", code: "100107" });
  });

  it("rejects an answer without data", async () => {
    const { fake, api } = setup();
    fake.ok("nope");
    await expect(api.getMediaPreview("e-1", "r-1", "m-9", 1)).rejects.toMatchObject({ kind: "network" });
  });
});
