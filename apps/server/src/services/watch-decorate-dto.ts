import type { WatchDecorateDTO } from "@livehall/wire";
import { DEFAULT_WATCH_DECORATE, type WatchDecorateDefinition } from "../seed/watch-decorate-definition";
import { optionalLanguages } from "./event-dto";
import { readJson, type EventRow, type RoomRow } from "./event-store";

/** The stored JSON was written by the seed from a checked definition: an object is enough. */
const isDefinition = (value: unknown): value is WatchDecorateDefinition =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The room's stored watch decorate ("" or unreadable: §3 defaults). */
export function roomWatchDecorate(room: RoomRow): WatchDecorateDefinition {
  return room.watch_decorate === ""
    ? DEFAULT_WATCH_DECORATE
    : { ...DEFAULT_WATCH_DECORATE, ...readJson(room.watch_decorate, DEFAULT_WATCH_DECORATE, isDefinition) };
}

/**
 * watch-init's `watchDecorate` (§3, decision 0034): the room's decorate from the event file, with
 * the event's languages (watchOptionalLanguage and languageSort: its optional languages in order;
 * followSystemLanguageFlag) and, when the file names no top bar logo, the event's logo.
 */
export function toWatchDecorate(event: EventRow, room: RoomRow): WatchDecorateDTO {
  const decorate = roomWatchDecorate(room);
  const languages = optionalLanguages(event);
  return {
    topicType: decorate.topicType,
    moduleDiaphaneity: decorate.moduleDiaphaneity,
    topbarFlag: decorate.topbarFlag,
    topbarLogo: decorate.topbarLogo === "" ? event.logo_url : decorate.topbarLogo,
    watchOptionalLanguage: languages,
    followSystemLanguageFlag: event.follow_system_language,
    backTopFlag: decorate.backTopFlag,
    userIconFlag: decorate.userIconFlag,
    backgroundType: decorate.backgroundType,
    backgroundColor: decorate.backgroundColor,
    backgroundUrlDisplayMode: decorate.backgroundUrlDisplayMode,
    transitionFlag: decorate.transitionFlag,
    languageSort: [...languages],
    backgroundUrlLanguages: decorate.backgroundUrlLanguages.map((item) => ({ ...item })),
    iphoneIconFlag: decorate.iphoneIconFlag,
    liveCountDownRemain: decorate.liveCountDownRemain,
    location: decorate.location,
    autoZoomFlag: decorate.autoZoomFlag,
    roomAdPics: decorate.roomAdPics.map((pic) => ({ ...pic, languages: pic.languages.map((language) => ({ ...language })) })),
  };
}
