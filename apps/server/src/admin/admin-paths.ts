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
  /** POST {banType: 1 | 2}: BAN_STATUS to the event's rooms; an online ban (2) also revokes the viewer's sessions. */
  ban: (eventNumber: string, audienceId: string) =>
    `${ADMIN_PREFIX}/events/${encodeURIComponent(eventNumber)}/audiences/${encodeURIComponent(audienceId)}/ban`,
} as const;

/** Largest push body, as JSON text (bytes). */
export const MAX_PUSH_BODY_BYTES = 16 * 1024;
