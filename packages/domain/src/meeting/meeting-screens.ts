/**
 * One screen of a seminar or meeting room (§3 stream address: screenId, mainScreenFlag): a room
 * may show several pictures at once (the speaker, the slides, a second camera).
 */
export interface MeetingScreen {
  readonly screenId: string;
  /** §3 mainScreenFlag = 1: the organiser's main screen. */
  readonly mainScreenFlag: boolean;
  /** §3 pushStatus 2: the screen's stream is living. */
  readonly living: boolean;
  /** 1-based position in the room's order, the number in the screen's name ("Screen 2"). */
  readonly position: number;
}

/** What the meeting page shows: one screen large, the others beside it in a stable order. */
export interface ScreenArrangement {
  readonly main: MeetingScreen | null;
  readonly others: readonly MeetingScreen[];
}

export const NO_SCREENS: ScreenArrangement = { main: null, others: [] };

/**
 * The screens as the room lists them, arranged: the chosen screen large when there is one (and
 * the room still has it), else the first with mainScreenFlag, else the first; the others beside
 * it in the room's own order, so switching never shuffles the rest and the former main screen
 * goes back to its place among them.
 */
export function arrangeScreens(screens: readonly MeetingScreen[], chosenId: string | null = null): ScreenArrangement {
  const main =
    (chosenId === null ? undefined : screens.find((screen) => screen.screenId === chosenId)) ??
    screens.find((screen) => screen.mainScreenFlag) ??
    screens[0] ??
    null;
  if (main === null) return NO_SCREENS;
  return { main, others: screens.filter((screen) => screen !== main) };
}

/**
 * The room's screens in a stable order from the answer: the main-flagged screens first, then
 * the others as listed, numbered from 1. Screens listed twice keep their first place.
 */
export function orderScreens(listed: readonly Omit<MeetingScreen, "position">[]): readonly MeetingScreen[] {
  const seen = new Set<string>();
  const unique = listed.filter((screen) => !seen.has(screen.screenId) && seen.add(screen.screenId));
  const ordered = [...unique.filter((screen) => screen.mainScreenFlag), ...unique.filter((screen) => !screen.mainScreenFlag)];
  return ordered.map((screen, index) => ({ ...screen, position: index + 1 }));
}
