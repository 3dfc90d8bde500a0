/**
 * A viewport this small is a floating small window (picture-in-picture style browser windows,
 * a mini app window), not a page (ours: narrower than 200 px or lower than 150 px; the smallest
 * phone viewports are about 320 × 480, so no real page is this small).
 */
export const SMALL_WINDOW = { maxWidth: 200, maxHeight: 150 } as const;

/** §2: the video must not play in a window this small. */
export function isSmallWindow(width: number, height: number): boolean {
  return width < SMALL_WINDOW.maxWidth || height < SMALL_WINDOW.maxHeight;
}
