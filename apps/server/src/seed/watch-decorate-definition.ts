import type { BackgroundUrlLanguageDTO, RoomAdPicDTO, RoomAdPicLanguageDTO } from "@livehall/wire";
import { DefinitionError, type DefinitionReader } from "./definition-reader";
import { LANGUAGES } from "./languages";

/**
 * The organiser's look of a room (§3 watch decorate, decision 0034) as the event file sets it, in
 * the wire's names. The event's languages (watchOptionalLanguage, languageSort,
 * followSystemLanguageFlag) and its logo come from the event itself when the room is served.
 */
export interface WatchDecorateDefinition {
  readonly topicType: number;
  readonly moduleDiaphaneity: number;
  readonly topbarFlag: number;
  /** "" = the event's logo. */
  readonly topbarLogo: string;
  readonly backTopFlag: number;
  readonly userIconFlag: number;
  readonly backgroundType: number;
  readonly backgroundColor: string;
  readonly backgroundUrlDisplayMode: number;
  readonly transitionFlag: number;
  readonly backgroundUrlLanguages: readonly BackgroundUrlLanguageDTO[];
  readonly iphoneIconFlag: number;
  readonly liveCountDownRemain: number;
  readonly location: number;
  readonly autoZoomFlag: number;
  readonly roomAdPics: readonly RoomAdPicDTO[];
}

/** §3 defaults: deep theme, opacity 60, top bar, back-to-top and user icons on, no background, no ads. */
export const DEFAULT_WATCH_DECORATE: WatchDecorateDefinition = {
  topicType: 1,
  moduleDiaphaneity: 60,
  topbarFlag: 1,
  topbarLogo: "",
  backTopFlag: 1,
  userIconFlag: 1,
  backgroundType: 1,
  backgroundColor: "",
  backgroundUrlDisplayMode: 1,
  transitionFlag: 0,
  backgroundUrlLanguages: [],
  iphoneIconFlag: 0,
  liveCountDownRemain: 0,
  location: 2,
  autoZoomFlag: 0,
  roomAdPics: [],
};

