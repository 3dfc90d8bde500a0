/**
 * Paths of the organiser's admin API (ours, not §7), under `/api` like the rest; the CLI
 * (src/cli.ts) calls exactly these.
 */
export const ADMIN_PREFIX = "/admin";

const room = (eventNumber: string, roomNumber: string): string =>
  `${ADMIN_PREFIX}/events/${encodeURIComponent(eventNumber)}/rooms/${encodeURIComponent(roomNumber)}`;

export const ADMIN_PATHS = {
  /** POST {topic, body}: push any topic to the room. */
  push: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/push`,
  /** POST {status: "start" | "stop"}: the room's streams go live or stop; LIVE_STATUS is pushed. */
  live: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/live`,
  /** POST {content, event?}: an ANNOUNCEMENT push. */
  announce: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/announce`,
  /**
   * POST {banType: 1 | 2, banFlag?: 0 | 1}: stores (1, default) or lifts (0) the ban and pushes
   * BAN_STATUS to the event's rooms; imposing an online ban (2) also revokes the viewer's sessions.
   */
  ban: (eventNumber: string, audienceId: string) =>
    `${ADMIN_PREFIX}/events/${encodeURIComponent(eventNumber)}/audiences/${encodeURIComponent(audienceId)}/ban`,
  /** DELETE: the chat message is deleted; CHAT_DELETE {messageId} is pushed. */
  chat: (eventNumber: string, roomNumber: string, messageId: string | number) =>
    `${room(eventNumber, roomNumber)}/chats/${encodeURIComponent(String(messageId))}`,
  /** PUT {list}: replaces the room's call-to-action tools; POST {tool}: appends one. CALL_TO_ACTION {list} is pushed. */
  callToActions: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/call-to-actions`,
  /** POST {status: "start" | "stop", screenId?}: one screen's push status (default the main screen). */
  screen: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/screen`,
  /** POST {status: "start" | "stop"}: the board stream pushes (2) or stops (0); BOARD_STREAM_STATUS is pushed. */
  board: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/board`,
  /** POST {layoutFlag: 1–4}: the room's layout; ROOM_LAYOUT is pushed. */
  layout: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/layout`,
  /** POST {videoLoopPlaybackFlag: 0 | 1}: loop the trailers; LOOP_PLAYBACK is pushed. */
  loop: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/loop`,
  /** POST {stockEmpty: 0 | 1}: play calls answer 150023 while 1. */
  stockEmpty: (eventNumber: string, roomNumber: string) => `${room(eventNumber, roomNumber)}/stock-empty`,
  /** GET: the player logs this process kept ({errors, debug, performance}). */
  playerLogs: `${ADMIN_PREFIX}/player-logs`,
} as const;

/** Largest push body, as JSON text (bytes). */
export const MAX_PUSH_BODY_BYTES = 16 * 1024;
