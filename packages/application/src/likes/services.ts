import type { Observable } from "rxjs";

export interface LikesState {
  /** The room's like total as shown: the server's plus this viewer's taps not confirmed yet; null until known. */
  readonly total: number | null;
}

export const INITIAL_LIKES: LikesState = { total: null };

/**
 * Likes of the room being watched: `like()` counts a tap at once (optimistic total) and sends
 * the taps of about a second as one fabulous call; the answer and LIKE_COUNT pushes correct the
 * total. `start` with watch-init's room id once the room is open, `stop` when it goes.
 */
export interface LikesService {
  readonly state$: Observable<LikesState>;
  start(eventNumber: string, roomId: string): Promise<void>;
  like(): void;
  stop(): void;
}

/** Tells the server the viewer is on the room's page: at once and every 30 s (§9 page heartbeat) until `stop`. */
export interface PresenceService {
  start(eventNumber: string, room: { readonly roomId: string; readonly pageSession: string }): Promise<void>;
  stop(): void;
}