const LANGUAGE = new RegExp(`^(?:${LANGUAGES.join("|")})$`);
const LANGUAGE_HINT = `one of ${LANGUAGES.join(", ")}`;
const COLOR = /^(?:#[0-9A-Fa-f]{6})?$/;
/** A same-site path or an https address: what the page's CSP (img-src 'self' https: data:) shows. */
const PICTURE = /^(?:\/(?!\/)\S{0,500}|https:\/\/\S{1,500})$/;
const PICTURE_HINT = "a path on this server (/…) or an https:// address";
const LINK = /^(?:|https?:\/\/\S{1,1000})$/;
const AD_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A day: the longest an ad's duration or a countdown may say. */
const DAY_SECONDS = 24 * 60 * 60;
const MAX_AD_PICS = 20;

function uniqueLanguages(reader: DefinitionReader, key: string, languages: readonly string[]): void {
  const twice = languages.find((language, index) => languages.indexOf(language) !== index);
  if (twice !== undefined) throw new DefinitionError(reader.fieldPath(key), `${twice} appears twice`);
}

function parseBackgrounds(reader: DefinitionReader, fallback: readonly BackgroundUrlLanguageDTO[]): readonly BackgroundUrlLanguageDTO[] {
  if (!reader.has("backgroundUrlLanguages")) return fallback;
  const list = reader.objects("backgroundUrlLanguages").map((item) => ({
    languageType: item.string("languageType", { pattern: LANGUAGE, hint: LANGUAGE_HINT }),
    backgroundUrl: item.string("backgroundUrl", { pattern: PICTURE, hint: PICTURE_HINT }),
  }));
  uniqueLanguages(
    reader,
    "backgroundUrlLanguages",
    list.map((item) => item.languageType),
  );
  return list;
}

function parseAdLanguage(reader: DefinitionReader): RoomAdPicLanguageDTO {
  return {
    languageType: reader.string("languageType", { pattern: LANGUAGE, hint: LANGUAGE_HINT }),
    adPicUrl: reader.string("adPicUrl", { pattern: PICTURE, hint: PICTURE_HINT }),
    adJumpUrl: reader.optionalString("adJumpUrl", "", { pattern: LINK, hint: "empty or an http(s):// address" }),
  };
}

function parseAdPic(reader: DefinitionReader): RoomAdPicDTO {
  const deviceType = reader.integer("deviceType", [1, 2]);
  // PC pictures are placed by adType 1–3, phone pictures by MOBILE_PLAY (4) and adLocationType.
  const adType = reader.integer("adType", deviceType === 1 ? [1, 2, 3] : [4]);
  const languages = reader.objects("languages", { nonEmpty: true }).map(parseAdLanguage);
  uniqueLanguages(
    reader,
    "languages",
    languages.map((item) => item.languageType),
  );
  return {
    roomAdPicId: reader.string("roomAdPicId", { pattern: AD_ID, hint: "1 to 64 letters, digits, '_' or '-'" }),
    deviceType,
    adType,
    adShowFlag: reader.optionalInteger("adShowFlag", [0, 1], 1),
    adEnableCloseFlag: reader.optionalInteger("adEnableCloseFlag", [0, 1], 1),
    adShowDuration: reader.count("adShowDuration", 0, DAY_SECONDS),
    adLocationType: reader.optionalInteger("adLocationType", [1, 2], adType === 1 || adType === 3 ? 1 : 2),
    languages,
  };
}

function parseAdPics(reader: DefinitionReader, fallback: readonly RoomAdPicDTO[]): readonly RoomAdPicDTO[] {
  if (!reader.has("roomAdPics")) return fallback;
  const list = reader.objects("roomAdPics").map(parseAdPic);
  if (list.length > MAX_AD_PICS) throw new DefinitionError(reader.fieldPath("roomAdPics"), `has more than ${MAX_AD_PICS} pictures`);
  const ids = list.map((pic) => pic.roomAdPicId);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw new DefinitionError(reader.fieldPath("roomAdPics"), `roomAdPicId ${twice} appears twice`);
  return list;
}

/** Reads a `watchDecorate` block; each absent field keeps `base`'s value. */
function parseBlock(reader: DefinitionReader, base: WatchDecorateDefinition): WatchDecorateDefinition {
  const backgroundType = reader.optionalInteger("backgroundType", [1, 2], base.backgroundType);
  const backgroundUrlLanguages = parseBackgrounds(reader, base.backgroundUrlLanguages);
  if (backgroundType === 2 && backgroundUrlLanguages.length === 0) {
    throw new DefinitionError(reader.fieldPath("backgroundUrlLanguages"), "must name a picture when backgroundType is 2 (image)");
  }
  return {
    topicType: reader.optionalInteger("topicType", [1, 2], base.topicType),
    moduleDiaphaneity: reader.count("moduleDiaphaneity", base.moduleDiaphaneity, 100),
    topbarFlag: reader.optionalInteger("topbarFlag", [0, 1], base.topbarFlag),
    topbarLogo: reader.optionalString("topbarLogo", base.topbarLogo, {
      pattern: /^(?:|\/(?!\/)\S{0,500}|https:\/\/\S{1,500})$/,
      hint: PICTURE_HINT,
    }),
    backTopFlag: reader.optionalInteger("backTopFlag", [0, 1], base.backTopFlag),
    userIconFlag: reader.optionalInteger("userIconFlag", [0, 1], base.userIconFlag),
    backgroundType,
    backgroundColor: reader.optionalString("backgroundColor", base.backgroundColor, { pattern: COLOR, hint: "a colour #rrggbb or empty" }),
    backgroundUrlDisplayMode: reader.optionalInteger("backgroundUrlDisplayMode", [1, 2, 3], base.backgroundUrlDisplayMode),
    transitionFlag: reader.optionalInteger("transitionFlag", [0, 1], base.transitionFlag),
    backgroundUrlLanguages,
    iphoneIconFlag: reader.optionalInteger("iphoneIconFlag", [0, 1], base.iphoneIconFlag),
    liveCountDownRemain: reader.count("liveCountDownRemain", base.liveCountDownRemain, DAY_SECONDS),
    location: reader.optionalInteger("location", [1, 2, 3], base.location),
    autoZoomFlag: reader.optionalInteger("autoZoomFlag", [0, 1], base.autoZoomFlag),
    roomAdPics: parseAdPics(reader, base.roomAdPics),
  };
}

/** The event-level `watchDecorate` block (every field optional, §3 defaults otherwise). */
export function parseEventWatchDecorate(root: DefinitionReader): WatchDecorateDefinition {
  return root.has("watchDecorate") ? parseBlock(root.object("watchDecorate"), DEFAULT_WATCH_DECORATE) : DEFAULT_WATCH_DECORATE;
}

/**
 * A room's `watchDecorate` override: the fields it names replace the event's (a room's
 * `roomAdPics` replaces the event's list whole). Null when the room has no block.
 */
export function parseRoomWatchDecorate(room: DefinitionReader, event: WatchDecorateDefinition): WatchDecorateDefinition | null {
  return room.has("watchDecorate") ? parseBlock(room.object("watchDecorate"), event) : null;
}
