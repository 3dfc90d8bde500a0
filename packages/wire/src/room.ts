export interface RoomLanguageDTO {
  languageType: string;
  roomName: string;
}

export interface WatchDecorateDTO {
  topicType: number;
  moduleDiaphaneity: number;
  topbarFlag: number;
  topbarLogo: string;
  watchOptionalLanguage: string[];
  followSystemLanguageFlag: number;
  backTopFlag: number;
  userIconFlag: number;
}

/** GET /events/{eventId}/rooms/{roomId}/watch-init-new → data (§3 room data). */
export interface WatchInitDTO {
  roomId: string;
  pageSession: string;
  roomMode: number;
  liveStatus: number;
  liveScene: number;
  liveMode: number;
  liveDelay: number;
  liveToolType: number;
  roomNumber: string;
  roomInfoLanguages: RoomLanguageDTO[];
  layoutFlag: number;
  userType: number;
  watchDecorate: WatchDecorateDTO;
  /**
   * Livehall: the room's toolbar buttons in display order (§2 names: VOTE, LIKE, …; issue 13,
   * decision 0026). Absent or empty: the room has no toolbar.
   */
  toolbarButtons?: string[];
}

export interface ResolutionDTO {
  url: string;
  resolutionName: string;
  defaultResolutionFlag: number;
}

export interface PlayLineDTO {
  domainName: string;
  resolutions: ResolutionDTO[];
}

/** GET /events/{eventId}/rooms/{roomId}/live-play-addr → data (§3 stream address). */
export interface LivePlayAddrDTO {
  responseCode: string;
  screenId: string;
  streamId: string;
  pushStatus: number;
  eventTime: number;
  mainScreenFlag: number;
  playAddrs: PlayLineDTO[];
}

/** GET /events/{eventId}/rooms/{roomId}/fabulous?number=N → data: the room's like total after adding N. */
export interface FabulousDTO {
  fabulousNumber: number;
}

/** The most likes one fabulous call may add (the client coalesces taps into one call). */
export const MAX_LIKES_PER_CALL = 100;

/** POST /events/{eventId}/rooms/{roomId}/audiences/mine-online body (§7, every 30 s) → data null. */
export interface MineOnlineRequestDTO {
  pageSession: string;
}
