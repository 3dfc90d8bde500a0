import { PLAYER_DEFAULTS } from "../player-constants";
import type { PlayerState } from "./player-state";

/** Player control layout rules (§5, §9): small layout, subtitle size, auto-hiding controls. */

/** §9: players narrower than 350 px use the small layout. */
export function isSmallLayout(widthPx: number): boolean {
  return widthPx < PLAYER_DEFAULTS.smallLayoutWidthPx;
}

/** §9: the subtitle font is 2.5% of the player width, clamped to 14–40 px. */
export function subtitleFontSizePx(widthPx: number): number {
  const size = Number.isFinite(widthPx) ? widthPx * PLAYER_DEFAULTS.subtitleFontRatio : PLAYER_DEFAULTS.subtitleFontMinPx;
  return Math.min(PLAYER_DEFAULTS.subtitleFontMaxPx, Math.max(PLAYER_DEFAULTS.subtitleFontMinPx, size));
}

/**
 * §4: controls hide after 3 s without viewer activity, except while paused or idle, when they
 * stay. `msSinceActivity` is the time since the last pointer move, touch or key.
 */
export function controlsHidden(state: PlayerState, msSinceActivity: number): boolean {
  if (state === "paused" || state === "idle") return false;
  return msSinceActivity >= PLAYER_DEFAULTS.controlsAutoHideMs;
}

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
