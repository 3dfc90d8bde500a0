import type { MediaApi, RoomMedia } from "../play-flow/ports";
import { ScriptedPort, type PortScript } from "./scripted-port";

/** Watch medias of a room without ad, trailers or watermark (everything off). */
function plainRoomMedia(): RoomMedia {
  return {
    videoConfig: { adEnabled: false, trailersEnabled: false, speedMenu: false, seekable: false, loopPlayback: false },
    ad: { enabled: false, mediaId: "", name: "", coverUrl: "", url: "", mediaType: "video", playerBackgrounds: {} },
    watermark: { watermarkShowFlag: 0 },
    trailers: [],
  };
}

/** Fixtures of the media calls, for tests and stories. */
export const mediaFixtures = {
  plainRoomMedia,
  /** An ad (on), two trailers and a background per language. */
  roomMedia: (): RoomMedia => ({
    videoConfig: { adEnabled: true, trailersEnabled: true, speedMenu: true, seekable: true, loopPlayback: false },
    ad: {
      enabled: true,
      mediaId: "m-ad",
      name: "Welcome ad",
      coverUrl: "",
      url: "http://127.0.0.1/media/vod/m-ad.mp4?sign=a",
      mediaType: "video",
      playerBackgrounds: { "zh-Hans": "http://127.0.0.1/bg-zh.png", en: "http://127.0.0.1/bg-en.png" },
    },
    watermark: { watermarkShowFlag: 1, watermarkType: "text" },
    trailers: [
      { mediaId: "m-t1", mediaType: "video", name: "Trailer one", coverUrl: "", url: "http://127.0.0.1/media/vod/m-t1.mp4?sign=1" },
      { mediaId: "m-t2", mediaType: "video", name: "Trailer two", coverUrl: "", url: "http://127.0.0.1/media/vod/m-t2.mp4?sign=2" },
    ],
  }),
};

/** A MediaApi answering a room without ad or trailers, the board not pushing, unless told otherwise. */
export class ScriptedMediaApi extends ScriptedPort<MediaApi> implements MediaApi {
  constructor(overrides: Partial<PortScript<MediaApi>> = {}) {
    super(
      {
        getWatchMedias: plainRoomMedia(),
        getBoardPlayAddress: { url: null, pushStatus: 0 },
        getMediaPreview: { url: "http://127.0.0.1/media/vod/m-menu.mp4?sign=m", responseCode: "200" },
      },
      overrides,
    );
  }
  getWatchMedias(eventId: string, roomId: string) {
    return this.answer("getWatchMedias", [eventId, roomId]);
  }
  getBoardPlayAddress(eventId: string, roomId: string, protocol: "UDP" | "HLS") {
    return this.answer("getBoardPlayAddress", [eventId, roomId, protocol]);
  }
  getMediaPreview(eventId: string, roomId: string, mediaId: string, sourceType: number) {
    return this.answer("getMediaPreview", [eventId, roomId, mediaId, sourceType]);
  }
}
