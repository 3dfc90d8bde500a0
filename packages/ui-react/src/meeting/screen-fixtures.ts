import type { MeetingScreensView } from "@livehall/application";
import { arrangeScreens, orderScreens } from "@livehall/domain";

/** The demo seminar's screens (speaker main, slides, a second camera not yet live), for tests and stories. */
export const DEMO_SCREENS = orderScreens([
  { screenId: "speaker", mainScreenFlag: true, living: true },
  { screenId: "slides", mainScreenFlag: false, living: true },
  { screenId: "camera", mainScreenFlag: false, living: false },
]);

/** The view with the first `count` demo screens, `chosen` shown large. */
export function screensView(count: number, chosen: string | null = null): MeetingScreensView {
  return { status: "ready", ...arrangeScreens(DEMO_SCREENS.slice(0, count), chosen) };
}
