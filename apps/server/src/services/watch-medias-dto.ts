import {
  MEDIA_TYPE,
  type AdDetailDTO,
  type MediaItemDTO,
  type VideoConfigDTO,
  type WatchMediasDTO,
  type WatermarkDTO,
} from "@livehall/wire";
import type { PlayUrls } from "../media/play-urls";
import { optionalLanguages } from "./event-dto";
import { isStringMap, readJson, type EventRow, type RoomRow } from "./event-store";
import { roomLanguages } from "./room-dto";
import { formatServerTime } from "./server-time";
import type { VodCatalog } from "../media/vod-catalog";

/** What signing a recorded media's address needs: the signer, the VOD catalogue and the request's origin. */
export interface VodAddressing {
  readonly urls: PlayUrls;
  readonly vod: VodCatalog;
  /** requestOrigin(request).http. */
  readonly origin: string;
}

/** The signed address of a recorded media, or "" when the VOD catalogue does not have it. */
export function vodUrl(addressing: VodAddressing, mediaId: string): string {
  return mediaId !== "" && addressing.vod.get(mediaId) ? addressing.urls.vod(addressing.origin, mediaId) : "";
}

/** §3 Media item of a recorded media (trailer, menu video). */
function toMediaItem(addressing: VodAddressing, mediaId: string): MediaItemDTO {
  const media = addressing.vod.get(mediaId);
  return {
    mediaId,
    mediaType: media?.mediaType ?? MEDIA_TYPE.video,
    mediaName: media?.name ?? mediaId,
    // The catalogue has no cover pictures: the player shows its background.
    mediaCoverUrl: "",
    mediaUrl: vodUrl(addressing, mediaId),
  };
}

/** §3 Video config stored on the room (0005_player). */
const toVideoConfig = (room: RoomRow): VideoConfigDTO => ({
  adShowFlag: room.ad_show_flag,
  adMediaId: room.ad_media_id,
  videoShowFlag: room.video_show_flag,
  doublePlaybackFlag: room.double_playback_flag,
  dragPlaybackFlag: room.drag_playback_flag,
  videoLoopPlaybackFlag: room.loop_playback_flag,
});

function toAdDetail(event: EventRow, room: RoomRow, addressing: VodAddressing): AdDetailDTO {
  const ad = room.ad_media_id === "" ? undefined : addressing.vod.get(room.ad_media_id);
  const backgrounds = readJson<Record<string, string>>(room.player_backgrounds, {}, isStringMap);
  const languages = [...new Set([...optionalLanguages(event), ...Object.keys(backgrounds)])].filter(
    (language) => backgrounds[language] !== undefined,
  );
  return {
    adShowFlag: room.ad_show_flag,
    adMediaId: room.ad_media_id,
    adMediaCoverUrl: "",
    adMediaUrl: vodUrl(addressing, room.ad_media_id),
    adMediaName: ad?.name ?? room.ad_media_id,
    adMediaType: ad?.mediaType ?? MEDIA_TYPE.video,
    playerBackgroundUrlLanguages: languages.map((languageType) => ({ languageType, playerBackgroundUrl: backgrounds[languageType] ?? "" })),
    roomInfoLanguages: roomLanguages(event, room),
  };
}

type StoredWatermark = Omit<WatermarkDTO, "currentTime" | "publicIP">;

const NO_WATERMARK: StoredWatermark = {
  watermarkShowFlag: 0,
  watermarkType: "text",
  watermarkWordType: 3,
  watermarkWord: "",
  watermarkPositionType: "side",
  watermarkPosition: 0,
  watermarkImgUrl: "",
  watermarkPresetWord: [],
};

const isStoredWatermark = (value: unknown): value is StoredWatermark =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Record<string, unknown>)["watermarkShowFlag"] === "number" &&
  typeof (value as Record<string, unknown>)["watermarkType"] === "string" &&
  Array.isArray((value as Record<string, unknown>)["watermarkPresetWord"]);

/** The room's watermark (switched off when none is stored) with the server time (UTC+8) and the viewer's address. */
function toWatermark(room: RoomRow, now: number, publicIP: string): WatermarkDTO {
  const stored = room.watermark === "" ? NO_WATERMARK : readJson(room.watermark, NO_WATERMARK, isStoredWatermark);
  return { ...NO_WATERMARK, ...stored, currentTime: formatServerTime(now), publicIP };
}

/** GET …/watch-medias data: video config, ad detail, watermark and the trailers in play order. */
export function toWatchMedias(
  event: EventRow,
  room: RoomRow,
  trailers: readonly string[],
  addressing: VodAddressing,
  viewer: { readonly now: number; readonly ip: string },
): WatchMediasDTO {
  return {
    videoConfig: toVideoConfig(room),
    adDetail: toAdDetail(event, room, addressing),
    watermark: toWatermark(room, viewer.now, viewer.ip),
    list: trailers.map((mediaId) => toMediaItem(addressing, mediaId)),
  };
}
