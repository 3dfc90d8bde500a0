import { describe, expect, expectTypeOf, it } from "vitest";
import type { PlayerErrorEvent, PlayerEventListener, PlayerEventMap, PlayerEventName } from "./player-events";

/** A tiny emitter typed by the map, as an adapter would write it. */
function emitter() {
  const listeners = new Map<PlayerEventName, ((event: never) => void)[]>();
  return {
    on<K extends PlayerEventName>(name: K, listener: PlayerEventListener<K>) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    emit<K extends PlayerEventName>(name: K, event: PlayerEventMap[K]) {
      for (const listener of listeners.get(name) ?? []) (listener as PlayerEventListener<K>)(event);
    },
  };
}

describe("PlayerEventMap", () => {
  it.each<[PlayerEventName, PlayerEventMap[PlayerEventName]]>([
    ["state", { state: "playing", previous: "buffering" }],
    ["error", { message: "Network Error", id: "network-404", fatal: true }],
    ["playlistComplete", { length: 3 }],
    ["time", { position: 12.5, duration: 60 }],
    ["quality", { index: 1, label: "720p" }],
    ["rate", { rate: 1.5 }],
    ["volume", { volume: 0.4 }],
    ["mute", { muted: true }],
    ["fullscreen", { fullscreen: true }],
  ])("delivers %s to its listeners", (name, payload) => {
    const player = emitter();
    const seen: unknown[] = [];
    player.on(name, (event) => seen.push(event));
    player.emit(name, payload);
    expect(seen).toEqual([payload]);
  });

  it("types each payload by its event name", () => {
    expectTypeOf<PlayerEventMap["error"]>().toEqualTypeOf<PlayerErrorEvent>();
    expectTypeOf<PlayerEventMap["state"]["state"]>().toEqualTypeOf<"idle" | "playing" | "paused" | "buffering" | "error" | "complete">();
    expectTypeOf<PlayerEventListener<"mute">>().parameter(0).toEqualTypeOf<{ readonly muted: boolean }>();
  });
});
