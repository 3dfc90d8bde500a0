import type { MeetingScreen } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** What the meeting page shows of a room's screens. */
export interface MeetingScreensView {
  /**
   * idle: not a meeting room (a live room has its one screen on the watch page) or closed;
   * loading: the list is being asked for (the main screen already plays); ready; failed: the
   * list could not be had (the main screen still plays, nothing is beside it).
   */
  readonly status: "idle" | "loading" | "ready" | "failed";
  /** The screen shown large (and played), null before the list is known. */
  readonly main: MeetingScreen | null;
  /** The other screens beside it, in the room's order. */
  readonly others: readonly MeetingScreen[];
}

export const INITIAL_MEETING_SCREENS: MeetingScreensView = { status: "idle", main: null, others: [] };

/**
 * The screens of a seminar or meeting room (§3 screenId, mainScreenFlag; decision 0039), a room
 * feature. The room's main screen plays in the page's one player through the play flow from the
 * first moment (nothing here delays it); the others are shown beside it as posters. `choose`
 * makes another screen the main one: it plays in the same player and the former main goes back
 * beside it.
 */
export interface MeetingScreensService extends RoomFeature {
  readonly state$: Observable<MeetingScreensView>;
  /** Intent: show and play `screenId` large (ignored for an unknown screen or the one already main). */
  choose(screenId: string): void;
}
