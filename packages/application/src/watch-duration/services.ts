import type { RoomFeature } from "../watch-room/room-context";

/** The room whose watched time is reported (§7 POST /events/{eventId}/rooms/duration-dots). */
export interface WatchedRoom {
  readonly eventId: string;
  readonly roomId: string;
  readonly pageSession: string;
}

/**
 * Watched-time reports of the watch page: while the main player plays, every 10 s of play
 * (DURATION_REPORT_MS) is reported, and the rest when the player stops or the page closes.
 * Reports are silent on error. A room feature (it follows the player while the room is open); the
 * play flow tracks the room it starts and stops it with itself.
 */
export interface WatchDurationService extends RoomFeature {
  /** Reports the main player's play time for `room` from now on (a previous room is flushed first). */
  track(room: WatchedRoom): void;
  /** Reports what is left and stops reporting (the page closes). */
  stop(): void;
}
