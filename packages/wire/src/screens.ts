/**
 * GET /events/{eventId}/rooms/{roomId}/screens → data (decision 0039, ours): every screen of a
 * seminar or meeting room, main screen first, without addresses — a screen's addresses come from
 * §7 live-play-addr with `?screenId=` (the main screen's without it).
 */
export interface RoomScreensDTO {
  screens: RoomScreenDTO[];
}

/** One screen: the §3 stream address fields that name it. */
export interface RoomScreenDTO {
  screenId: string;
  streamId: string;
  /** 1 the main screen, 0 another. */
  mainScreenFlag: number;
  /** §3 live status: 1 not begun, 2 living. */
  pushStatus: number;
}

export const roomScreensPath = (eventId: string, roomId: string): string =>
  `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/screens`;
