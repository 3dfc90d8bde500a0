import type { MeetingScreen } from "@livehall/domain";

/** One screen as the room lists it, before it is ordered and numbered (domain's orderScreens). */
export type ListedScreen = Omit<MeetingScreen, "position">;

/**
 * The screens of a seminar or meeting room (decision 0039). Asked once when such a room opens
 * (and again when it is reopened) by {@link MeetingScreensService}; the addresses of the screen
 * that plays come from live-play-addr through the play flow, never from here. Rejects with the
 * domain's ApiFailure.
 */
export interface ScreensApi {
  /** GET /events/{eventId}/rooms/{roomId}/screens: every screen, in the room's order. */
  getRoomScreens(eventId: string, roomId: string): Promise<readonly ListedScreen[]>;
}
