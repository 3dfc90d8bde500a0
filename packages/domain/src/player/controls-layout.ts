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
