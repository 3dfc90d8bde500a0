/** localStorage key prefix of "the viewer closed the home-screen hint of this event". */
export const HOME_SCREEN_HINT_KEY = "livehall:homeScreenHint:";

/** Whether the viewer closed the hint of `eventNumber` in this browser (storage refused: not closed). */
export function homeScreenHintDismissed(eventNumber: string): boolean {
  try {
    return window.localStorage.getItem(HOME_SCREEN_HINT_KEY + eventNumber) === "1";
  } catch {
    return false;
  }
}

/** Remembers the closing (storage refused: it lasts for this page). */
export function rememberHomeScreenHintDismissed(eventNumber: string): void {
  try {
    window.localStorage.setItem(HOME_SCREEN_HINT_KEY + eventNumber, "1");
  } catch {
    // not stored
  }
}

/** Whether the page runs from the home screen (iOS's `navigator.standalone`, or display-mode standalone). */
export function homeScreenStandalone(): boolean {
  if (typeof window === "undefined") return false;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;
}
