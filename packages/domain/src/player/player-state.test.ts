import { describe, expect, it } from "vitest";
import {
  INITIAL_PLAYER_STATE,
  PLAYER_STATES,
  PLAYER_STATE_EVENTS,
  canTransition,
  isPlayerState,
  nextPlayerState,
  type PlayerState,
  type PlayerStateEvent,
} from "./player-state";

/** Every state × event pair, with the expected next state (the same state = illegal or no change). */
const TABLE: Record<PlayerState, Record<PlayerStateEvent, PlayerState>> = {
  idle: {
    load: "idle",
    play: "buffering",
    pause: "idle",
    waiting: "idle",
    playing: "playing",
    ended: "idle",
    fatalError: "error",
    stop: "idle",
    reset: "idle",
  },
  playing: {
    load: "idle",
    play: "playing",
    pause: "paused",
    waiting: "buffering",
    playing: "playing",
    ended: "complete",
    fatalError: "error",
    stop: "idle",
    reset: "idle",
  },
  paused: {
    load: "idle",
    play: "buffering",
    pause: "paused",
    waiting: "paused",
    playing: "playing",
    ended: "complete",
    fatalError: "error",
    stop: "idle",
    reset: "idle",
  },
  buffering: {
    load: "idle",
    play: "buffering",
    pause: "paused",
    waiting: "buffering",
    playing: "playing",
    ended: "complete",
    fatalError: "error",
    stop: "idle",
    reset: "idle",
  },
  error: {
    load: "idle",
    play: "error",
    pause: "error",
    waiting: "error",
    playing: "error",
    ended: "error",
    fatalError: "error",
    stop: "idle",
    reset: "idle",
  },
  complete: {
    load: "idle",
    play: "buffering",
    pause: "complete",
    waiting: "complete",
    playing: "playing",
    ended: "complete",
    fatalError: "error",
    stop: "idle",
    reset: "idle",
  },
};

const pairs = PLAYER_STATES.flatMap((state) => PLAYER_STATE_EVENTS.map((event) => [state, event, TABLE[state][event]] as const));

describe("nextPlayerState (§4 Player)", () => {
  it.each(pairs)("%s + %s → %s", (state, event, expected) => {
    expect(nextPlayerState(state, event)).toBe(expected);
  });

  it.each<[PlayerState, PlayerStateEvent, boolean]>([
    ["idle", "pause", false],
    ["error", "play", false],
    ["playing", "play", false],
    ["playing", "pause", true],
    ["buffering", "waiting", false],
    ["error", "reset", true],
    ["complete", "play", true],
  ])("canTransition(%s, %s) = %s", (state, event, expected) => {
    expect(canTransition(state, event)).toBe(expected);
  });

  it("a normal session: load, play, stall, pause, resume, end, reload", () => {
    const events: PlayerStateEvent[] = ["load", "play", "playing", "waiting", "playing", "pause", "play", "playing", "ended", "load"];
    const seen: PlayerState[] = [];
    events.reduce<PlayerState>((state, event) => {
      const next = nextPlayerState(state, event);
      seen.push(next);
      return next;
    }, INITIAL_PLAYER_STATE);
    expect(seen).toEqual(["idle", "buffering", "playing", "buffering", "playing", "paused", "buffering", "playing", "complete", "idle"]);
  });
});

describe("isPlayerState", () => {
  it.each<[unknown, boolean]>([
    ["idle", true],
    ["complete", true],
    ["stopped", false],
    ["", false],
    [1, false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isPlayerState(value)).toBe(expected);
  });
});
