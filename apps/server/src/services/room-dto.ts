import { randomUUID } from "node:crypto";
import { configuredToolbar, LIVE_STATUS } from "@livehall/domain";
import type { LivePlayAddrDTO, WatchInitDTO } from "@livehall/wire";
import { BODY_CODES } from "@livehall/wire";
import type { MediaSource } from "../media/media-catalog";
import type { PlayUrls } from "../media/play-urls";
import { optionalLanguages } from "./event-dto";
import { toWatchDecorate } from "./watch-decorate-dto";
import { isStringList, isStringMap, readJson, type EventRow, type RoomRow, type StreamRow } from "./event-store";

/** The room's names in the event's language order, then any other language it names. */
export function roomLanguages(event: EventRow, room: RoomRow): WatchInitDTO["roomInfoLanguages"] {
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
    liveStatus: mainStream?.push_status === LIVE_STATUS.LIVING ? LIVE_STATUS.LIVING : LIVE_STATUS.NOT_BEGUN,
    liveScene: room.live_scene,
    liveMode: room.live_mode,
    liveDelay: room.live_delay,
    liveToolType: 2,
    roomNumber: room.room_number,
    roomInfoLanguages: roomLanguages(event, room),
    layoutFlag: room.layout_flag,
    userType,
    watchDecorate: toWatchDecorate(event, room),
    toolbarButtons: [...configuredToolbar(readJson(room.toolbar_buttons, [], isStringList))],
  };
}

/**
 * What a play address needs of a stream's media: its renditions, highest first, and — when not both —
 * the protocols it can be played in (a push is HLS only until its HTTP-FLV is built).
 */
export interface PlayableMedia {
  readonly renditions: readonly Pick<MediaSource["renditions"][number], "name">[];
  readonly protocols?: readonly ("hls" | "flv")[];
}

/** The protocols of a stream's lines: its own first (line 1), the other second (line 2). */
const lineProtocols = (protocol: string): readonly ["hls" | "flv", "hls" | "flv"] => (protocol === "flv" ? ["flv", "hls"] : ["hls", "flv"]);

/**
 * GET …/live-play-addr data for one screen (decision 0018): two lines on this server — line 1 in
 * the stream's protocol, line 2 in the other — whose resolutions are the media's renditions,
 * highest first and default, each a signed, expiring address. A room without a stream answers
 * responseCode 151003 ('直播尚未配置'); a room whose stock is empty 150023; a stream that is not
 * living lists no addresses.
 */
export function toLivePlayAddr(
  stream: StreamRow | undefined,
  media: PlayableMedia | undefined,
  play: { urls: PlayUrls; origin: { host: string; http: string }; now: number; stockEmpty: boolean; viewer?: string },
): LivePlayAddrDTO {
  const { urls, origin, now } = play;
  if (!stream) {
    return {
      responseCode: BODY_CODES.liveNotConfigured,
      screenId: "",
      streamId: "",
      pushStatus: LIVE_STATUS.NOT_BEGUN,
      eventTime: now,
      mainScreenFlag: 0,
      playAddrs: [],
    };
  }
  const living = stream.push_status === LIVE_STATUS.LIVING && media !== undefined && !play.stockEmpty;
  return {
    responseCode: play.stockEmpty ? BODY_CODES.stockEmpty : BODY_CODES.ok,
    screenId: stream.screen_id,
    streamId: stream.id,
    pushStatus: stream.push_status,
    eventTime: now,
    mainScreenFlag: stream.main_screen_flag,
    playAddrs: living
      ? (media.protocols ?? lineProtocols(stream.protocol)).map((protocol, index) => ({
          domainName: origin.host,
          resolutions: media.renditions.map((rendition, order) => ({
            url:
              protocol === "hls"
                ? urls.liveHls(origin.http, stream.id, rendition.name, index + 1)
                : urls.liveFlv(origin.http, stream.id, rendition.name, index + 1, play.viewer),
            resolutionName: rendition.name,
            defaultResolutionFlag: order === 0 ? 1 : 0,
          })),
        }))
      : [],
  };
}
