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
  /** §3 background type (decision 0034): 1 colour, 2 image. Optional: servers before issue 14 lack the fields below. */
  backgroundType?: number;
  /** The background colour, `#rrggbb` ("" = the theme's). */
  backgroundColor?: string;
  /** How a background image is shown (decision 0034): 1 cover, 2 contain, 3 tile. */
  backgroundUrlDisplayMode?: number;
  /** 1 = the background fades in (transition). */
  transitionFlag?: number;
  /** The event's optional languages in its order. */
  languageSort?: string[];
  /** The background image per language. */
  backgroundUrlLanguages?: BackgroundUrlLanguageDTO[];
  /** 1 = offer "add to home screen" on iPhones. */
  iphoneIconFlag?: number;
  /** Seconds the countdown before the live start still runs (0 = none). */
  liveCountDownRemain?: number;
  /** Where a background image is anchored (decision 0034): 1 top, 2 centre, 3 bottom. */
  location?: number;
  /** 1 = the background scales with the window. */
  autoZoomFlag?: number;
  roomAdPics?: RoomAdPicDTO[];
}

export interface BackgroundUrlLanguageDTO {
  languageType: string;
  backgroundUrl: string;
}

/** §3 ad picture of a room. */
export interface RoomAdPicDTO {
  roomAdPicId: string;
  /** §3 Device (ad data): PC=1, MOBILE=2. */
  deviceType: number;
  /** §3 Ad type: PC_PLAY_TOP=1, PC_PLAY_BOTTOM=2, PC_CHAT_TOP=3, MOBILE_PLAY=4. */
  adType: number;
  adShowFlag: number;
  adEnableCloseFlag: number;
  /** Seconds the picture stays before it hides by itself; 0 = it stays. */
  adShowDuration: number;
  /** §3 Ad location: TOP=1, BOTTOM=2 (for MOBILE_PLAY: above or below the player). */
  adLocationType: number;
  /** The picture (and where a click leads) per language (decision 0034). */
  languages: RoomAdPicLanguageDTO[];
}

export interface RoomAdPicLanguageDTO {
  languageType: string;
  adPicUrl: string;
  /** "" = the picture is not a link. */
  adJumpUrl: string;
}

/** Ours (decision 0034): what a viewer did with an ad picture. */
export const AD_PIC_BURY_ACTIONS = ["show", "click", "close"] as const;
export type AdPicBuryAction = (typeof AD_PIC_BURY_ACTIONS)[number];

/** POST /events/{eventId}/rooms/{roomId}/ad-pics/bury body (§7 names the call; the body is ours) → data null. */
export interface AdPicBuryRequestDTO {
  roomAdPicId: string;
  action: AdPicBuryAction;
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
