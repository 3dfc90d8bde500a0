import { ApiFailure } from "@livehall/domain";
import type { ListedScreen, ScreensApi } from "../meeting-room/ports";

/** A seminar with three screens, the speaker the main one (like the demo's room 20003). */
export const THREE_SCREENS: readonly ListedScreen[] = [
  { screenId: "speaker", mainScreenFlag: true, living: true },
  { screenId: "slides", mainScreenFlag: false, living: true },
  { screenId: "camera", mainScreenFlag: false, living: false },
];

/** ScreensApi answering `screens` (or failing with `failure`), recording each call. */
export class FakeScreensApi implements ScreensApi {
  screens: readonly ListedScreen[] = THREE_SCREENS;
  failure: ApiFailure | null = null;
  readonly calls: { eventId: string; roomId: string }[] = [];

  getRoomScreens(eventId: string, roomId: string): Promise<readonly ListedScreen[]> {
    this.calls.push({ eventId, roomId });
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.screens);
  }
}
