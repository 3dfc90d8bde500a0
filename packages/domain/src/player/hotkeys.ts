import { PLAYER_DEFAULTS } from "../player-constants";

/**
 * Player hotkeys (§5, §9): they apply only while the player has focus and no text input is
 * active. Space toggles play, left/right seek 5 s, up/down change the volume by 0.1.
 */

/** What a hotkey asks the player to do. */
export type HotkeyAction =
  | { readonly type: "togglePlay" }
  | { readonly type: "seek"; readonly deltaSeconds: number }
  | { readonly type: "volume"; readonly delta: number };

/** Where the keyboard focus is. */
export interface HotkeyContext {
  readonly playerFocused: boolean;
  readonly textInputActive: boolean;
}

const ACTIONS: Readonly<Record<string, HotkeyAction>> = {
  " ": { type: "togglePlay" },
  Spacebar: { type: "togglePlay" },
  ArrowLeft: { type: "seek", deltaSeconds: -PLAYER_DEFAULTS.seekStepSeconds },
  ArrowRight: { type: "seek", deltaSeconds: PLAYER_DEFAULTS.seekStepSeconds },
  ArrowUp: { type: "volume", delta: PLAYER_DEFAULTS.volumeStep },
  ArrowDown: { type: "volume", delta: -PLAYER_DEFAULTS.volumeStep },
};

/**
 * The action of a `KeyboardEvent.key`, or null when the key is not a hotkey, the player lacks
 * focus or a text input is active (the key then belongs to the input).
 */
export function hotkeyAction(key: string, context: HotkeyContext): HotkeyAction | null {
  if (!context.playerFocused || context.textInputActive) return null;
  return Object.hasOwn(ACTIONS, key) ? (ACTIONS[key] ?? null) : null;
}
