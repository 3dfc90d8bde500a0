import { randomUUID } from "node:crypto";
import type { LivePlayAddrDTO, WatchInitDTO } from "@livehall/wire";
import { BODY_CODES } from "@livehall/wire";
import type { MediaSource } from "../media/media-catalog";
import { optionalLanguages } from "./event-dto";
import { isStringMap, readJson, type EventRow, type RoomRow, type StreamRow } from "./event-store";

/** §3 Live status / push status. */
export const LIVE_STATUS = { notBegun: 1, living: 2 } as const;

/** The room's names in the event's language order, then any other language it names. */
function roomLanguages(event: EventRow, room: RoomRow): WatchInitDTO["roomInfoLanguages"] {
  const names = readJson<Record<string, string>>(room.names, {}, isStringMap);
  const order = [...optionalLanguages(event), ...Object.keys(names)];
  return [...new Set(order)]
    .filter((language) => names[language] !== undefined)
    .map((language) => ({ languageType: language, roomName: names[language] ?? "" }));
}

/** GET …/watch-init-new data for a viewer of `userType`. */
export function toWatchInit(event: EventRow, room: RoomRow, mainStream: StreamRow | undefined, userType: number): WatchInitDTO {
  return {
    roomId: room.id,
    pageSession: randomUUID(),
    roomMode: room.room_mode,
    liveStatus: mainStream?.push_status === LIVE_STATUS.living ? LIVE_STATUS.living : LIVE_STATUS.notBegun,
    liveScene: room.live_scene,
    liveMode: room.live_mode,
    liveDelay: room.live_delay,
    liveToolType: 2,
    roomNumber: room.room_number,
    roomInfoLanguages: roomLanguages(event, room),
    layoutFlag: room.layout_flag,
    userType,
    watchDecorate: {
      topicType: 1,
      moduleDiaphaneity: 60,
      topbarFlag: 1,
      topbarLogo: event.logo_url,
      watchOptionalLanguage: optionalLanguages(event),
      followSystemLanguageFlag: event.follow_system_language,
      backTopFlag: 1,
      userIconFlag: 1,
    },
  };
}

/** Where a stream's rendition playlist lives on this server. */
export const renditionPlaylistPath = (streamId: string, rendition: string): string =>
  `/media/live/${encodeURIComponent(streamId)}/${encodeURIComponent(rendition)}/index.m3u8`;

/**
 * GET …/live-play-addr data: one line on this server whose resolutions are the media's
 * renditions, highest first and default. A room without a stream answers responseCode 151003
 * ('直播尚未配置'); a stream that is not living lists no addresses.
 */
export function toLivePlayAddr(
  stream: StreamRow | undefined,
  media: MediaSource | undefined,
  origin: { host: string; http: string },
  now: number,
): LivePlayAddrDTO {
  if (!stream) {
    return { responseCode: BODY_CODES.liveNotConfigured, screenId: "", streamId: "", pushStatus: LIVE_STATUS.notBegun, eventTime: now, mainScreenFlag: 0, playAddrs: [] };
  }
  const living = stream.push_status === LIVE_STATUS.living && media !== undefined;
  return {
    responseCode: BODY_CODES.ok,
    screenId: stream.screen_id,
    streamId: stream.id,
    pushStatus: stream.push_status,
    eventTime: now,
    mainScreenFlag: stream.main_screen_flag,
    playAddrs: living
      ? [
          {
            domainName: origin.host,
            resolutions: media.renditions.map((rendition, index) => ({
              url: `${origin.http}${renditionPlaylistPath(stream.id, rendition.name)}`,
              resolutionName: rendition.name,
              defaultResolutionFlag: index === 0 ? 1 : 0,
            })),
          },
        ]
      : [],
  };
}
