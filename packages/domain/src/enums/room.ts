/** §3 enumerations about rooms: mode, layout, menus. */

/** Page layout a room is shown in (watch page for live rooms, meeting page for seminars). */
export const LAYOUT = { WATCH: "WATCH", MEETING: "MEETING" } as const;
export type Layout = (typeof LAYOUT)[keyof typeof LAYOUT];

/** roomMode: LIVE rooms open the watch page, MEETING and SEMINAR the meeting page (§2). */
export const ROOM_MODE = { LIVE: 1, MEETING: 2, SEMINAR: 3 } as const;
export type RoomMode = (typeof ROOM_MODE)[keyof typeof ROOM_MODE];

/** Position of the player and the board (layoutFlag). */
export const ROOM_LAYOUT = { VIDEO_BOARD: 1, BOARD_VIDEO: 2, VIDEO: 3, BOARD: 4 } as const;
export type RoomLayout = (typeof ROOM_LAYOUT)[keyof typeof ROOM_LAYOUT];

/** The layout a §3 layoutFlag stands for; anything else is video only (no board). */
export function roomLayoutOf(flag: number | null | undefined): RoomLayout {
  return flag === 1 || flag === 2 || flag === 3 || flag === 4 ? flag : ROOM_LAYOUT.VIDEO;
}

/** Built-in room menus (tabs). */
export const MENU = {
  CHAT: 1,
  DOC: 2,
  GRAPHIC: 3,
  TRAILER: 4,
  TELETEXT: 5,
  LIVE_INTRO: 6,
  TOPIC: 7,
  SESSION: 8,
  VENUE: 9,
  CUSTOM_MENU: 10,
  ONLINE_USER: 11,
} as const;
export type Menu = (typeof MENU)[keyof typeof MENU];

/** Building blocks of a custom menu page (§2 viewer page; componentType). */
export const MENU_COMPONENT = {
  TEXT: "TEXT",
  LIVE_INTRO: "LIVE_INTRO",
  TITLE: "TITLE",
  IMAGE: "IMAGE",
  IMAGE_SWIPER: "IMAGE_SWIPER",
  VIDEO: "VIDEO",
  ACTIVE_LIST: "ACTIVE_LIST",
  VENUE: "VENUE",
  IFRAME: "IFRAME",
  LINE: "LINE",
  PARTNER: "PARTNER",
  CONTACT_US: "CONTACT_US",
  BUTTON: "BUTTON",
} as const;
export type MenuComponent = (typeof MENU_COMPONENT)[keyof typeof MENU_COMPONENT];
