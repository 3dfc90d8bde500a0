/**
 * The player's one observable state (§4 Player) and its pure state machine. Engines and the
 * player core report what happened as {@link PlayerStateEvent}s; {@link nextPlayerState} says
 * where that leads. A transition the table does not allow leaves the state as it is.
 */

/** Every state the player can be in. */
export const PLAYER_STATES = ["idle", "playing", "paused", "buffering", "error", "complete"] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/**
 * What can happen to the player:
 * - `load`: a new item (or the same one again) is loaded; nothing plays yet.
 * - `play`: playing was asked for; the engine is filling its buffer.
 * - `pause`: playing was paused.
 * - `waiting`: the engine ran out of data while playing.
 * - `playing`: the engine shows frames.
 * - `ended`: the item played to its end.
 * - `fatalError`: an error the engine cannot recover from.
 * - `stop` / `reset`: everything stops; back to idle.
 */
export const PLAYER_STATE_EVENTS = ["load", "play", "pause", "waiting", "playing", "ended", "fatalError", "stop", "reset"] as const;
export type PlayerStateEvent = (typeof PLAYER_STATE_EVENTS)[number];

const ANY: readonly PlayerState[] = PLAYER_STATES;

/** Per event: the state it leads to and the states it may come from. */
const TRANSITIONS: Readonly<Record<PlayerStateEvent, { readonly to: PlayerState; readonly from: readonly PlayerState[] }>> = {
  load: { to: "idle", from: ANY },
  play: { to: "buffering", from: ["idle", "paused", "complete"] },
  pause: { to: "paused", from: ["playing", "buffering"] },
  waiting: { to: "buffering", from: ["playing"] },
  playing: { to: "playing", from: ["idle", "buffering", "paused", "complete"] },
  ended: { to: "complete", from: ["playing", "buffering", "paused"] },
  fatalError: { to: "error", from: ["idle", "playing", "paused", "buffering", "complete"] },
  stop: { to: "idle", from: ANY },
  reset: { to: "idle", from: ANY },
};

/** The player's state before anything was loaded. */
export const INITIAL_PLAYER_STATE: PlayerState = "idle";

/** Whether `event` is allowed in `state` (an allowed event may still lead to the same state). */
export function canTransition(state: PlayerState, event: PlayerStateEvent): boolean {
  return TRANSITIONS[event].from.includes(state);
}

/**
 * The state after `event` happens in `state`; the same state when the transition is illegal
 * (e.g. `pause` while idle, or `play` in error — an errored player is loaded again first).
 */
export function nextPlayerState(state: PlayerState, event: PlayerStateEvent): PlayerState {
  const transition = TRANSITIONS[event];
  return transition.from.includes(state) ? transition.to : state;
}

/** Whether `value` names a player state. */
export function isPlayerState(value: unknown): value is PlayerState {
  return typeof value === "string" && (PLAYER_STATES as readonly string[]).includes(value);
}
