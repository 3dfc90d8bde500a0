import type { DetectorResponse, WatermarkSettings } from "@livehall/domain";

/** §3 Video config, read (flags as booleans). */
export interface VideoConfig {
  readonly adEnabled: boolean;
  readonly trailersEnabled: boolean;
  /** doublePlaybackFlag: the speed menu is offered. */
  readonly speedMenu: boolean;
  /** dragPlaybackFlag: the progress bar may be dragged. */
  readonly seekable: boolean;
  /** §3 video config: the trailers loop. */
  readonly loopPlayback: boolean;
}

/** §3 Media item (trailers, menu videos). */
export interface MediaItem {
  readonly mediaId: string;
  readonly mediaType: "video" | "audio";
  readonly name: string;
  readonly coverUrl: string;
  /** The signed address, or "" when not available. */
  readonly url: string;
}

/** §3 Ad detail, with the player background per language. */
export interface AdDetail {
  readonly enabled: boolean;
  readonly mediaId: string;
  readonly name: string;
  readonly coverUrl: string;
  readonly url: string;
  readonly mediaType: "video" | "audio";
  /** Player background image per language type ("" when none). */
  readonly playerBackgrounds: Readonly<Record<string, string>>;
}

/** GET watch-medias, read: everything the play flow needs besides the live address. */
export interface RoomMedia {
  readonly videoConfig: VideoConfig;
  readonly ad: AdDetail;
  readonly watermark: WatermarkSettings;
  readonly trailers: readonly MediaItem[];
}

/**
 * The play flow's calls (§7 Room). Rejects with the domain's ApiFailure like ApiGateway;
 * getMediaPreview resolves with responseCode "150023" for an empty stock instead of rejecting.
 */
export interface MediaApi {
  /** GET /events/{eventId}/rooms/{roomId}/watch-medias. */
  getWatchMedias(eventId: string, roomId: string): Promise<RoomMedia>;
  /** GET /events/{eventId}/boards/board-play-addr?roomId&protocol: url null while the board is not pushing. */
  getBoardPlayAddress(
    eventId: string,
    roomId: string,
    protocol: "UDP" | "HLS",
  ): Promise<{ readonly url: string | null; readonly pushStatus: number }>;
  /** GET /events/{eventId}/rooms/{roomId}/medias/{mediaId}/watch-preview?sourceType. */
  getMediaPreview(
    eventId: string,
    roomId: string,
    mediaId: string,
    sourceType: number,
  ): Promise<{ readonly url: string | null; readonly responseCode: string }>;
}

/**
 * The stream detector's one check (§4, §7 "a stream detector polls a media file with GET"):
 * fetches `url`, giving up after `timeoutMs`. Never rejects: a failure is a response without
 * status (or with the bad status), read by the domain's detectorOutcome.
 */
export interface StreamProbe {
  probe(url: string, timeoutMs: number): Promise<DetectorResponse>;
}
