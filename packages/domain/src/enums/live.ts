/** §3 enumerations about live broadcasting and the board (whiteboard/slides) stream. */

/** liveScene: how the broadcast is produced. */
export const LIVE_SCENE = { LINK: 1, PUSH: 2, PULL: 3, MEETING: 4 } as const;
export type LiveScene = (typeof LIVE_SCENE)[keyof typeof LIVE_SCENE];

/** liveMode. */
export const LIVE_MODE = { LIST: 3, PULL: 4, PUSH_SINGLE: 6, PUSH_MULTI: 7 } as const;
export type LiveMode = (typeof LIVE_MODE)[keyof typeof LIVE_MODE];

/** liveDelay: COMMON rooms probe the stream before playing, NO_DELAY rooms play at once (§4). */
export const DELAY = { COMMON: 1, NO_DELAY: 2 } as const;
export type Delay = (typeof DELAY)[keyof typeof DELAY];

/** liveStatus of a room. */
export const LIVE_STATUS = { NOT_BEGUN: 1, LIVING: 2 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];

/** pushStatus of the board stream. */
export const BOARD_STATUS = { NOT_STARTED: 0, PENDING: 1, PUSH_STARTED: 2 } as const;
export type BoardStatus = (typeof BOARD_STATUS)[keyof typeof BOARD_STATUS];

/** Board stream protocol (§7: UDP for no-delay rooms, else HLS). */
export const PROTOCOL = { UDP: "UDP", HLS: "HLS" } as const;
export type Protocol = (typeof PROTOCOL)[keyof typeof PROTOCOL];

/** liveToolType: which broadcasting tool version the room uses. */
export const LIVE_TOOL = { OLD: 1, NEW: 2 } as const;
export type LiveTool = (typeof LIVE_TOOL)[keyof typeof LIVE_TOOL];

/** How much of the player the barrage (danmaku) may cover. */
export const BARRAGE_REGION = { ALL: 1, HALF: 2, ONE_THIRD: 3 } as const;
export type BarrageRegion = (typeof BARRAGE_REGION)[keyof typeof BARRAGE_REGION];
