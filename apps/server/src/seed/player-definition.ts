import { WATERMARK_POSITION_TYPE, WATERMARK_TYPE } from "@livehall/domain";
import { DefinitionError, type DefinitionReader } from "./definition-reader";
import { LANGUAGES } from "./languages";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ID_HINT = "1 to 64 letters, digits, '_' or '-'";
const FLAG = [0, 1];

/** §3 Video config of a room as an events file writes it (`video`), every flag 0 or 1 (default 0). */
export interface VideoDefinition {
  readonly adShowFlag: number;
  /** A VOD media id ("" for none; required when adShowFlag is 1). */
  readonly adMediaId: string;
  readonly videoShowFlag: number;
  readonly doublePlaybackFlag: number;
  readonly dragPlaybackFlag: number;
  readonly videoLoopPlaybackFlag: number;
}

/** A room's watermark: the stored WatermarkDTO fields (currentTime and publicIP are filled per request). */
export interface WatermarkDefinition {
  readonly watermarkShowFlag: number;
  readonly watermarkType: "text" | "image";
  readonly watermarkWordType: number;
  readonly watermarkWord: string;
  readonly watermarkPositionType: "side" | "oblique" | "random";
  readonly watermarkPosition: number;
  readonly watermarkImgUrl: string;
  readonly watermarkPresetWord: readonly number[];
}

/** The room's board stream (`board`): §3 board status 0 not started, 1 pending, 2 push started. */
export interface BoardDefinition {
  readonly streamId: string;
  readonly media: string;
  readonly pushStatus: number;
}

/** What a room adds for the player (issue 5); every field optional in the file. */
export interface RoomPlayerDefinition {
  readonly video: VideoDefinition;
  /** Trailer media ids in play order. */
  readonly trailers: readonly string[];
  /** Menu video media ids in order. */
  readonly menuVideos: readonly string[];
  /** null: no watermark. */
  readonly watermark: WatermarkDefinition | null;
  /** Language type → player background url. */
  readonly playerBackgrounds: Readonly<Record<string, string>>;
  readonly stockEmpty: boolean;
  readonly board: BoardDefinition | null;
}

function parseVideo(room: DefinitionReader): VideoDefinition {
  if (!room.has("video")) {
    return { adShowFlag: 0, adMediaId: "", videoShowFlag: 0, doublePlaybackFlag: 0, dragPlaybackFlag: 0, videoLoopPlaybackFlag: 0 };
  }
  const video = room.object("video");
  const adShowFlag = video.optionalInteger("adShowFlag", FLAG, 0);
  const adMediaId = video.optionalString("adMediaId", "", { pattern: /^([A-Za-z0-9_-]{1,64})?$/, hint: `a media id (${ID_HINT})` });
  if (adShowFlag === 1 && adMediaId === "") throw new DefinitionError(video.fieldPath("adMediaId"), "is required when adShowFlag is 1");
  return {
    adShowFlag,
    adMediaId,
    videoShowFlag: video.optionalInteger("videoShowFlag", FLAG, 0),
    doublePlaybackFlag: video.optionalInteger("doublePlaybackFlag", FLAG, 0),
    dragPlaybackFlag: video.optionalInteger("dragPlaybackFlag", FLAG, 0),
    videoLoopPlaybackFlag: video.optionalInteger("videoLoopPlaybackFlag", FLAG, 0),
  };
}

function mediaIds(room: DefinitionReader, key: string): string[] {
  const ids = room.list(key, { optional: true }).map((item, index) => {
    if (typeof item !== "string" || !ID.test(item))
      throw new DefinitionError(`${room.fieldPath(key)}[${index}]`, `must be a media id (${ID_HINT})`);
    return item;
  });
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw new DefinitionError(room.fieldPath(key), `${twice} appears twice`);
  return ids;
}

function oneOf<T extends string>(reader: DefinitionReader, key: string, allowed: readonly T[], fallback: T): T {
  const value = reader.optionalString(key, fallback);
  if (!(allowed as readonly string[]).includes(value))
    throw new DefinitionError(reader.fieldPath(key), `must be one of ${allowed.join(", ")}`);
  return value as T;
}

