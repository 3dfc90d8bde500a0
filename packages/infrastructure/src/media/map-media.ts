import type { AdDetail, MediaItem, RoomMedia, VideoConfig } from "@livehall/application";
import { ApiFailure, type WatermarkSettings } from "@livehall/domain";
import {
  MEDIA_TYPE,
  type AdDetailDTO,
  type BoardPlayAddrDTO,
  type MediaItemDTO,
  type MediaPreviewDTO,
  type VideoConfigDTO,
  type WatchMediasDTO,
  type WatermarkDTO,
} from "@livehall/wire";
import { flagOn, list, loose, num, text } from "../api/loose";

/** The §7 body code of an answer without a special case. */
const OK_CODE = "200";

/**
 * A media address made absolute against the API base (a server may answer paths); "" (no
 * address) stays "", as does an address that cannot be read as a URL.
 */
function absoluteMediaUrl(value: unknown, baseUrl: string): string {
  const url = text(value).trim();
  if (url === "") return "";
  try {
    return new URL(url, baseUrl).href;
  } catch {
    return "";
  }
}

function mediaTypeOf(value: unknown): "video" | "audio" {
  return num(value) === MEDIA_TYPE.audio ? "audio" : "video";
}

function objectOrFailure(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ApiFailure("network", "", 200, `the answer carries no ${what}`);
  return value as Record<string, unknown>;
}

function mapVideoConfig(value: unknown): VideoConfig {
  const dto = loose<VideoConfigDTO>(objectOrFailure(value, "video config"));
  return {
    adEnabled: flagOn(dto.adShowFlag),
    trailersEnabled: flagOn(dto.videoShowFlag),
    speedMenu: flagOn(dto.doublePlaybackFlag),
    seekable: flagOn(dto.dragPlaybackFlag),
    loopPlayback: flagOn(dto.videoLoopPlaybackFlag),
  };
}

function mapAdDetail(value: unknown, baseUrl: string): AdDetail {
  const dto = loose<AdDetailDTO>(value);
  const playerBackgrounds: Record<string, string> = {};
  for (const entry of list(dto.playerBackgroundUrlLanguages)) {
    const language = loose<AdDetailDTO["playerBackgroundUrlLanguages"][number]>(entry);
    const languageType = text(language.languageType);
    if (languageType !== "") playerBackgrounds[languageType] = text(language.playerBackgroundUrl);
  }
  return {
    enabled: flagOn(dto.adShowFlag),
    mediaId: text(dto.adMediaId),
    name: text(dto.adMediaName),
    coverUrl: text(dto.adMediaCoverUrl),
    url: absoluteMediaUrl(dto.adMediaUrl, baseUrl),
    mediaType: mediaTypeOf(dto.adMediaType),
    playerBackgrounds,
  };
}

/** The watermark record as the domain reads it; fields of the wrong type are left out (the domain's defaults). */
export function mapWatermark(value: unknown): WatermarkSettings {
  const dto = loose<WatermarkDTO>(value);
  const stringOf = (field: unknown) => (typeof field === "string" ? field : undefined);
  const numberOf = (field: unknown) => (typeof field === "number" && Number.isFinite(field) ? field : undefined);
  const preset = dto.watermarkPresetWord;
  const presetWords =
    typeof preset === "string" || preset === undefined || preset === null
      ? (preset ?? undefined)
      : list(preset).filter(
          (word): word is number | string => typeof word === "string" || (typeof word === "number" && Number.isFinite(word)),
        );
  const settings: Record<string, unknown> = {
    watermarkShowFlag: dto.watermarkShowFlag,
    watermarkType: stringOf(dto.watermarkType),
    watermarkWordType: numberOf(dto.watermarkWordType),
    watermarkWord: stringOf(dto.watermarkWord),
    watermarkPositionType: stringOf(dto.watermarkPositionType),
    watermarkPosition: numberOf(dto.watermarkPosition),
    watermarkImgUrl: stringOf(dto.watermarkImgUrl),
    watermarkPresetWord: presetWords,
    currentTime: dto.currentTime,
    publicIP: stringOf(dto.publicIP),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, field]) => field !== undefined));
}

function mapMediaItem(value: unknown, baseUrl: string): MediaItem | null {
  const dto = loose<MediaItemDTO>(value);
  const mediaId = text(dto.mediaId);
  if (mediaId === "") return null;
  return {
    mediaId,
    mediaType: mediaTypeOf(dto.mediaType),
    name: text(dto.mediaName),
    coverUrl: text(dto.mediaCoverUrl),
    url: absoluteMediaUrl(dto.mediaUrl, baseUrl),
  };
}

/**
 * GET watch-medias (WatchMediasDTO) → RoomMedia: flags to booleans, media type 1/2 to
 * video/audio, backgrounds keyed by language, addresses absolute ("" kept). An answer without
 * a video config is a network-kind ApiFailure; a missing ad or watermark reads as off, list
 * entries without a media id are left out.
 */
export function mapWatchMedias(data: unknown, baseUrl: string): RoomMedia {
  const dto = loose<WatchMediasDTO>(objectOrFailure(data, "watch medias"));
  return {
    videoConfig: mapVideoConfig(dto.videoConfig),
    ad: mapAdDetail(dto.adDetail, baseUrl),
    watermark: mapWatermark(dto.watermark),
    trailers: list(dto.list)
      .map((item) => mapMediaItem(item, baseUrl))
      .filter((item) => item !== null),
  };
}

/** GET board-play-addr → the board address (null while not pushing, i.e. "") and its push status. */
export function mapBoardPlayAddr(data: unknown, baseUrl: string): { readonly url: string | null; readonly pushStatus: number } {
  const dto = loose<BoardPlayAddrDTO>(objectOrFailure(data, "board address"));
  const url = absoluteMediaUrl(dto.boardsPlayUrl, baseUrl);
  return { url: url === "" ? null : url, pushStatus: num(dto.pushStatus) };
}

/** GET watch-preview → the media address (null when "") and the response code ("200" when missing). */
export function mapMediaPreview(data: unknown, baseUrl: string): { readonly url: string | null; readonly responseCode: string } {
  const dto = loose<MediaPreviewDTO>(objectOrFailure(data, "media address"));
  const url = absoluteMediaUrl(dto.mediaUrl, baseUrl);
  return { url: url === "" ? null : url, responseCode: text(dto.responseCode, OK_CODE) || OK_CODE };
}
