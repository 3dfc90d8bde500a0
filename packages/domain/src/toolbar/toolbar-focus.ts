/** Keys that move focus inside a `role="toolbar"` (WAI-ARIA toolbar pattern). */
export type ToolbarKey = "ArrowLeft" | "ArrowRight" | "Home" | "End";

/**
 * Where focus goes from button `index` of `count` when `key` is pressed: arrows move to the
 * neighbour and wrap around; in a right-to-left page the left arrow moves forward. Home/End go to
 * the first/last button. Null for other keys or an empty toolbar (the key is not the toolbar's).
 */
export function nextToolbarFocus(key: string, index: number, count: number, direction: "ltr" | "rtl"): number | null {
  if (count <= 0) return null;
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * How many buttons show in a row with room for `capacity` buttons: all when they fit; otherwise
 * one place goes to the overflow menu ("more"), which holds the rest. At least one button stays
 * beside the menu when there is any room at all.
 */
export function toolbarRowSplit(count: number, capacity: number): { readonly inRow: number; readonly overflow: boolean } {
  const room = Math.max(0, Math.floor(capacity));
  if (count <= room) return { inRow: count, overflow: false };
  return { inRow: Math.min(count, Math.max(room - 1, 0)), overflow: true };
}
