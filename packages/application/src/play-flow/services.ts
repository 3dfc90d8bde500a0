import type { PlayFlowStatus, PlayType, RoomLayout, WatermarkSettings } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** What the video area shows, from the §4 play flow. */
export interface PlayFlowView {
  /** "loading" until the room's media (watch-medias) and live address are known. */
  readonly status: PlayFlowStatus | "loading";
  readonly type: PlayType;
  /** The room is living (websocket live/push status or the play-address response). */
  readonly living: boolean;
  /** What plays now, for the label over the player: the ad, trailer or menu video's name ("" for live). */
  readonly title: string;
  /** While a trailer plays: its position (0-based) and how many there are. */
  readonly trailer: { readonly index: number; readonly count: number } | null;
  /**
   * A catalogue key for what the area says instead of a picture (not started / detecting /
   * trailers over / media unavailable / trial used up), or null while something plays.
   */
  readonly noticeKey: string | null;
  /** Player background image for the viewer's language, or null. */
  readonly backgroundUrl: string | null;
  /** The room's watermark record (§3), or null before it is known. */
  readonly watermark: WatermarkSettings | null;
}

/**
 * The §4 play flow of the watch page: ad, trailers, live with detection, menu videos. A room
 * feature: `start` runs the flow for the opened room; `dispose` stops everything (the room closes:
 * player removed, detector stopped, duration flushed).
 */
export interface PlayFlowService extends RoomFeature {
  readonly state$: Observable<PlayFlowView>;
  /** A video from a custom menu plays in the same player (§4). */
  openMenuVideo(mediaId: string): Promise<void>;
  closeMenuVideo(): void;
  /** A meeting room: plays the screen `screenId` (null: the main screen) in the same player (decision 0039). Optional so fakes need not have it. */
  playScreen?(screenId: string | null): Promise<void>;
  /**
   * The viewer's language (§5, as the UI chose it), for the player background. Optional so fakes
   * need not have it; without a call the event's default language is used.
   */
  setLanguage?(language: string): void;
}

/**
 * What the play flow tells others (the board player, the page): the stock is empty (§4
 * resource-empty), the trial is used up (disable-trial; the board must not start), the board
 * player must go (stock empty while live), or a play error was reported (the last trailer failed).
 */
export type PlayFlowNotice =
  | { readonly type: "resourceEmpty" }
  | { readonly type: "disableTrial" }
  | { readonly type: "blockBoard" }
  | { readonly type: "removeBoardPlayer" }
  | { readonly type: "playError" };

/** The play flow's events, for the board player and the page (bound under the PlayFlow token). */
export interface PlayFlowEventSource {
  readonly events$: Observable<PlayFlowNotice>;
}

/** Catalogue keys of PlayFlowView.noticeKey (the UI translates them). */
export const PLAY_FLOW_NOTICE_KEYS = {
  /** Not living and nothing else to play (also after detection gave up). */
  notStarted: "player.notStarted",
  /** Waiting for the live stream: the detector polls it, or its address is being asked for. */
  detecting: "player.detecting",
  /** The trailers played to their end (no loop playback). */
  trailersOver: "player.trailersOver",
  /** The stock is empty (150023). */
  mediaUnavailable: "player.mediaUnavailable",
  /** The anonymous trial is used up. */
  trialDisabled: "player.trialDisabled",
  /** The last trailer failed (or every one did). */
  playError: "player.playError",
} as const;

/** §3 room layouts: 1 video-board, 2 board-video, 3 video, 4 board. */
export type { RoomLayout };

/** What the board area shows. */
export interface BoardView {
  /**
   * hidden: layout 3 (or not started); waiting: shown, the board stream not pushing or being
   * detected; playing: the board player has the stream; error: the bezel with a loading icon
   * (§8); blocked: the trial is used up or the stock is empty (§4: the board cannot start).
   */
  readonly status: "hidden" | "waiting" | "playing" | "error" | "blocked";
  readonly layout: RoomLayout;
  readonly url: string | null;
}

/** The board player (§2 element board-player, §4 board lock and re-query, §8 board errors). */
export interface BoardPlayService extends RoomFeature {
  readonly state$: Observable<BoardView>;
}