function parseWatermark(room: DefinitionReader): WatermarkDefinition | null {
  if (!room.has("watermark")) return null;
  const w = room.object("watermark");
  const watermarkType = oneOf(w, "watermarkType", Object.values(WATERMARK_TYPE), WATERMARK_TYPE.TEXT);
  const watermarkWordType = w.optionalInteger("watermarkWordType", [0, 1, 2, 3], 3);
  const watermarkWord = w.optionalString("watermarkWord", "");
  const watermarkImgUrl = w.optionalString("watermarkImgUrl", "");
  const watermarkPresetWord = w.integers("watermarkPresetWord", [0, 1, 2, 3], []);
  if (watermarkType === "image" && !/^(https?:\/\/|\/)\S+$/.test(watermarkImgUrl)) {
    throw new DefinitionError(w.fieldPath("watermarkImgUrl"), "must be an http(s) or site-relative url for an image watermark");
  }
  if (watermarkType === "text" && watermarkWordType === 2 && watermarkWord.trim() === "") {
    throw new DefinitionError(w.fieldPath("watermarkWord"), "must not be empty for a custom text watermark (watermarkWordType 2)");
  }
  if (watermarkType === "text" && watermarkWordType === 3 && watermarkPresetWord.length === 0) {
    throw new DefinitionError(w.fieldPath("watermarkPresetWord"), "must name at least one preset word (0–3) for watermarkWordType 3");
  }
  if (watermarkWord.length > 100) throw new DefinitionError(w.fieldPath("watermarkWord"), "must be at most 100 characters");
  return {
    watermarkShowFlag: w.optionalInteger("watermarkShowFlag", FLAG, 1),
    watermarkType,
    watermarkWordType,
    watermarkWord,
    watermarkPositionType: oneOf(w, "watermarkPositionType", Object.values(WATERMARK_POSITION_TYPE), WATERMARK_POSITION_TYPE.SIDE),
    watermarkPosition: w.optionalInteger("watermarkPosition", [0, 1, 2, 3], 0),
    watermarkImgUrl,
    watermarkPresetWord,
  };
}

function parseBackgrounds(room: DefinitionReader): Record<string, string> {
  if (!room.has("playerBackgrounds")) return {};
  const reader = room.object("playerBackgrounds");
  const backgrounds: Record<string, string> = {};
  for (const language of reader.keys()) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      throw new DefinitionError(reader.fieldPath(language), `is not a language (${LANGUAGES.join(", ")})`);
    }
    const url = reader.string(language);
    if (!/^(https?:\/\/|\/)\S+$/.test(url))
      throw new DefinitionError(reader.fieldPath(language), "must be an http(s) or site-relative url");
    backgrounds[language] = url;
  }
  return backgrounds;
}

/** The default id of a room's board stream (and its screen id): the room id, cut to fit, with `-board`. */
export const boardStreamId = (roomId: string): string => `${roomId.slice(0, 58)}-board`;

function parseBoard(room: DefinitionReader, roomId: string): BoardDefinition | null {
  if (!room.has("board")) return null;
  const board = room.object("board");
  return {
    streamId: board.optionalString("streamId", boardStreamId(roomId), { pattern: ID, hint: ID_HINT }),
    media: board.string("media", { pattern: ID, hint: `the name of a folder under apps/server/media (${ID_HINT})` }),
    pushStatus: board.optionalInteger("pushStatus", [0, 1, 2], 0),
  };
}

/**
 * A room's optional player fields: `video` (§3 Video config flags and adMediaId), `trailers` and
 * `menuVideos` (VOD media ids), `watermark` (WatermarkDTO fields, checked), `playerBackgrounds`
 * (language → url), `stockEmpty` (true: play calls answer 150023), `board` ({media, pushStatus
 * 0|1|2, streamId?}). Whether media ids exist in the VOD catalogue is checked by
 * {@link checkMediaIds}.
 */
export function parseRoomPlayer(room: DefinitionReader, roomId: string): RoomPlayerDefinition {
  return {
    video: parseVideo(room),
    trailers: mediaIds(room, "trailers"),
    menuVideos: mediaIds(room, "menuVideos"),
    watermark: parseWatermark(room),
    playerBackgrounds: parseBackgrounds(room),
    stockEmpty: room.boolean("stockEmpty", false),
    board: parseBoard(room, roomId),
  };
}

/** Throws naming the field when a room names a media id the VOD catalogue does not have. */
export function checkMediaIds(rooms: readonly { readonly player: RoomPlayerDefinition }[], known: ReadonlySet<string>): void {
  rooms.forEach(({ player }, index) => {
    const named: [string, string][] = [
      ...(player.video.adMediaId === "" ? [] : [["video.adMediaId", player.video.adMediaId] as [string, string]]),
      ...player.trailers.map((id, n): [string, string] => [`trailers[${n}]`, id]),
      ...player.menuVideos.map((id, n): [string, string] => [`menuVideos[${n}]`, id]),
    ];
    for (const [field, id] of named) {
      if (!known.has(id)) throw new DefinitionError(`rooms[${index}].${field}`, `names media ${id}, which is not in media/vod/vod.json`);
    }
  });
}
