import { PLAYER_DEFAULTS } from "../player-constants";

/**
 * Playback speed and volume rules of the player controls (§2, §5, §9). Volume is 0–1 throughout.
 */

/** The speeds the speed menu offers (§9: 0.5, 0.75, 1.0, 1.25, 1.5, 2.0). */
export const PLAYBACK_RATES: readonly number[] = PLAYER_DEFAULTS.playbackRates;

/** §9: the speed menu scrolls when it has more than 4 items. */
export function speedMenuScrolls(itemCount: number): boolean {
  return itemCount > PLAYER_DEFAULTS.speedMenuScrollAbove;
}

/** A rate the menu offers, or 1 for anything else (e.g. a stored value that is not in the list). */
export function normalizePlaybackRate(rate: unknown): number {
  return typeof rate === "number" && PLAYBACK_RATES.includes(rate) ? rate : 1;
}

/** A volume in 0–1, rounded to 2 decimals so repeated steps do not drift (0.1 + 0.2 → 0.3). NaN → 0. */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return 0;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** §5: one arrow key step (0.1) up (`direction` 1) or down (−1), clamped to 0–1. */
export function stepVolume(volume: number, direction: 1 | -1): number {
  return clampVolume(volume + direction * PLAYER_DEFAULTS.volumeStep);
}

/** Volume and mute, as the player keeps and stores them. */
export interface VolumeState {
  readonly volume: number;
  readonly muted: boolean;
}

/** §9 defaults: volume 1, mute off. */
export const DEFAULT_VOLUME_STATE: VolumeState = { volume: PLAYER_DEFAULTS.defaultVolume, muted: PLAYER_DEFAULTS.defaultMuted };

/** §5: unmuting at volume 0 sets 0.5 (so unmuting is audible); otherwise the volume stays. */
export function unmute(state: VolumeState): VolumeState {
  return { volume: state.volume > 0 ? state.volume : PLAYER_DEFAULTS.unmuteVolume, muted: false };
}

/** The viewer sets the volume (slider, arrow keys): clamped to 0–1; any sound above 0 unmutes. */
export function volumeSet(state: VolumeState, volume: number): VolumeState {
  const next = clampVolume(volume);
  return { volume: next, muted: next > 0 ? false : state.muted };
}

/** Toggles mute: unmuting follows {@link unmute}; muting keeps the volume. */
export function toggleMute(state: VolumeState): VolumeState {
  return state.muted ? unmute(state) : { volume: state.volume, muted: true };
}

function parseStoredNumber(value: unknown): number | null {
  const parsed = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : null;
}

/**
 * The stored volume and mute, read defensively (values as storage gives them back: numbers,
 * booleans or their strings): a volume outside 0–1 or not a number → 1; mute only when true or
 * "true", anything else → off.
 */
export function parseStoredVolume(volume: unknown, muted: unknown): VolumeState {
  return {
    volume: parseStoredNumber(volume) ?? DEFAULT_VOLUME_STATE.volume,
    muted: muted === true || muted === "true",
  };
}
