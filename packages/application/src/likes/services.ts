import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

export interface LikesState {
  /** The room's like total as shown: the server's plus this viewer's taps not confirmed yet; null until known. */
  readonly total: number | null;
}

export const INITIAL_LIKES: LikesState = { total: null };

/**
 * Likes of the room being watched, a room feature: `tap()` (the viewer's intent) asks the anonymous
 * interception first, then `like()` counts the tap at once (optimistic total) and sends the taps of
 * about a second as one fabulous call; the answer and LIKE_COUNT pushes correct the total.
 */
export interface LikesService extends RoomFeature {
  readonly state$: Observable<LikesState>;
  tap(): Promise<boolean>;
  like(): void;
}

/** Tells the server the viewer is on the room's page: at once and every 30 s (§9 page heartbeat) until disposed. */
export type PresenceService = RoomFeature;
