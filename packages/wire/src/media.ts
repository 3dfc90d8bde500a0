/**
 * Wire shapes of the player's calls (issue 5, §3 Video config / Media item / Ad detail / Board /
 * Watermark, §7 Room). Where §7 says "response shape not shown" the shapes are ours
 * (docs/decisions/0018-player-wire.md).
 */

/** §3 Ad media type: VIDEO 1, AUDIO 2 (also the mediaType of a media item). */
export const MEDIA_TYPE = { video: 1, audio: 2 } as const;

/** §3 Video config: the room's player switches. Flags are 1 on, 0 off. */
export interface VideoConfigDTO {
  /** An ad plays before anything else (with a media url in the ad detail). */
  adShowFlag: number;
  adMediaId: string;
  /** Trailers (watch-medias list) play while the room is not live. */
  videoShowFlag: number;
  /** The playback-speed menu is offered (recorded media only). */
  doublePlaybackFlag: number;
  /** The progress bar may be dragged (recorded media only). */
  dragPlaybackFlag: number;
  /** After the last trailer, start again from the first. */
  videoLoopPlaybackFlag: number;
}

/** §3 Media item: one recorded video or audio (trailers, menu videos). */
export interface MediaItemDTO {
  mediaId: string;
  /** {@link MEDIA_TYPE}. */
  mediaType: number;
  mediaName: string;
  mediaCoverUrl: string;
  /** Signed, expiring address of the file ("" when the media is not available). */
  mediaUrl: string;
}

/** §3 Ad detail, with the player background and room names per language. */
export interface AdDetailDTO {
  adShowFlag: number;
  adMediaId: string;
  adMediaCoverUrl: string;
  adMediaUrl: string;
  adMediaName: string;
  /** {@link MEDIA_TYPE}. */
  adMediaType: number;
  playerBackgroundUrlLanguages: { languageType: string; playerBackgroundUrl: string }[];
  roomInfoLanguages: { languageType: string; roomName: string }[];
}

/**
 * §3 Watermark of a room. watermarkType "text" | "image"; watermarkWordType §3 WATERMARK_WORD
 * (0 channel name, 1 user name, 2 custom, 3 preset); watermarkPositionType "side" | "oblique" |
 * "random"; watermarkPosition 0 top-left … 3 bottom-right; watermarkPresetWord codes 0–3
 * (NICKNAME, EVENTNAME, PUBLICIP, CURRENTTIME); currentTime 'yyyy-MM-dd HH:mm:ss' (UTC+8);
 * publicIP as the server saw the viewer.
 */
export interface WatermarkDTO {
  watermarkShowFlag: number;
  watermarkType: string;
  watermarkWordType: number;
  watermarkWord: string;
  watermarkPositionType: string;
  watermarkPosition: number;
  watermarkImgUrl: string;
  watermarkPresetWord: number[];
  currentTime: string;
  publicIP: string;
}

/**
 * GET /events/{eventId}/rooms/{roomId}/watch-medias → data (ours, decision 0018): the room's
 * video config, ad detail, watermark and trailers (`list`, in play order). An anonymous trial
 * viewer whose trial is used up gets body 100107; a room whose stock is empty 150023.
 */
export interface WatchMediasDTO {
  videoConfig: VideoConfigDTO;
  adDetail: AdDetailDTO;
  watermark: WatermarkDTO;
  list: MediaItemDTO[];
}

/** §7 board-play-addr protocol query: UDP for no-delay rooms (served as HTTP-FLV), else HLS. */
export const BOARD_PROTOCOL = { udp: "UDP", hls: "HLS" } as const;

/**
 * GET /events/{eventId}/boards/board-play-addr?roomId=&protocol= → data. `boardsPlayUrl` is ""
 * while the board stream is not pushing; `pushStatus` §3 board status 0 not started, 1 pending,
 * 2 push started (ours, beside the spec's boardsPlayUrl).
 */
export interface BoardPlayAddrDTO {
  boardsPlayUrl: string;
  pushStatus: number;
}

/**
 * GET /events/{eventId}/rooms/{roomId}/medias/{mediaId}/watch-preview?sourceType=[&silent=1]
 * (and /events/{eventId}/medias/{mediaId}/watch-preview) → data: a menu video's signed address.
 * responseCode "200", or "150023" when the stock is empty (mediaUrl "").
 */
export interface MediaPreviewDTO {
  mediaUrl: string;
  responseCode: string;
}

/** Log levels the player posts (§7 "a JSON error or debug log"). */
export type PlayerLogLevel = "error" | "debug";

/** POST {API_PREFIX}/player-logs body (ours): one error or debug line of the player. */
export interface PlayerLogDTO {
  level: PlayerLogLevel;
  /** What happened, e.g. "fatal network error" (≤ 2000 characters). */
  message: string;
  /** The error id shown to the viewer beside a fatal error, when there is one. */
  errorId?: string;
  stream_url: string;
  metric_id: string;
  user_agent: string;
  refer: string;
  /** Client time, epoch ms. */
  time: number;
}

/**
 * GET {API_PREFIX}/player-logs/performance?… (ours; §7 "GET a performance log"): one sample,
 * every field a query parameter written as text. Numbers are averages over the last 3000 ms.
 */
export interface PlayerPerformanceLogDTO {
  fps: number;
  /** Bits per second received. */
  bps: number;
  /** Times the video waited (stalled) since the last sample. */
  waiting_times: number;
  /** Seconds of media buffered ahead of the play head. */
  buffer_length: number;
  stream_url: string;
  metric_id: string;
  user_agent: string;
  refer: string;
}

/** Limits the server enforces on player logs (longer text is refused with 400). */
export const PLAYER_LOG_LIMITS = { message: 2000, url: 2048, userAgent: 512 } as const;
